/** Head data of one page, as pages pass it to BaseLayout. */
export interface PageMeta {
	/** Page title without the brand; the brand is appended unless already present. */
	title: string;
	/** Meta description (about 150 characters). */
	description: string;
	/** Comma-free keywords for the keywords meta tag. */
	keywords?: readonly string[];
	/** Path or absolute URL of the canonical page; defaults to the current path. */
	canonical?: string;
	/** Social image path or URL. */
	image?: string;
	/** Open Graph type. */
	type?: 'website' | 'article';
	/** Keep the page out of search engines. */
	noindex?: boolean;
}

/** Title shown in the tab and results: "Title | Brand", unless the title already names the brand. */
export function formatTitle(title: string, brand: string): string {
	const clean = title.trim();
	if (clean === '') return brand;
	if (clean.toLocaleLowerCase('es-ES').includes(brand.toLocaleLowerCase('es-ES'))) return clean;
	return `${clean} | ${brand}`;
}

/**
 * Canonical URL on the www host over https, whatever form the input has
 * (a path, the bare domain, http, or any other host). Query and hash are dropped,
 * and so is a trailing slash (except for the home page).
 */
export function canonicalUrl(pathOrUrl: string, domain: string): string {
	const bare = domain.replace(/^www\./, '');
	// A bare path is never read as a protocol-relative URL ("//blog" is a path here, not a host).
	const input = /^[a-z][a-z\d+.-]*:/i.test(pathOrUrl) ? pathOrUrl : pathOrUrl.replace(/^\/+/, '/');
	const url = new URL(input, `https://www.${bare}`);
	const path = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
	return `https://www.${bare}${path}`;
}

/** Absolute URL of a site asset (social image), on the canonical host. */
export function absoluteUrl(pathOrUrl: string, domain: string): string {
	if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
	return new URL(pathOrUrl, `https://www.${domain.replace(/^www\./, '')}`).href;
}
