import { z } from 'zod';
import claimsData from '../../../content/data/claims.json' with { type: 'json' };
import { formatEuros, formatNumber, formatPercent } from '../format/index.ts';
import { underwriting } from '../mortgage/index.ts';
import { toolCount } from '../tools/catalog.ts';

/** How a claim's figure reads in a sentence. */
const unitSchema = z
	.enum(['percent', 'hours', 'months', 'weeks', 'count'])
	.describe('Unidad de la cifra: percent (3 %), hours (48 h), months, weeks o count.');

/** One marketing claim of the site (SPEC section 1). */
export const claimSchema = z
	.object({
		value: z.number().positive().optional().describe('Cifra de la afirmación, si la tiene.'),
		max: z.number().positive().optional().describe('Final de un intervalo (2 a 4 semanas).'),
		unit: unitSchema.optional(),
		title: z.string().min(3).describe('Titular corto; puede usar {claves} de cifras.'),
		text: z.string().min(20).describe('Frase completa que la explica; puede usar {claves}.'),
	})
	.strict()
	.refine((c) => (c.value === undefined) === (c.unit === undefined), {
		message: 'Una afirmación con cifra necesita «value» y «unit»; sin cifra, ninguno de los dos.',
	});

/** The claims file: one record per claim, keyed by the name texts use in {braces}. */
export const claimsSchema = z.record(
	z.string().regex(/^[a-z][a-zA-Z]+$/, 'La clave va en camelCase, sin espacios.'),
	claimSchema,
);

/** A marketing claim. */
export type Claim = z.infer<typeof claimSchema>;

/** Every claim, validated at import time. */
export const claims: Readonly<Record<string, Claim>> = claimsSchema.parse(claimsData);

const nbsp = '\u00a0';

/** A claim's figure as it reads in Spanish: '3 %', '48 h', '6 meses', '2 a 4 semanas', '80'. */
export function formatClaimValue(claim: Claim): string {
	const { value, max, unit } = claim;
	if (value === undefined || unit === undefined) return '';
	const range =
		max === undefined ? formatNumber(value) : `${formatNumber(value)} a ${formatNumber(max)}`;
	switch (unit) {
		case 'percent':
			return formatPercent(value, { maxDecimals: 2 });
		case 'hours':
			return `${range}${nbsp}h`;
		case 'months':
			return `${range}${nbsp}meses`;
		case 'weeks':
			return `${range}${nbsp}semanas`;
		case 'count':
			return range;
	}
}

const uw = underwriting;
const pct = (n: number) => formatPercent(n, { maxDecimals: 2 });
const eur = (n: number) => formatEuros(n, { decimals: 0 });

type FeeTier = { fromMonth: number; toMonth: number | null; percent: number };

/** «0,25 % durante los 3 primeros años»: a Ley 5/2019 fee cap as it reads in a sentence. */
function describeTiers(tiers: readonly FeeTier[]): string {
	return tiers
		.map((t) =>
			t.toMonth === null
				? `${pct(t.percent)} después`
				: `${pct(t.percent)} durante los ${t.toMonth / 12}${nbsp}primeros años`,
		)
		.join(' y ');
}

/** The early-repayment fee caps of Ley 5/2019 art. 23, from underwriting.json. */
function feeFacts(): Record<string, string> {
	const fees = uw.comisionesAmortizacion;
	return {
		feeFixed: describeTiers(fees.fixed),
		feeVariableA: describeTiers(fees.variable['0.25-3y']),
		feeVariableB: describeTiers(fees.variable['0.15-5y']),
		feeToFixed: describeTiers(fees.variableToFixed),
	};
}

/**
 * Lending facts that marketing texts quote, read from underwriting.json so that a figure such as
 * «los bancos financian hasta el 80 %» has one source shared with the calculators.
 */
