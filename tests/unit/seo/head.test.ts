import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, formatTitle } from '~/lib/seo/head.ts';

describe('formatTitle', () => {
	it('appends the brand', () => {
		expect(formatTitle('Hipoteca joven', 'Hipoteca Clara')).toBe('Hipoteca joven | Hipoteca Clara');
	});

	it('keeps a title that already names the brand, whatever its case', () => {
		expect(formatTitle('Hipoteca Clara: tu broker', 'Hipoteca Clara')).toBe(
			'Hipoteca Clara: tu broker',
		);
		expect(formatTitle('Opiniones de HIPOTECA CLARA', 'Hipoteca Clara')).toBe(
			'Opiniones de HIPOTECA CLARA',
		);
	});

	it('trims and falls back to the brand for an empty title', () => {
		expect(formatTitle('  Planes  ', 'Hipoteca Clara')).toBe('Planes | Hipoteca Clara');
		expect(formatTitle('   ', 'Hipoteca Clara')).toBe('Hipoteca Clara');
	});
});

describe('canonicalUrl', () => {
	const domain = 'hipotecaclara.es';

	it('turns a path into an https URL on the www host', () => {
		expect(canonicalUrl('/planes', domain)).toBe('https://www.hipotecaclara.es/planes');
		expect(canonicalUrl('/', domain)).toBe('https://www.hipotecaclara.es/');
	});

	it('forces www and https on the bare domain, http and other hosts', () => {
		expect(canonicalUrl('http://hipotecaclara.es/blog', domain)).toBe(
			'https://www.hipotecaclara.es/blog',
		);
		expect(canonicalUrl('https://preview.example.net/contacto', domain)).toBe(
			'https://www.hipotecaclara.es/contacto',
		);
		expect(canonicalUrl('/blog', 'www.hipotecaclara.es')).toBe('https://www.hipotecaclara.es/blog');
	});

	it('drops query, hash, trailing and doubled slashes', () => {
		expect(canonicalUrl('/blog/?page=2#top', domain)).toBe('https://www.hipotecaclara.es/blog');
		expect(canonicalUrl('//blog//noticia/', domain)).toBe(
			'https://www.hipotecaclara.es/blog/noticia',
		);
	});
});

describe('absoluteUrl', () => {
	it('resolves site paths on the www host and keeps absolute URLs', () => {
		expect(absoluteUrl('/og-default.png', 'hipotecaclara.es')).toBe(
			'https://www.hipotecaclara.es/og-default.png',
		);
		expect(absoluteUrl('https://cdn.example.com/a.png', 'hipotecaclara.es')).toBe(
			'https://cdn.example.com/a.png',
		);
	});
});
