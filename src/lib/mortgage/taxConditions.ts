import type { z } from 'zod';
import type { conditionsSchema, reducedRateSchema } from './dataSchemas.ts';
import { conditionTexts } from './messages.ts';

type Conditions = z.infer<typeof conditionsSchema>;
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
	/** Children in the buyer's family unit (Navarra counts them). */
	childrenCount?: number | undefined;
	/** The buyer is entitled to the IRPF allowance for a disabled ascendant or descendant. */
	dependantDisability?: boolean | undefined;
	/** Years the buyer has lived in the community. */
	residenceYears?: number | undefined;
	/** Wealth of the buyers and their family units, in euros (Galicia caps it). */
	wealth?: number | undefined;
	/** Members of the buyer's family unit, the buyer included. */
	familyMembers?: number | undefined;
	/** The home is in a town whose value limit an order has raised (Illes Balears). */
	raisedLimitTown?: boolean | undefined;
	/** The buyers are spouses or registered partners. */
	spouses?: boolean | undefined;
}

/** The income cap of a rule, on the buyer's own income or the family's combined income. */
function withinIncome(c: Conditions, ctx: TaxContext): boolean {
	if (c.maxIncome === undefined) return true;
	const income = c.incomeOf === 'familia' ? ctx.householdIncome : ctx.annualIncome;
	return income !== undefined && income <= c.maxIncome;
}

/** The wealth cap of a rule: a base plus an amount per family member after the first. */
function withinWealth(c: Conditions, ctx: TaxContext): boolean {
	if (c.maxWealth === undefined) return true;
	if (ctx.wealth === undefined) return false;
	const extra = Math.max(0, (ctx.familyMembers ?? 1) - 1) * (c.wealthPerExtraMember ?? 0);
	return ctx.wealth <= c.maxWealth + extra;
}

/** The conditions added for issue 48 (family, residence, wealth, loan, town). */
function familyAndPlaceMet(c: Conditions, ctx: TaxContext): boolean {
	return (
		(c.minChildren === undefined ||
			(ctx.childrenCount !== undefined && ctx.childrenCount >= c.minChildren)) &&
		(!c.dependantDisability || ctx.dependantDisability === true) &&
		(c.minResidenceYears === undefined ||
			(ctx.residenceYears !== undefined && ctx.residenceYears >= c.minResidenceYears)) &&
		(c.minLoanAtLeastPercent === undefined || ctx.loanToPricePercent >= c.minLoanAtLeastPercent) &&
		withinWealth(c, ctx) &&
		(!c.raisedLimitTown || ctx.raisedLimitTown === true)
	);
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
			(ctx.usefulAreaM2 !== undefined && ctx.usefulAreaM2 <= c.maxUsefulAreaM2)) &&
		familyAndPlaceMet(c, ctx)
	);
}

/** Spanish descriptions of a rule's conditions, in data order. */
export function describeConditions(rule: ReducedRate): string[] {
	const c = rule.conditions;
	const t = conditionTexts;
	const texts: string[] = [];
	if (c.ageBelow !== undefined) texts.push(t.ageBelow(c.ageBelow));
	if (c.habitual) texts.push(t.habitual);
	if (c.firstHome) texts.push(t.firstHome);
	if (c.maxPrice !== undefined) texts.push(t.maxPrice(c.maxPrice));
	if (c.maxIncome !== undefined)
		texts.push(
			c.incomeOf === 'familia' ? t.maxHouseholdIncome(c.maxIncome) : t.maxIncome(c.maxIncome),
		);
	if (c.largeFamily) texts.push(t.largeFamily);
	if (c.singleParent) texts.push(t.singleParent);
	if (c.minDisabilityPercent !== undefined)
		texts.push(t.minDisabilityPercent(c.minDisabilityPercent));
	if (c.vpo) texts.push(t.vpo);
	if (c.minLoanToPricePercent !== undefined)
		texts.push(t.minLoanToPricePercent(c.minLoanToPricePercent));
	if (c.maxUsefulAreaM2 !== undefined) texts.push(t.maxUsefulAreaM2(c.maxUsefulAreaM2));
	if (c.minChildren !== undefined) texts.push(t.minChildren(c.minChildren));
	if (c.dependantDisability) texts.push(t.dependantDisability);
	if (c.minResidenceYears !== undefined) texts.push(t.minResidenceYears(c.minResidenceYears));
	if (c.minLoanAtLeastPercent !== undefined)
		texts.push(t.minLoanAtLeastPercent(c.minLoanAtLeastPercent));
	if (c.maxWealth !== undefined) texts.push(t.maxWealth(c.maxWealth, c.wealthPerExtraMember));
	if (c.raisedLimitTown) texts.push(t.raisedLimitTown);
	if (rule.buyers === 'all') texts.push(t.allBuyers);
	if (rule.appliesUpTo !== undefined) texts.push(t.appliesUpTo(rule.appliesUpTo));
	return texts;
}
