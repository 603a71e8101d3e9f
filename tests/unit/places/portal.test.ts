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

	it('prices each page with its type’s typical area at its own municipal figure', () => {
		const page = pages.find((p) => p.slug === 'chalet-marbella')!;
		const ex = portalExample(page);
		expect(ex.areaM2).toBe(page.type.typicalAreaM2);
		// Marbella (INE 29069): 4.332,7 €/m² (MIVAU, 2026 T1), not Málaga province's 3.083,5.
		expect(ex).toMatchObject({
			pricePerM2: 4332.7,
			priceLevel: 'municipio',
			pricePlace: 'Marbella',
		});
		expect(ex.price).toBe(Math.round((4332.7 * page.type.typicalAreaM2) / 100) * 100);
		expect(homeExample('malaga').pricePerM2).toBe(3083.5);
	});
});
