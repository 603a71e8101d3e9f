import { feeLine, line, taxLine, type CostLine } from './costLines.ts';
import { MortgageInputError } from './errors.ts';
import { maxEuros } from './limits.ts';
import { amountMessages, messages, ruleLabels } from './messages.ts';
import type { PurchaseCostsData } from './purchaseCostsSchema.ts';
import { communityIn, costItemIn, type EngineTables } from './tables.ts';
import { applyTaxByShares, type BuyerShare, type TaxContext } from './taxRules.ts';

/** Result of purchaseCosts: the lines and the totals for the buyer and the bank. */
export interface PurchaseCosts {
	communityId: string;
	lines: CostLine[];
	totals: { taxes: number; fees: number; buyer: number; bank: number; priceWithCosts: number };
}

/**
 * Itemised costs of buying a home in a province: ITP (resale) or IVA/IGIC/IPSI + AJD (new build)
 * with the best reduced rate the buyer qualifies for, purchase fees, and the loan costs split
 * between buyer and bank as Ley 5/2019 requires, for input already validated (defaults applied)
 * and the given tables. Throws MortgageInputError for an unknown province or a price out of range.
 */
export function purchaseCostsOf(data: PurchaseCostsData, tables: EngineTables): PurchaseCosts {
	const community = communityIn(tables, data.provinceId);
	if (!community) throw new MortgageInputError('provinceId', messages.unknownProvince);
	// The bisections of affordability try prices the schema would refuse: refused here too.
	if (!(data.price > 0)) throw new MortgageInputError('price', amountMessages.price.positive);
	if (data.price > maxEuros) throw new MortgageInputError('price', amountMessages.price.tooLarge);
	const item = (id: string) => costItemIn(tables, id);
	const { buyer, price, loanAmount } = data;
	const ctx: TaxContext = {
		...buyer,
		base: price,
		vpo: data.vpo,
		loanToPricePercent: (loanAmount / price) * 100,
		usefulAreaM2: data.usefulAreaM2,
		raisedLimitTown: data.raisedLimitTown,
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
				item('itp'),
				base,
				applyTaxByShares(resale.general, resale.reduced, { ...ctx, base }, buyers, resale),
			),
		);
	} else {
		const { newBuild, ajd } = community;
		lines.push(
			taxLine(
				item(newBuild.tax.toLowerCase()),
				price,
				applyTaxByShares({ kind: 'flat', rate: newBuild.rate }, newBuild.reduced, ctx, buyers),
			),
		);
		lines.push(
			taxLine(
				item('ajd-compraventa'),
				price,
				applyTaxByShares(
					ajd.general ?? { kind: 'flat', rate: ajd.rate },
					ajd.reduced,
					ctx,
					buyers,
					ajd,
				),
			),
		);
	}
	lines.push(
		feeLine(item('notaria-compraventa'), price),
		feeLine(item('registro-compraventa'), price),
	);
	if (data.includeGestoria) lines.push(feeLine(item('gestoria-compraventa'), price));
	if (loanAmount > 0) {
		lines.push(feeLine(item('tasacion'), price));
		if (data.openingFeePercent > 0) {
			const rule = {
				id: 'pactada',
				label: ruleLabels.openingFee(data.openingFeePercent),
				conditions: [],
			};
			const amount = (loanAmount * data.openingFeePercent) / 100;
			lines.push(
				line(item('comision-apertura'), {
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
			lines.push(line(item(id), { base: null, ratePercent: null, amount: null, rule: bankRule }));
		}
		const ajdLoan = (loanAmount * community.ajd.rate) / 100;
		lines.push(
			line(item('ajd-prestamo'), {
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
