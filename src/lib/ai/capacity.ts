import { formatEuros, formatNumber } from '../format/index.ts';
import { presentValue } from '../mortgage/annuity.ts';
import type { EngineTables } from '../mortgage/tables.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import { provincePath, provincePricePerM2 } from '../places/provinces.ts';
import type { Answer } from './answer.ts';
import { assumptions, calculatorHref, capacityOf } from './calculate.ts';
import type { Figures } from './figures.ts';
import { assumed, incomeInputs, said, type AnswerInput } from './inputs.ts';
import { aiMessages as m } from './messages.ts';
import { provinceName } from './places.ts';
import { planMessages as pm } from './planMessages.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const cents = (n: number) => formatEuros(n);
const num = (n: number) => formatNumber(n, { maxDecimals: 2 });
const ask = (text: string): Answer => ({ text, sources: [], origin: 'calculo' });
const effort = underwriting.tasaEsfuerzo.maxPercent;

/**
 * «¿Cuánto me prestan?», «¿qué piso puedo comprar?»: the highest instalment (35 % of the net
 * income, all earners added, less other debts), the loan it repays at the rate and term said
 * (or the ones it shows as assumed) and, once the province and the savings are known, the
 * engine's highest price there. Gross or unclear incomes, and a missing province or savings for
 * the price, are asked: never Madrid or 0 € in silence.
 */
export function answerCapacity(f: Figures, tables: EngineTables): Answer {
	if (f.income === undefined && (f.grossAnnual ?? f.grossMonthly)) return ask(pm.ask.netIncome);
	if (f.incomeUnclear) return ask(pm.ask.netOrGross);
	if (f.income === undefined || f.income <= 0) return ask(pm.ask.income);
	const inputs: AnswerInput[] = incomeInputs(f);
	const debts = f.debts ?? 0;
	inputs.push(
		f.debts === undefined
			? assumed('debts', 0, 'no mencionaste otros préstamos')
			: said('debts', f.debts),
	);
	if (f.age !== undefined) inputs.push(said('age', f.age));
	const rate = f.ratePercent ?? assumptions.ratePercent;
	inputs.push(
		f.ratePercent === undefined
			? assumed('rate', rate, 'tipo orientativo; no lo indicaste')
			: said('rate', rate),
	);
	const byAge = f.age === undefined ? 50 : Math.max(5, underwriting.edad.maxAgeAtEnd - f.age);
	const years = f.years ?? Math.min(assumptions.years, byAge);
	inputs.push(
		f.years === undefined
			? assumed(
					'years',
					years,
					years < assumptions.years
						? `para terminar de pagar antes de los ${underwriting.edad.maxAgeAtEnd}`
						: 'plazo habitual; no lo indicaste',
				)
			: said('years', years),
	);
	const maxPayment = (f.income * effort) / 100 - debts;
	const recompute = { intent: 'capacidad', figures: f };
	if (maxPayment <= 0)
		return {
			text: `Con unos ingresos netos de ${eur(f.income)} al mes y ${eur(debts)} de otras deudas, tus deudas ya se comen el ${effort} % de tus ingresos que suelen aceptar los bancos: hoy no te darían hipoteca. Reducir o cancelar esas deudas es el primer paso.`,
			sources: [],
			origin: 'calculo',
			inputs,
			recompute,
		};
	const loan = presentValue(maxPayment, rate, years * 12);
	const parts = [
		`Tu cuota máxima sería de ${cents(maxPayment)} al mes: el ${effort} % de ${cents(f.income)} netos al mes${f.incomes && f.incomes.length > 1 ? ' (la suma de vuestros ingresos)' : ''}${debts > 0 ? `, menos ${eur(debts)} de otras deudas` : ''}.`,
		`Con esa cuota, a ${num(years)} años al ${formatNumber(rate, { maxDecimals: 3 })} %, el banco te prestaría como mucho unos ${eur(loan)}.`,
	];
	if (f.payments === 14 && f.incomes?.length === 1) {
		const perPaga = f.incomes[0] ?? 0;
		parts.push(
			`Cuento tus 14 pagas como ${cents(f.income)} al mes de media; si el banco solo contara ${cents(perPaga)}, la cuota máxima bajaría a ${cents((perPaga * effort) / 100 - debts)}.`,
		);
	}
	const savings = f.savings ?? f.downPayment;
	const province = f.provinceId;
	const calculator = {
		title: m.calculatorTitle.capacidad,
		href: calculatorHref('precio-maximo', {
			ingresos1: num(f.income),
			ahorro: num(savings ?? 0),
			edad1: num(f.age ?? assumptions.age),
			plazo: num(years),
			tipo: num(rate),
			deudas: num(debts),
			...(province ? { provincia: province } : {}),
		}),
	};
	const sources = province
		? [{ title: `Hipotecas en ${provinceName(province)}`, href: provincePath(province) }]
		: [];
	if (province === undefined || savings === undefined) {
		const missing = [
			...(province === undefined ? ['en qué provincia compras'] : []),
			...(savings === undefined ? ['cuánto tienes ahorrado para la entrada y los gastos'] : []),
		];
		parts.push(
			`${pm.ask.placeAndSavings(missing.join(' y '))} ¿${missing.join(' y ').replace(/^./, (c) => c.toUpperCase())}?`,
		);
		return { text: parts.join(' '), sources, origin: 'calculo', calculator, inputs, recompute };
	}
	inputs.push(
		said('province', province),
		said(f.savings !== undefined ? 'savings' : 'down', savings),
	);
	const age = f.age ?? assumptions.age;
	if (f.age === undefined) inputs.push(assumed('age', age, 'edad orientativa; no la indicaste'));
	const r = capacityOf(
		{ income: f.income, debts, savings, age, years, rate, provinceId: province },
		tables,
	);
	const name = provinceName(province);
	if (!r || r.maxPrice <= 0) parts.push(m.capacityNone(name));
	else {
		parts.push(
			`Con ${eur(savings)} de ahorros para la entrada y los gastos, podrías comprar en ${name} una vivienda de hasta unos ${eur(r.maxPrice)}, con un préstamo de ${eur(r.maxLoan)}.`,
		);
		const perM2 = provincePricePerM2(province);
		if (perM2)
			parts.push(m.pricePerM2(Math.floor(r.maxPrice / perM2.value), perM2.value, perM2.period));
		const withIco = r.ico.limit?.price ?? 0;
		if (r.ico.eligible && withIco > r.maxPrice) parts.push(m.ico(r.ico.maxPrice, withIco));
	}
	return { text: parts.join(' '), sources, origin: 'calculo', calculator, inputs, recompute };
}

