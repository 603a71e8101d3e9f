import { describe, expect, it } from 'vitest';
import { isMeasurementId, gtagScriptUrl } from '~/lib/analytics/config.ts';
import { pageViewParams, portalPageViewParams } from '~/lib/analytics/events.ts';
import { PORTAL_CONTENT_GROUP } from '~/lib/places/portal.ts';

describe('analytics events', () => {
	it('page_view carries the path and the title', () => {
		expect(pageViewParams('/hipoteca-madrid', 'Hipoteca en Madrid')).toEqual({
			page_path: '/hipoteca-madrid',
			page_title: 'Hipoteca en Madrid',
		});
		expect(pageViewParams('', 'Inicio')).toEqual({ page_path: '/', page_title: 'Inicio' });
	});

	it('portal_page_view reads the portal template’s data attributes', () => {
		expect(PORTAL_CONTENT_GROUP).toBe('Portal - Combinaciones');
		expect(
			portalPageViewParams({
				pageType: 'portal',
				contentGroup: 'Portal - Combinaciones',
				propertyType: 'piso',
				city: 'madrid',
			}),
		).toEqual({
			page_type: 'portal',
			content_group: 'Portal - Combinaciones',
			property_type: 'piso',
			city: 'madrid',
		});
	});

	it('property type and city are optional; other pages send nothing', () => {
		expect(
			portalPageViewParams({ pageType: 'portal_index', contentGroup: 'Portal - Combinaciones' }),
		).toEqual({ page_type: 'portal_index', content_group: 'Portal - Combinaciones' });
		expect(portalPageViewParams({ pageType: 'guide', contentGroup: 'Guías' })).toBeNull();
		expect(portalPageViewParams({ contentGroup: 'Portal - Combinaciones' })).toBeNull();
		expect(portalPageViewParams({})).toBeNull();
	});

	it('accepts only GA4 measurement ids and builds the tag URL', () => {
		expect(isMeasurementId('G-AB12CD34EF')).toBe(true);
		expect(isMeasurementId('UA-1234-1')).toBe(false);
		expect(isMeasurementId('')).toBe(false);
		expect(isMeasurementId(undefined)).toBe(false);
		expect(isMeasurementId('G-<script>')).toBe(false);
		expect(gtagScriptUrl('G-AB12CD34EF')).toBe(
			'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
		);
	});
});
