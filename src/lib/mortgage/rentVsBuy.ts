import { z } from 'zod';
import { amortizationSchedule } from './amortizationSchedule.ts';
import { buyerSchema, homeTypeSchema, provinceIdSchema } from './buyerSchema.ts';
import { parseInput, toSafe } from './errors.ts';
import { messages } from './messages.ts';
import { purchaseCosts } from './purchaseCosts.ts';
import {
	growthPercent,
	loanYears,
	numberField,
	positiveEuros,
	ratePercent,
	sharePercent,
} from './schemas.ts';

/** Inputs of rentVsBuy. */
export const rentVsBuySchema = z.object({
	price: positiveEuros('price'),
	provinceId: provinceIdSchema,
	homeType: homeTypeSchema.default('resale'),
	buyer: buyerSchema.optional(),
	/** Years compared (1 to 50). */
	years: loanYears(),
	/** Monthly rent today. */
	rent: positiveEuros('rent'),
	/** Yearly rent increase in percent. */
	rentIncreasePercent: growthPercent().default(3),
	/** Yearly change of the home's value in percent. */
	appreciationPercent: growthPercent().default(2),
	/** Yearly return of money not spent on the home (opportunity cost of savings). */
	investmentReturnPercent: growthPercent().default(3),
	/** Mortgage: rate, term and share of the price financed. */
	loan: z.object({
		annualRatePercent: ratePercent(),
		years: loanYears(),
		ltvPercent: sharePercent().default(80),
	}),
	/** Owner costs per year (IBI, comunidad, seguro, mantenimiento) in percent of the home value. */
	ownerCostsPercent: numberField()
		.min(0, { error: messages.percentRange })
		.max(10, { error: messages.percentRange })
		.default(1),
	/** Costs of selling at the end (agency, plusvalía) in percent of the value, for net equity. */
	sellingCostsPercent: numberField()
		.min(0, { error: messages.percentRange })
		.max(20, { error: messages.percentRange })
		.default(0),
});

/** One year of the comparison; figures at the end of the year. */
export interface RentVsBuyYear {
	year: number;
	rentPaid: number;
	/** Mortgage instalments plus owner costs paid this year. */
	buyPaid: number;
	homeValue: number;
	loanBalance: number;
	buyNetWorth: number;
	rentNetWorth: number;
	/** buyNetWorth − rentNetWorth: positive means buying is ahead. */
	difference: number;
}

/**
 * Rent versus buy over N years. The buyer pays the down payment and purchase costs, the mortgage
 * and owner costs, and owns the home (appreciating); the renter invests that initial outlay and,
 * each year, whichever side spends less invests the difference at the same return (added at year
 * end). Net worth difference per year and the first year buying is ahead. Throws MortgageInputError.
 */
export function rentVsBuy(input: z.input<typeof rentVsBuySchema>) {
	const data = parseInput(rentVsBuySchema, input);
	const loanAmount = (data.price * data.loan.ltvPercent) / 100;
	const costs = purchaseCosts({
		price: data.price,
		provinceId: data.provinceId,
		homeType: data.homeType,
		loanAmount,
		...(data.buyer ? { buyer: data.buyer } : {}),
	}).totals.buyer;
	const upfront = data.price - loanAmount + costs;
	const schedule =
		loanAmount > 0
			? amortizationSchedule({
					principal: loanAmount,
					annualRatePercent: data.loan.annualRatePercent,
					months: data.loan.years * 12,
				})
			: [];
	const growth = (percent: number, years: number) => Math.pow(1 + percent / 100, years);
	const r = data.investmentReturnPercent / 100;
	let renterPortfolio = upfront;
	let buyerPortfolio = 0;
	let breakEvenYear: number | null = null;
	const rows: RentVsBuyYear[] = [];
	for (let year = 1; year <= data.years; year++) {
		const mortgagePaid = schedule
			.slice((year - 1) * 12, year * 12)
			.reduce((sum, row) => sum + row.payment, 0);
		const homeValueStart = data.price * growth(data.appreciationPercent, year - 1);
		const buyPaid = mortgagePaid + (homeValueStart * data.ownerCostsPercent) / 100;
		const rentPaid = data.rent * 12 * growth(data.rentIncreasePercent, year - 1);
		renterPortfolio = renterPortfolio * (1 + r) + Math.max(0, buyPaid - rentPaid);
		buyerPortfolio = buyerPortfolio * (1 + r) + Math.max(0, rentPaid - buyPaid);
		const homeValue = data.price * growth(data.appreciationPercent, year);
		const loanBalance =
			schedule.length === 0
				? 0
				: (schedule[Math.min(year * 12, schedule.length) - 1]?.balance ?? 0);
		const buyNetWorth =
			homeValue * (1 - data.sellingCostsPercent / 100) - loanBalance + buyerPortfolio;
		const difference = buyNetWorth - renterPortfolio;
		if (breakEvenYear === null && difference >= 0) breakEvenYear = year;
		rows.push({
			year,
			rentPaid,
			buyPaid,
			homeValue,
			loanBalance,
			buyNetWorth,
			rentNetWorth: renterPortfolio,
			difference,
		});
	}
	return {
		upfront: { downPayment: data.price - loanAmount, costs, total: upfront },
		monthlyPayment: schedule[0]?.payment ?? 0,
		years: rows,
		breakEvenYear,
	};
}

/** Result of rentVsBuy. */
export type RentVsBuyResult = ReturnType<typeof rentVsBuy>;

/** rentVsBuy returning a Result instead of throwing. */
export const safeRentVsBuy = toSafe(rentVsBuy);