export const lendingFacts: Readonly<Record<string, string>> = {
	bankLtv: pct(uw.ltv.habitualPercent),
	secondHomeLtv: pct(uw.ltv.secondHomePercent),
	downPayment: pct(uw.ahorro.downPaymentPercent),
	costsLow: pct(uw.ahorro.costsPercentLow),
	costsHigh: pct(uw.ahorro.costsPercentHigh),
	effortMax: pct(uw.tasaEsfuerzo.maxPercent),
	effortComfort: pct(uw.tasaEsfuerzo.comfortPercent),
	maxAgeAtEnd: `${uw.edad.maxAgeAtEnd}${nbsp}años`,
	averageYears: `${uw.plazo.averageYears}${nbsp}años`,
	icoMaxAge: `${uw.avalIco.maxAge}${nbsp}años`,
	icoIncomeSingle: eur(uw.avalIco.maxIncomeSingle),
	icoIncomeCouple: eur(uw.avalIco.maxIncomeCouple),
	icoCoverage: pct(uw.avalIco.coveragePercent),
	icoCoverageEfficient: pct(uw.avalIco.coverageEfficientPercent),
	icoYears: `${uw.avalIco.guaranteeYears}${nbsp}años`,
	icoPriceMin: eur(Math.min(...Object.values(uw.avalIco.maxPriceByCommunity))),
	icoPriceMax: eur(Math.max(...Object.values(uw.avalIco.maxPriceByCommunity))),
	...feeFacts(),
	icoDeadline: new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${uw.avalIco.deadline}T00:00:00Z`),
	),
};

/**
 * Counts of the tool catalogue (tools.json), so no text types how many tools there are. Only
 * available tools count: the AI tools join {aiTools} the day tools.json marks them available.
 */
export const catalogFacts: Readonly<Record<string, string>> = {
	calculators: formatNumber(toolCount('calculator')),
	aiTools: formatNumber(toolCount('ai')),
};

/** Every {key} a marketing text may use: the claims' figures, lending facts and tool counts. */
export const tokens: Readonly<Record<string, string>> = {
	...Object.fromEntries(Object.entries(claims).map(([key, c]) => [key, formatClaimValue(c)])),
	...lendingFacts,
	...catalogFacts,
};

/** The {keys} a text uses that have no value, so a typo fails the build. */
export function unknownTokens(text: string): string[] {
	return [...text.matchAll(/\{(\w+)\}/g)]
		.map((m) => m[1] ?? '')
		.filter((key) => tokens[key] === undefined || tokens[key] === '');
}

/**
 * Fills the {keys} of a marketing text with their figures and puts a non-breaking space before
 * % and € (es-ES). Throws on an unknown key: texts are data, and a wrong key is a build error.
 */
export function prose(text: string): string {
	const missing = unknownTokens(text);
	if (missing.length > 0)
		throw new Error(`Clave desconocida en un texto: {${missing.join('}, {')}}.`);
	return text
		.replace(/\{(\w+)\}/g, (_, key: string) => tokens[key] ?? '')
		.replace(/(\d) ([%€])/g, `$1${nbsp}$2`);
}

/** zod string for editor texts that may use {keys}; it parses to the filled text. */
export const proseText = (description: string) =>
	z
		.string()
		.min(1)
		.describe(
			`${description} Puede usar {claves} de cifras (claims.json y criterios de concesión).`,
		)
		.superRefine((text, ctx) => {
			const missing = unknownTokens(text);
			if (missing.length > 0)
				ctx.addIssue({ code: 'custom', message: `Clave desconocida: {${missing.join('}, {')}}.` });
		})
		.transform(prose);

/** A claim with its title and text filled in, for display. */
export function claimCopy(key: string): { title: string; text: string; figure: string } {
	const claim = claims[key];
	if (!claim) throw new Error(`claims.json: falta la afirmación «${key}».`);
	return { title: prose(claim.title), text: prose(claim.text), figure: formatClaimValue(claim) };
}
