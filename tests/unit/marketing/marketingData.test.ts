import { describe, expect, it } from 'vitest';
import { advantages } from '~/lib/marketing/advantages.ts';
import {
	claimCopy,
	claims,
	claimSchema,
	formatClaimValue,
	prose,
	tokens,
	unknownTokens,
} from '~/lib/marketing/claims.ts';
import { faqPages, faqsFor } from '~/lib/marketing/faq.ts';
import { isKnownLink } from '~/lib/marketing/links.ts';
import { plans, plansFor } from '~/lib/marketing/plans.ts';
import { processSteps } from '~/lib/marketing/process.ts';
import { formatStat, stats } from '~/lib/marketing/stats.ts';
import { caseStudies, caseStudySchema } from '~/lib/marketing/testimonials.ts';
import { underwriting } from '~/lib/mortgage/index.ts';

const nbsp = '\u00a0';

describe('claims', () => {
	it('holds the SPEC section 1 figures', () => {
		const figure = (key: string) => claimCopy(key).figure;
		expect(figure('successFee')).toBe(`3${nbsp}%`);
		expect(figure('maxFinancing')).toBe(`100${nbsp}%`);
		expect(figure('managementHours')).toBe(`48${nbsp}h`);
		expect(figure('onlineSteps')).toBe('6');
		expect(figure('advantages')).toBe('10');
		expect(figure('hiddenDefects')).toBe(`6${nbsp}meses`);
		expect(figure('lenders')).toBe('80');
		expect(figure('approvalWeeks')).toBe(`2 a 4${nbsp}semanas`);
		expect(claims['agentsApp']?.text).toMatch(/app móvil para agentes/i);
	});

	it('takes the lending rules of thumb from underwriting.json, not from a second copy', () => {
		expect(tokens['bankLtv']).toBe(`${underwriting.ltv.habitualPercent}${nbsp}%`);
		expect(tokens['bankLtv']).toBe(`80${nbsp}%`);
		expect(tokens['downPayment']).toBe(`20${nbsp}%`);
		expect(tokens['costsLow']).toBe(`10${nbsp}%`);
		expect(tokens['icoDeadline']).toBe('31 de diciembre de 2027');
		// Tool counts come from tools.json: nine calculators and four AI tools.
		expect(tokens['calculators']).toBe('9');
		expect(tokens['aiTools']).toBe('4');
		expect(claimCopy('freeTools').title).toBe('9 calculadoras gratuitas');
		expect(tokens['feeFixed']).toBe(
			`2${nbsp}% durante los 10${nbsp}primeros años y 1,5${nbsp}% después`,
		);
	});

	it('fills {keys}, adds the non-breaking space before % and € and rejects unknown keys', () => {
		expect(prose('Honorarios del {successFee} y 100 % online')).toBe(
			`Honorarios del 3${nbsp}% y 100${nbsp}% online`,
		);
		expect(unknownTokens('{successFe} y {agentsApp}')).toEqual(['successFe', 'agentsApp']);
		expect(() => prose('{noExiste}')).toThrow(/noExiste/);
		expect(formatClaimValue({ title: 'App', text: 'Una app para agentes inmobiliarios.' })).toBe(
			'',
		);
	});

	it('requires value and unit together', () => {
		expect(claimSchema.safeParse({ value: 3, title: 'Tres', text: 'x'.repeat(20) }).success).toBe(
			false,
		);
	});
});

describe('stats', () => {
	it('has the four SPEC figures with value, suffix and label', () => {
		expect(stats.map((s) => [s.value, s.suffix, s.label])).toEqual([
			[5000, '+', 'Clientes satisfechos'],
			[3500, '+', 'Hipotecas concedidas'],
			[98, `${nbsp}%`, 'Tasa de éxito'],
			[80, '+', 'Bancos colaboradores'],
		]);
		expect(stats.map(formatStat)).toEqual(['5.000+', '3.500+', `98${nbsp}%`, '80+']);
		expect(stats[3]?.value).toBe(claims['lenders']?.value);
	});
});

describe('process and advantages', () => {
	it('has 6 steps with label, title, subtitle and features, figures filled in', () => {
		expect(processSteps).toHaveLength(6);
		processSteps.forEach((step, i) => {
			expect(step.label).toBe(`Paso ${i + 1}`);
			expect(step.features.length).toBeGreaterThanOrEqual(2);
			expect([step.title, step.subtitle, ...step.features].join(' ')).not.toMatch(/[{}]/);
		});
	});

	it('has the 10 advantages with unique ids', () => {
		expect(advantages).toHaveLength(10);
		expect(advantages).toHaveLength(Number(claims['advantages']?.value));
		expect(new Set(advantages.map((a) => a.id)).size).toBe(10);
	});
});

describe('faq', () => {
	it('has 8 to 10 home questions and a FAQ for every landing page', () => {
		expect(faqsFor('home').length).toBeGreaterThanOrEqual(8);
		expect(faqsFor('home').length).toBeLessThanOrEqual(10);
		for (const page of faqPages) {
			for (const faq of faqsFor(page)) {
				expect(faq.question, page).toMatch(/^¿.+\?$|^[A-ZÁÉÍÓÚ¿]/);
				expect(faq.answer, page).not.toMatch(/[{}]/);
				expect(faq.answer, page).not.toMatch(/\d %/);
			}
		}
	});
});

describe('plans', () => {
	it('shows the 3 % success fee as the only price and custom prices for professionals', () => {
		expect(plansFor('particulares').map((p) => p.price)).toEqual(['Gratis', `3${nbsp}%`]);
		expect(plansFor('profesionales').map((p) => p.id)).toEqual([
			'inmobiliarias',
			'promotoras',
			'agentes',
		]);
		expect(plansFor('profesionales').every((p) => p.price === 'Precio a medida')).toBe(true);
		expect(plans.filter((p) => p.highlighted)).toHaveLength(1);
		expect(plans.every((p) => !/\d+\s?€/.test(p.price))).toBe(true);
	});
});

describe('casos tipo', () => {
	it('are illustrative profiles linking to existing pages, never quotes', () => {
		expect(caseStudies.length).toBeGreaterThanOrEqual(3);
		for (const c of caseStudies) expect(isKnownLink(c.link.href), c.id).toBe(true);
		const quoted = {
			id: 'x',
			profile: 'Pareja de 30 años en Lugo',
			situation: '«Nos encantó el servicio»',
			approach: 'Lo que sea',
			link: { label: 'Inicio', href: '/' },
		};
		expect(caseStudySchema.safeParse(quoted).success).toBe(false);
	});
});

describe('links', () => {
	it('knows the registry routes and the /herramientas anchors', () => {
		expect(isKnownLink('/hipoteca-joven')).toBe(true);
		expect(isKnownLink('/herramientas#viabilidad')).toBe(true);
		expect(isKnownLink('/herramientas#asistente-ia')).toBe(true);
		expect(isKnownLink('/herramientas#no-existe')).toBe(false);
		expect(isKnownLink('/pagina-inventada')).toBe(false);
	});
});
