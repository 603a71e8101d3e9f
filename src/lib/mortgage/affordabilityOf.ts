import type { AffordabilityData, Verdict } from './affordabilitySchema.ts';
import { evaluateTarget, maxPriceFor, type PriceLimit } from './affordabilityLimits.ts';
import { MortgageInputError } from './errors.ts';
import { icoEligibility, type IcoEligibility } from './icoGuarantee.ts';
import { messages, reasons } from './messages.ts';
import { presentValue } from './annuity.ts';
import { communityIn, type EngineTables } from './tables.ts';
import { underwriting } from './underwriting.ts';

/**
 * How much home a household can afford: maximum instalment under the tasa de esfuerzo limit,
 * maximum loan, maximum price including the province's purchase costs, the ICO guarantee and a
 * verdict ('viable' | 'ajustada' | 'no-viable') with Spanish reasons, optionally for a target
 * price. Bank rules come from underwriting.json. For input already validated (defaults applied)
 * and the given tables; throws MortgageInputError for an unknown province.
 */
export function affordabilityOf(data: AffordabilityData, tables: EngineTables) {
	const community = communityIn(tables, data.provinceId);
	if (!community) throw new MortgageInputError('provinceId', messages.unknownProvince);
	const uw = underwriting;
	const income = data.incomes.reduce((a, b) => a + b, 0);
	const debts = data.debts.reduce((a, b) => a + b, 0);
	const months = data.years * 12;
	const maxPayment = Math.max(0, (income * uw.tasaEsfuerzo.maxPercent) / 100 - debts);
	const maxLoan = presentValue(maxPayment, data.annualRatePercent, months);
	const ltvLimit = data.secondHome ? uw.ltv.secondHomePercent : uw.ltv.habitualPercent;
	const standard = maxPriceFor(data, tables, ltvLimit, maxLoan);
	const youngest = Math.min(...data.ages);
	const ageAtEnd = youngest + data.years;
	const maxYearsByAge = Math.max(0, uw.edad.maxAgeAtEnd - youngest);
	const ico: IcoEligibility & { limit?: PriceLimit } = icoEligibility({
		...data,
		firstHome: data.buyer.firstHome,
		annualIncome: data.annualIncome ?? income * 12,
		communityId: community.id,
	});
	if (ico.eligible)
		ico.limit = maxPriceFor(data, tables, uw.ltv.withIcoPercent, maxLoan, ico.maxPrice);
	const why: string[] = [];
	// An object, not a let: TypeScript does not see the closure below changing a local variable.
	const state: { verdict: Verdict } = { verdict: 'viable' };
	const fail = (reason: string) => {
		state.verdict = 'no-viable';
		why.push(reason);
	};
	if (ageAtEnd > uw.edad.maxAgeAtEnd)
		fail(reasons.ageExceeded(ageAtEnd, uw.edad.maxAgeAtEnd, maxYearsByAge));
	if (income <= 0) fail(reasons.noIncome);
	else if (maxPayment <= 0) fail(reasons.noCapacity);
	let target: ReturnType<typeof evaluateTarget> | undefined;
	if (data.targetPrice !== undefined) {
		target = evaluateTarget(data, tables, data.targetPrice, ltvLimit, maxLoan, income, debts);
		if (target.savingsShortfall > 0)
			fail(reasons.savingsShortfall(Math.ceil(target.savingsShortfall / 100) * 100));
		else
			why.push(reasons.savingsOk(data.savings - (data.targetPrice + target.costs - target.loan)));
		// Without income the reason is already given: an effort ratio has no meaning then.
		const effort = target.tasaEsfuerzoPercent;
		if (effort !== null && effort > uw.tasaEsfuerzo.maxPercent)
			fail(reasons.effortTooHigh(effort, uw.tasaEsfuerzo.maxPercent));
		else if (effort !== null && effort > uw.tasaEsfuerzo.comfortPercent) {
			if (state.verdict === 'viable') state.verdict = 'ajustada';
			why.push(reasons.effortTight(effort, uw.tasaEsfuerzo.comfortPercent));
		} else if (effort !== null) why.push(reasons.effortOk(effort));
		if (state.verdict === 'no-viable' && ico.eligible && data.targetPrice <= ico.maxPrice)
			why.push(reasons.icoEligible(ico.maxPrice));
		else if (state.verdict === 'no-viable' && ico.eligible)
			why.push(reasons.icoPriceCap(ico.maxPrice));
	} else if (standard.price > 0) why.push(reasons.maxPrice(standard.price));
	if (ageAtEnd <= uw.edad.maxAgeAtEnd) why.push(reasons.ageOk(ageAtEnd));
	return {
		maxPayment,
		maxLoan: standard.loan,
		maxLoanByPayment: maxLoan,
		maxPrice: standard.price,
		costsAtMaxPrice: standard.costs,
		ltvPercent: standard.price > 0 ? (standard.loan / standard.price) * 100 : 0,
		ltvLimitPercent: ltvLimit,
		tasaEsfuerzoLimitPercent: uw.tasaEsfuerzo.maxPercent,
		ageAtEnd,
		maxAgeAtEnd: uw.edad.maxAgeAtEnd,
		maxYearsByAge,
		ico,
		target,
		verdict: state.verdict,
		reasons: why,
	};
}

/** Result of affordability. */
export type AffordabilityResult = ReturnType<typeof affordabilityOf>;
