import type { APIRoute } from 'astro';
import { assistantDataFromFiles } from '~/lib/ai/assistantDataFiles.ts';
import { guideMdx, newsMdx } from '~/lib/ai/contentFiles.ts';
import { answerCards, buildPassages } from '~/lib/ai/corpus.ts';
import { buildIndex, serializeIndex } from '~/lib/ai/searchIndex.ts';
import { validateDataFiles } from '~/lib/data/validateDataFiles.ts';
import { answerCardsSchema } from '~/lib/ai/cardSchema.ts';

/**
 * The assistant's search index over our guides, news, glossary, FAQs and province data, with the
 * data its calculations use (today's Euribor and its history, purchase taxes and costs). The data
 * files the browser reads without zod, and the answer cards, are checked here, so a bad file fails
 * the build.
 */
export const GET: APIRoute = () => {
	validateDataFiles();
	answerCardsSchema.parse(answerCards);
	const index = buildIndex(buildPassages(guideMdx, newsMdx), assistantDataFromFiles());
	return new Response(JSON.stringify(serializeIndex(index)), {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
