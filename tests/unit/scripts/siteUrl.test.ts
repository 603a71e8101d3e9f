import { describe, expect, it } from 'vitest';
import { siteUrlFor } from '../../../scripts/lib/siteUrl.ts';

describe('siteUrlFor', () => {
	it('defaults to the origin of the site started beside the backend', () => {
		expect(siteUrlFor({})).toBe('http://localhost:4321');
		expect(siteUrlFor({}, 4345)).toBe('http://localhost:4345');
		expect(siteUrlFor({ SITE_URL: '  ' })).toBe('http://localhost:4321');
	});

	it('keeps SITE_URL when set, without a trailing slash', () => {
		expect(siteUrlFor({ SITE_URL: 'https://www.hipotecaclara.es/' })).toBe(
			'https://www.hipotecaclara.es',
		);
	});
});