const savingsSources = [
	{
		title: 'Calcular la capacidad hipotecaria: tu ahorro',
		href: '/blog/calcular-capacidad-hipoteca#límite-2-tu-ahorro',
	},
	{
		title: 'Gastos de compraventa: cuánto ahorro necesitas',
		href: '/blog/gastos-compraventa-hipoteca#cuánto-ahorro-necesitas',
	},
	{ title: 'Preguntas frecuentes', href: '/#preguntas' },
];

/**
 * «¿Cuánto necesito ahorrado para un piso de 250.000?»: the down payment the usual 80 %
 * financing leaves and the 10–15 % of taxes and costs; without a price, it is asked.
 */
export function answerSavingsNeeded(f: Figures): Answer {
	const a = underwriting.ahorro;
	if (f.price === undefined)
		return {
			text: `Lo habitual es tener ahorrado en torno al ${a.downPaymentPercent + a.costsPercentLow}–${a.downPaymentPercent + a.costsPercentHigh} % del precio: el ${a.downPaymentPercent} % de entrada (los bancos suelen financiar el ${underwriting.ltv.habitualPercent} %) y un ${a.costsPercentLow}–${a.costsPercentHigh} % para impuestos y gastos. ${pm.ask.price}`,
			sources: savingsSources,
			origin: 'contenido',
		};
	const down = (f.price * a.downPaymentPercent) / 100;
	const low = (f.price * a.costsPercentLow) / 100;
	const high = (f.price * a.costsPercentHigh) / 100;
	return {
		text: `Para una vivienda de ${eur(f.price)} necesitarías unos ${eur(down)} de entrada (el ${a.downPaymentPercent} % que no suelen financiar los bancos) y entre ${eur(low)} y ${eur(high)} de impuestos y gastos (un ${a.costsPercentLow}–${a.costsPercentHigh} %, según la comunidad): en total, entre ${eur(down + low)} y ${eur(down + high)}.`,
		sources: savingsSources,
		origin: 'calculo',
		inputs: [said('price', f.price)],
		recompute: { intent: 'entrada', figures: f },
	};
}
