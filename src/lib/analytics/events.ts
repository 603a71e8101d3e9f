/** Content group of portal pages in analytics (SPEC section 9). */
export const PORTAL_CONTENT_GROUP = 'Portal - Combinaciones';

/** Parameters of the `page_view` event (SPEC section 7). */
export interface PageViewParams {
	page_path: string;
	page_title: string;
}

/** Parameters of the `portal_page_view` event; property type and city when the page has them. */
export interface PortalPageViewParams {
	page_type: string;
	content_group: typeof PORTAL_CONTENT_GROUP;
	property_type?: string;
	city?: string;
}

/** The `page_view` of a page: its path (no query, no hash) and its document title. */
export function pageViewParams(pathname: string, title: string): PageViewParams {
	return { page_path: pathname || '/', page_title: title };
}

/**
 * The `portal_page_view` of a portal page, read from the data attributes its template writes
 * (`data-page-type`, `data-content-group`, `data-property-type`, `data-city`); null for any page
 * outside the portal's content group.
 */
export function portalPageViewParams(
	data: Readonly<Record<string, string | undefined>>,
): PortalPageViewParams | null {
	const pageType = data['pageType'];
	if (data['contentGroup'] !== PORTAL_CONTENT_GROUP || !pageType) return null;
	const params: PortalPageViewParams = { page_type: pageType, content_group: PORTAL_CONTENT_GROUP };
	if (data['propertyType']) params.property_type = data['propertyType'];
	if (data['city']) params.city = data['city'];
	return params;
}
