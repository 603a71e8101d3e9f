import type { APIRoute } from 'astro';
import { routes } from '~/lib/site/routes.ts';
import { siteOrigin } from '~/lib/site/site.ts';

/** Private areas crawlers should not visit (they are noindex too). */
const disallowed = routes.filter((r) => r.noindex).map((r) => r.path);

/** robots.txt built from the route registry and the site origin. */
export const GET: APIRoute = () =>
	new Response(
		[
			'User-agent: *',
			'Allow: /',
			...disallowed.map((path) => `Disallow: ${path}`),
			'',
			`Sitemap: ${siteOrigin}/sitemap-index.xml`,
			'',
		].join('\n'),
		{ headers: { 'content-type': 'text/plain; charset=utf-8' } },
	);
