import type { z } from 'zod';
import type { generalRateSchema, reducedRateSchema } from './dataSchemas.ts';
import { ruleLabels } from './messages.ts';
import { conditionsMet, describeConditions, type TaxContext } from './taxConditions.ts';

export { conditionsMet, describeConditions, type TaxContext } from './taxConditions.ts';

type GeneralRate = z.infer<typeof generalRateSchema>;
type ReducedRate = z.infer<typeof reducedRateSchema>;

/** The rate picked for a tax: amount, effective rate and the rule that justified it. */
export interface AppliedTax {
	amount: number;
	ratePercent: number;
	rule: { id: string; label: string; conditions: string[] };
}

/** The bracket a value falls in (the first whose upper limit it does not exceed). */
export function bracketFor(
	brackets: readonly { upTo: number | null; rate: number }[],
	base: number,
): { upTo: number | null; rate: number } | undefined {
	return brackets.find((b) => b.upTo === null || base <= b.upTo) ?? brackets.at(-1);
}

/** Marginal tax of a scale: each bracket taxes its own slice of the base. */
function marginalTax(brackets: readonly { upTo: number | null; rate: number }[], base: number) {
	let tax = 0;
	let lower = 0;
	for (const { upTo, rate } of brackets) {
		const upper = upTo ?? Number.POSITIVE_INFINITY;
		if (base > lower) tax += ((Math.min(base, upper) - lower) * rate) / 100;
		lower = upper;
	}
	return tax;
}

/**
 * The «tipo medio» of the Illes Balears (art. 10.a, Decreto Legislativo 1/2014): the scale's tax
 * over the value, in percent with two decimals, the second rounded up only when the third
 * decimal is above 5 (8,1149 → 8,11; 8,1161 → 8,12). Integer arithmetic avoids float drift.
 */
export function balearicAverageRate(tax: number, base: number): number {
	const thousandths = Math.floor(Math.round((tax / base) * 100 * 1e6) / 1e3);
	const third = thousandths % 10;
	const hundredths = Math.floor(thousandths / 10) + (third > 5 ? 1 : 0);
	return hundredths / 100;
}

/**
 * Tax due under a general rate: a flat rate; a marginal scale (each bracket taxes its own slice,
 * or, with `averageRateRounding`, the rounded average rate of that scale on the whole base);
 * or a whole-value scale (the bracket the base falls in taxes the whole base).
 */
export function generalTax(general: GeneralRate, base: number): number {
	if (general.kind === 'flat') return (base * general.rate) / 100;
	if (general.kind === 'whole')
		return (base * (bracketFor(general.brackets, base)?.rate ?? 0)) / 100;
	const marginal = marginalTax(general.brackets, base);
	if (general.averageRateRounding === undefined || base <= 0) return marginal;
	return (base * balearicAverageRate(marginal, base)) / 100;
}

/** The general rule of a tax: its amount for the base and the Spanish label of its kind. */
function generalApplied(general: GeneralRate, base: number): AppliedTax {
	const amount = generalTax(general, base);
	return {
		amount,
		ratePercent: general.kind === 'flat' ? general.rate : base > 0 ? (amount / base) * 100 : 0,
		rule: { id: 'general', label: ruleLabels[general.kind], conditions: [] },
	};
}

/** The cheapest option among the general rate and reduced rates already known to apply. */
function cheapest(general: GeneralRate, allowed: readonly ReducedRate[], base: number): AppliedTax {
	let best = generalApplied(general, base);
	for (const rule of allowed) {
		const limit = Math.min(base, rule.appliesUpTo ?? base);
		const amount =
			(limit * rule.rate) / 100 + generalTax(general, base) - generalTax(general, limit);
		if (amount < best.amount) {
			best = {
				amount,
				ratePercent: rule.appliesUpTo === undefined ? rule.rate : (amount / base) * 100,
				rule: { id: rule.id, label: rule.label, conditions: describeConditions(rule) },
			};
		}
	}
	return best;
}

/** Picks the cheapest applicable option among the general rate and the reduced rates met. */
export function applyTax(
	general: GeneralRate,
	reduced: readonly ReducedRate[],
	ctx: TaxContext,
): AppliedTax {
	return cheapest(
		general,
		reduced.filter((rule) => conditionsMet(rule.conditions, ctx)),
		ctx.base,
	);
}

/** One buyer's share and personal facts, as taxes need them. */
export interface BuyerShare {
	sharePercent: number;
	age?: number | undefined;
	disabilityPercent: number;
	annualIncome?: number | undefined;
}

/** How the buyers of one home share a reduced rate, set by each block of communities.json. */
export interface ShareRules {
	/** Spouses or registered partners: one meeting a condition is enough for the whole home. */
	spousesQualifyTogether?: boolean | undefined;
}

/**
 * Tax of a home bought by several buyers: each buyer's share is taxed with the best option that
 * buyer qualifies for (age, income and disability are personal; the home's value and the
 * household facts are shared), so a reduced rate reached by one buyer applies only to that share.
 * A rule marked `buyers: 'all'` needs every buyer to meet it; where the law lets spouses or
 * partners qualify together and the buyers are a couple, one of them meeting it is enough.
 */
export function applyTaxByShares(
	general: GeneralRate,
	reduced: readonly ReducedRate[],
	ctx: TaxContext,
	buyers: readonly BuyerShare[],
	shareRules: ShareRules = {},
): AppliedTax {
	// The family's income is everyone's together when each buyer's is known, else the household
	// figure given (one buyer, or the income of all buyers typed as one).
	const incomes = buyers.map((b) => b.annualIncome);
	const householdIncome = incomes.every((i) => i !== undefined)
		? incomes.reduce<number>((sum, i) => sum + (i ?? 0), 0)
		: (ctx.householdIncome ?? ctx.annualIncome);
	const contexts = buyers.map((b): TaxContext => ({
		...ctx,
		householdIncome,
		age: b.age,
		disabilityPercent: b.disabilityPercent,
		annualIncome: b.annualIncome,
	}));
	if (contexts.length === 0) return applyTax(general, reduced, ctx);
	const met = reduced.map((rule) => contexts.map((c) => conditionsMet(rule.conditions, c)));
	const together = shareRules.spousesQualifyTogether === true && ctx.spouses === true;
	const allowedFor = (i: number) =>
		reduced.filter((rule, j) => {
			const byBuyer = met[j] ?? [];
			if (rule.buyers === 'all') return byBuyer.every(Boolean);
			if (together) return byBuyer.some(Boolean);
			return byBuyer[i] === true;
		});
	const parts = buyers.map((b, i) => ({
		share: b.sharePercent,
		tax: cheapest(general, allowedFor(i), ctx.base),
	}));
	const first = parts[0];
	if (!first || parts.length === 1) return first?.tax ?? applyTax(general, reduced, ctx);
	const amount = parts.reduce((sum, p) => sum + (p.tax.amount * p.share) / 100, 0);
	if (parts.every((p) => p.tax.rule.id === first.tax.rule.id))
		return { amount, ratePercent: first.tax.ratePercent, rule: first.tax.rule };
	return {
		amount,
		ratePercent: ctx.base > 0 ? (amount / ctx.base) * 100 : 0,
		rule: {
			id: 'por-comprador',
			label: ruleLabels.byShare,
			conditions: parts.map((p, i) => ruleLabels.buyerPart(i + 1, p.share, p.tax.rule.label)),
		},
	};
}
