import { z } from 'zod';
import {
	buyerSchema,
	buyersSchema,
	homeTypeSchema,
	provinceIdSchema,
	areaSchema,
} from './buyerSchema.ts';
import { communityOfProvince, costItem } from './data.ts';
import { feeLine, line, taxLine, type CostLine } from './costLines.ts';
import { MortgageInputError, parseInput, toSafe } from './errors.ts';
import { messages, ruleLabels } from './messages.ts';
import { nonNegativeEuros, numberField, positiveEuros } from './schemas.ts';
import { applyTaxByShares, type BuyerShare, type TaxContext } from './taxRules.ts';

/** Inputs of purchaseCosts. */
export const purchaseCostsSchema = z.object({
	/** Price in the deed, in euros. */
	price: positiveEuros('price'),
	/** Province of the home (provinces.json id). */
	provinceId: provinceIdSchema,
	homeType: homeTypeSchema,
	/** Catastro reference value: the ITP base is the larger of this and the price (Ley 11/2021). */
	referenceValue: nonNegativeEuros('price').optional(),
	/** Vivienda de protección oficial. */
	vpo: z.boolean({ error: messages.unknownOption }).default(false),
	/** Useful floor area, for area-capped reductions. */
	usefulAreaM2: areaSchema.optional(),
	buyer: buyerSchema.default({
		habitual: true,
		firstHome: false,
		largeFamily: false,
		singleParent: false,
		disabilityPercent: 0,
	}),
	/**
	 * Each buyer's share (percent, adding up to 100) with age, disability and income. When present,
	 * these personal facts replace those of `buyer`, which keeps the household facts (main home,
	 * first home, large or single-parent family). Absent: one buyer with 100 %.
	 */
	buyers: buyersSchema.optional(),
	/** Mortgage amount; 0 or absent means a cash purchase. */
	loanAmount: nonNegativeEuros().default(0),
	/** Opening fee in percent of the loan (0 to 5). */
	openingFeePercent: numberField()
		.min(0, { error: messages.percentRange })
		.max(5, { error: messages.percentRange })
		.default(0),
	/** Include the optional gestoría of the purchase (default true). */
	includeGestoria: z.boolean({ error: messages.unknownOption }).default(true),
});

/** Inputs accepted by purchaseCosts. */
export type PurchaseCostsInput = z.input<typeof purchaseCostsSchema>;

/** Result of purchaseCosts: the lines and the totals for the buyer and the bank. */
export interface PurchaseCosts {
	communityId: string;
	lines: CostLine[];
	totals: { taxes: number; fees: number; buyer: number; bank: number; priceWithCosts: number };
}

/**
 * Itemised costs of buying a home in a province: ITP (resale) or IVA/IGIC/IPSI + AJD (new build)
 * with the best reduced rate the buyer qualifies for, purchase fees, and the loan costs split
 * between buyer and bank as Ley 5/2019 requires. Throws MortgageInputError for invalid input.
 */
export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
	const data = parseInput(purchaseCostsSchema, input);
	const community = communityOfProvince(data.provinceId);
	if (!community) throw new MortgageInputError('provinceId', messages.unknownProvince);
	const { buyer, price, loanAmount } = data;
	const ctx: TaxContext = {
		...buyer,
		base: price,
		vpo: data.vpo,
		loanToPricePercent: (loanAmount / price) * 100,
		usefulAreaM2: data.usefulAreaM2,
	};
	const buyers: BuyerShare[] = data.buyers ?? [
		{
			sharePercent: 100,
			age: buyer.age,
			disabilityPercent: buyer.disabilityPercent,
			annualIncome: buyer.annualIncome,
		},
	];
	const lines: CostLine[] = [];
	if (data.homeType === 'resale') {
		const override = community.provinceOverrides?.find((o) => o.provinceId === data.provinceId);
		const resale = override?.resale ?? community.resale;
		const base = Math.max(price, data.referenceValue ?? 0);
		lines.push(
			taxLine(
				'itp',
				base,
				applyTaxByShares(resale.general, resale.reduced, { ...ctx, base }, buyers),
			),
		);
	} else {
		const { newBuild, ajd } = community;
		lines.push(
			taxLine(
				newBuild.tax.toLowerCase(),
				price,
				applyTaxByShares({ kind: 'flat', rate: newBuild.rate }, newBuild.reduced, ctx, buyers),
			),
		);
		lines.push(
			taxLine(
				'ajd-compraventa',
				price,
				applyTaxByShares({ kind: 'flat', rate: ajd.rate }, ajd.reduced, ctx, buyers),
			),
		);
	}
	lines.push(feeLine('notaria-compraventa', price), feeLine('registro-compraventa', price));
	if (data.includeGestoria) lines.push(feeLine('gestoria-compraventa', price));
	if (loanAmount > 0) {
		lines.push(feeLine('tasacion', price));
		if (data.openingFeePercent > 0) {
			const rule = {
				id: 'pactada',
				label: ruleLabels.openingFee(data.openingFeePercent),
				conditions: [],
			};
			const amount = (loanAmount * data.openingFeePercent) / 100;
			lines.push(
				line(costItem('comision-apertura'), {
					base: loanAmount,
					ratePercent: data.openingFeePercent,
					amount,
					rule,
				}),
			);
		}
		const bankRule = { id: 'ley-5-2019', label: ruleLabels.bank, conditions: [] };
		for (const id of [
			'notaria-prestamo',
			'acta-transparencia',
			'registro-prestamo',
			'gestoria-prestamo',
		]) {
			lines.push(
				line(costItem(id), { base: null, ratePercent: null, amount: null, rule: bankRule }),
			);
		}
		const ajdLoan = (loanAmount * community.ajd.rate) / 100;
		lines.push(
			line(costItem('ajd-prestamo'), {
				base: loanAmount,
				ratePercent: community.ajd.rate,
				amount: ajdLoan,
				rule: bankRule,
			}),
		);
	}
	const sum = (filter: (l: CostLine) => boolean) =>
		lines.filter(filter).reduce((s, l) => s + (l.amount ?? 0), 0);
	const taxes = sum((l) => l.payer === 'comprador' && l.kind === 'tax');
	const fees = sum((l) => l.payer === 'comprador' && l.kind === 'fee');
	const bank = sum((l) => l.payer === 'banco');
	return {
		communityId: community.id,
		lines,
		totals: { taxes, fees, buyer: taxes + fees, bank, priceWithCosts: price + taxes + fees },
	};
}

/** purchaseCosts returning a Result instead of throwing. */
export const safePurchaseCosts = toSafe(purchaseCosts);
