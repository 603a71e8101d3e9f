import { describe, expect, it } from 'vitest';
import {
	breadcrumbJsonLd,
	faqJsonLd,
	organizationJsonLd,
	serializeJsonLd,
} from '~/lib/seo/jsonLd.ts';
import { site, siteOrigin } from '~/lib/site/site.ts';

describe('organizationJsonLd', () => {
	it('describes the brand as a FinancialService with contact data and profiles', () => {
		const org = organizationJsonLd(site, siteOrigin);
		expect(org['@type']).toBe('FinancialService');
		expect(org['@context']).toBe('https://schema.org');
		expect(org['name']).toBe(site.brand);
		expect(org['url']).toBe('https://www.hipotecaclara.es/');
		expect(org['telephone']).toBe(site.phone);
		expect(org['sameAs']).toEqual(site.social.map((s) => s.url));
		expect(org['address']).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'ES' });
	});
});

describe('breadcrumbJsonLd', () => {
	it('numbers the trail from 1 in order', () => {
		const data = breadcrumbJsonLd([
			{ name: 'Inicio', url: 'https://www.hipotecaclara.es/' },
			{ name: 'Noticias', url: 'https://www.hipotecaclara.es/blog' },
		]);
		expect(data).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://www.hipotecaclara.es/' },
				{
					'@type': 'ListItem',
					position: 2,
					name: 'Noticias',
					item: 'https://www.hipotecaclara.es/blog',
				},
			],
		});
	});
});

describe('faqJsonLd', () => {
	it('maps each question to a Question with an accepted Answer', () => {
		const data = faqJsonLd([{ question: '¿Cuánto tarda?', answer: 'Entre 2 y 4 semanas.' }]);
		expect(data['@type']).toBe('FAQPage');
		expect(data['mainEntity']).toEqual([
			{
				'@type': 'Question',
				name: '¿Cuánto tarda?',
				acceptedAnswer: { '@type': 'Answer', text: 'Entre 2 y 4 semanas.' },
			},
		]);
	});
});

describe('serializeJsonLd', () => {
	it('escapes < so the text cannot close the script element', () => {
		const json = serializeJsonLd(faqJsonLd([{ question: '</script><b>', answer: 'x' }]));
		expect(json).not.toContain('</script>');
		expect(JSON.parse(json)).toMatchObject({ mainEntity: [{ name: '</script><b>' }] });
	});
});
