import { describe, expect, it } from 'vitest';
import { homeExample } from '~/lib/places/provinceExample.ts';
import {
	PORTAL_CONTENT_GROUP,
	portalExample,
	portalPages,
	portalPath,
	portalSlug,
} from '~/lib/places/portal.ts';
import { propertyTypes } from '~/lib/places/propertyTypes.ts';

describe('portal pages', () => {
	const pages = portalPages(propertyTypes);

	it('cover at least 500 type × city combinations, including the SPEC examples', () => {
		expect(pages.length).toBeGreaterThanOrEqual(500);
		const slugs = pages.map((p) => p.slug);
		expect(new Set(slugs).size).toBe(slugs.length);
		for (const slug of ['piso-madrid', 'piso-barcelona', 'chalet-marbella', 'atico-valencia']) {
			expect(slugs).toContain(slug);
		}
		expect(portalSlug('atico', 'valencia')).toBe('atico-valencia');
		expect(portalPath('piso', 'madrid')).toBe('/hipotecas/piso-madrid');
		expect(PORTAL_CONTENT_GROUP).toBe('Portal - Combinaciones');
	});

	it('rejects duplicated combinations', () => {
		const piso = propertyTypes[0]!;
		expect(() => portalPages([piso, piso])).toThrow(/duplicada/);
	});

	it('prices each page with its type’s typical area in its province', () => {
		const page = pages.find((p) => p.slug === 'chalet-marbella')!;
		const ex = portalExample(page);
		expect(ex.areaM2).toBe(page.type.typicalAreaM2);
		expect(ex.price).toBe(homeExample('malaga', { areaM2: page.type.typicalAreaM2 }).price);
	});
});
