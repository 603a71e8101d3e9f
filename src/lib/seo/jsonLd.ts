import type { Site } from '../site/site.ts';

/** A JSON-LD node ready to be serialised. */
export type JsonLd = Record<string, unknown> & {
	'@context': 'https://schema.org';
	'@type': string;
};

/** One step of a breadcrumb trail. */
export interface Crumb {
	name: string;
	/** Absolute URL of the step. */
	url: string;
}

/** A question and its answer, as FAQ sections and FAQPage data use them. */
export interface Faq {
	question: string;
	answer: string;
}

/** The organisation behind the site, typed as a FinancialService (present on every page). */
export function organizationJsonLd(site: Site, origin: string): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'FinancialService',
		'@id': `${origin}/#organization`,
		name: site.brand,
		legalName: site.legalName,
		description: site.description,
		url: `${origin}/`,
		logo: `${origin}/logo.svg`,
		image: `${origin}${site.defaultSocialImage}`,
		telephone: site.phone,
		email: site.email,
		address: {
			'@type': 'PostalAddress',
			streetAddress: site.address.street,
			postalCode: site.address.postalCode,
			addressLocality: site.address.city,
			addressRegion: site.address.region,
			addressCountry: site.address.country,
		},
		areaServed: { '@type': 'Country', name: 'España' },
		sameAs: site.social.map((s) => s.url),
	};
}

/** BreadcrumbList for an inner page; the trail should start at the home page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: crumb.url,
		})),
	};
}

/** FAQPage for a page that shows questions and answers. */
export function faqJsonLd(faqs: readonly Faq[]): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: faqs.map((faq) => ({
			'@type': 'Question',
			name: faq.question,
			acceptedAnswer: { '@type': 'Answer', text: faq.answer },
		})),
	};
}

/**
 * JSON for a <script type="application/ld+json"> element; `<` is escaped so no text
 * inside can close the script element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
	return JSON.stringify(data).replace(/</g, '\\u003c');
}
