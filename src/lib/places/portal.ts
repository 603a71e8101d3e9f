import { cities, type City } from './cities.ts';
import { homeExample, type HomeExample } from './provinceExample.ts';
import type { PropertyType } from './propertyTypes.ts';

/** One portal page: a property type in a city. */
export interface PortalPage {
	slug: string;
	type: PropertyType;
	city: City;
}

/** Content group of portal pages in analytics (SPEC section 9), defined with the analytics events. */
export { PORTAL_CONTENT_GROUP } from '../analytics/events.ts';

/** Slug of a portal page: /hipotecas/{type}-{city}. */
export function portalSlug(typeId: string, cityId: string): string {
	return `${typeId}-${cityId}`;
}

/** Path of a portal page. */
export function portalPath(typeId: string, cityId: string): string {
	return `/hipotecas/${portalSlug(typeId, cityId)}`;
}

/** Every type × city combination, with unique slugs (a duplicate is a data error). */
export function portalPages(types: readonly PropertyType[]): PortalPage[] {
	const pages = types.flatMap((type) =>
		cities.map((city) => ({ slug: portalSlug(type.id, city.id), type, city })),
	);
	const seen = new Set<string>();
	for (const page of pages) {
		if (seen.has(page.slug)) throw new Error(`Página de portal duplicada: ${page.slug}`);
		seen.add(page.slug);
	}
	return pages;
}

/** The worked example of a portal page: the type's typical area at the city's own €/m². */
export function portalExample(page: PortalPage): HomeExample {
	return homeExample(page.city.province, {
		areaM2: page.type.typicalAreaM2,
		municipalityIne: page.city.ine,
	});
}
