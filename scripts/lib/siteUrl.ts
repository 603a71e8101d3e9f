/**
 * The address email links point at (the backend's SITE_URL): SITE_URL when set, otherwise the
 * origin of the site `npm start` / `npm run dev` serves (port 4321, as scripts/serve.ts and
 * Astro's dev server use), so links never point at a port nothing listens on (issue 45).
 */
export const defaultSitePort = 4321;

/** SITE_URL, or `http://localhost:<port>` of the site started beside the backend. */
export function siteUrlFor(
	env: Record<string, string | undefined>,
	port: number = defaultSitePort,
): string {
	const set = env['SITE_URL']?.trim();
	return set ? set.replace(/\/+$/, '') : `http://localhost:${port}`;
}
