import type { APIRoute } from 'astro';
import { webManifest } from '~/lib/site/webManifest.ts';

/** /manifest.webmanifest: what makes the portal installable (lib/site/webManifest.ts). */
export const GET: APIRoute = () =>
	new Response(JSON.stringify(webManifest(), null, '\t'), {
		headers: { 'content-type': 'application/manifest+json' },
	});
