import type { APIRoute } from 'astro';
import { guideMdx, newsMdx } from '~/lib/ai/contentFiles.ts';
import { buildPassages } from '~/lib/ai/corpus.ts';
import { buildIndex, serializeIndex } from '~/lib/ai/searchIndex.ts';

/** The assistant's search index over our guides, news, glossary, FAQs and province data. */
export const GET: APIRoute = () =>
	new Response(JSON.stringify(serializeIndex(buildIndex(buildPassages(guideMdx, newsMdx)))), {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
