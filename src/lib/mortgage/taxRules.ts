import type { z } from 'zod';
import type { conditionsSchema, generalRateSchema, reducedRateSchema } from './dataSchemas.ts';
import { conditionTexts, ruleLabels } from './messages.ts';

type Conditions = z.infer<typeof conditionsSchema>;
type GeneralRate = z.infer<typeof generalRateSchema>;
type ReducedRate = z.infer<typeof reducedRateSchema>;

/** What is known about the buyer, the home and the loan when choosing a tax rate. */
export interface TaxContext {
	base: number;
	age?: number | undefined;
	habitual: boolean;
	firstHome: boolean;
	largeFamily: boolean;
	singleParent: boolean;
	disabilityPercent: number;
	/** This buyer's own income, for rules that count the buyer's income. */
	annualIncome?: number | undefined;
	/** Combined income of the family (all buyers), for rules that count the family's. */
	householdIncome?: number | undefined;
	vpo: boolean;
	loanToPricePercent: number;
	usefulAreaM2?: number | undefined;
}

/** The rate picked for a tax: amount, effective rate and the rule that justified it. */
export interface AppliedTax {
	amount: number;
	ratePercent: number;
	rule: { id: string; label: string; conditions: string[] };
}

/** The income cap of a rule, on the buyer's own income or the family's combined income. */
function withinIncome(c: Conditions, ctx: TaxContext): boolean {
	if (c.maxIncome === undefined) return true;
	const income = c.incomeOf === 'familia' ? ctx.householdIncome : ctx.annualIncome;
	return income !== undefined && income <= c.maxIncome;
}

/** True when every condition of a reduced rate holds; unknown facts count as not met. */
export function conditionsMet(c: Conditions, ctx: TaxContext): boolean {
	return (
		(c.ageBelow === undefined || (ctx.age !== undefined && ctx.age < c.ageBelow)) &&
		(!c.habitual || ctx.habitual) &&
		(!c.firstHome || ctx.firstHome) &&
		(c.maxPrice === undefined || ctx.base <= c.maxPrice) &&
		withinIncome(c, ctx) &&
		(!c.largeFamily || ctx.largeFamily) &&
		(!c.singleParent || ctx.singleParent) &&
		(c.minDisabilityPercent === undefined || ctx.disabilityPercent >= c.minDisabilityPercent) &&
		(!c.vpo || ctx.vpo) &&
		(c.minLoanToPricePercent === undefined || ctx.loanToPricePercent > c.minLoanToPricePercent) &&
		(c.maxUsefulAreaM2 === undefined ||
			(ctx.usefulAreaM2 !== undefined && ctx.usefulAreaM2 <= c.maxUsefulAreaM2))
	);
}

/** Spanish descriptions of a rule's conditions, in data order. */
export function describeConditions(rule: ReducedRate): string[] {
	const c = rule.conditions;
	const texts: string[] = [];
	if (c.ageBelow !== undefined) texts.push(conditionTexts.ageBelow(c.ageBelow));
	if (c.habitual) texts.push(conditionTexts.habitual);
	if (c.firstHome) texts.push(conditionTexts.firstHome);
	if (c.maxPrice !== undefined) texts.push(conditionTexts.maxPrice(c.maxPrice));
	if (c.maxIncome !== undefined)
		texts.push(
			c.incomeOf === 'familia'
				? conditionTexts.maxHouseholdIncome(c.maxIncome)
				: conditionTexts.maxIncome(c.maxIncome),
		);
	if (c.largeFamily) texts.push(conditionTexts.largeFamily);
	if (c.singleParent) texts.push(conditionTexts.singleParent);
	if (c.minDisabilityPercent !== undefined)
		texts.push(conditionTexts.minDisabilityPercent(c.minDisabilityPercent));
	if (c.vpo) texts.push(conditionTexts.vpo);
	if (c.minLoanToPricePercent !== undefined)
		texts.push(conditionTexts.minLoanToPricePercent(c.minLoanToPricePercent));
	if (c.maxUsefulAreaM2 !== undefined)
		texts.push(conditionTexts.maxUsefulAreaM2(c.maxUsefulAreaM2));
	if (rule.appliesUpTo !== undefined) texts.push(conditionTexts.appliesUpTo(rule.appliesUpTo));
	return texts;
}

/** The bracket a value falls in (the first whose upper limit it does not exceed). */
export function bracketFor(
	brackets: readonly { upTo: number | null; rate: number }[],
	base: number,
): { upTo: number | null; rate: number } | undefined {
	return brackets.find((b) => b.upTo === null || base <= b.upTo) ?? brackets.at(-1);
}

/**
 * Tax due under a general rate: a flat rate; a marginal scale (each bracket taxes its own slice);
 * or a whole-value scale (the bracket the base falls in taxes the whole base).
 */
export function generalTax(general: GeneralRate, base: number): number {
	if (general.kind === 'flat') return (base * general.rate) / 100;
	if (general.kind === 'whole')
		return (base * (bracketFor(general.brackets, base)?.rate ?? 0)) / 100;
	let tax = 0;
	let lower = 0;
	for (const { upTo, rate } of general.brackets) {
		const upper = upTo ?? Number.POSITIVE_INFINITY;
		if (base > lower) tax += ((Math.min(base, upper) - lower) * rate) / 100;
		lower = upper;
	}
	return tax;
}

/** Picks the cheapest applicable option among the general rate and the reduced rates met. */
export function applyTax(
	general: GeneralRate,
	reduced: readonly ReducedRate[],
	ctx: TaxContext,
): AppliedTax {
	const { base } = ctx;
	const generalAmount = generalTax(general, base);
	let best: AppliedTax = {
		amount: generalAmount,
		ratePercent:
			general.kind === 'flat' ? general.rate : base > 0 ? (generalAmount / base) * 100 : 0,
		rule: {
			id: 'general',
			label: ruleLabels[general.kind],
			conditions: [],
		},
	};
	for (const rule of reduced) {
		if (!conditionsMet(rule.conditions, ctx)) continue;
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

/** One buyer's share and personal facts, as taxes need them. */
export interface BuyerShare {
	sharePercent: number;
	age?: number | undefined;
	disabilityPercent: number;
	annualIncome?: number | undefined;
}

/**
 * Tax of a home bought by several buyers: each buyer's share is taxed with the best option that
 * buyer qualifies for (age, income and disability are personal; the home's value and the
 * household facts are shared), so a reduced rate reached by one buyer applies only to that share.
 */
export function applyTaxByShares(
	general: GeneralRate,
	reduced: readonly ReducedRate[],
	ctx: TaxContext,
	buyers: readonly BuyerShare[],
): AppliedTax {
	// The family's income is everyone's together when each buyer's is known, else the household
	// figure given (one buyer, or the income of all buyers typed as one).
	const incomes = buyers.map((b) => b.annualIncome);
	const householdIncome = incomes.every((i) => i !== undefined)
		? incomes.reduce<number>((sum, i) => sum + (i ?? 0), 0)
		: (ctx.householdIncome ?? ctx.annualIncome);
	const parts = buyers.map((b) => ({
		share: b.sharePercent,
		tax: applyTax(general, reduced, {
			...ctx,
			householdIncome,
			age: b.age,
			disabilityPercent: b.disabilityPercent,
			annualIncome: b.annualIncome,
		}),
	}));
	const first = parts[0];
	if (!first) return applyTax(general, reduced, ctx);
	if (parts.length === 1) return first.tax;
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
