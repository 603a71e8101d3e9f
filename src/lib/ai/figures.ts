import { foldText } from './normalize.ts';
import { findProvince } from './places.ts';

/** What the figures of a question are, as far as the words around them tell. */
export interface Figures {
	/** Net monthly income of the household, euros. */
	income?: number;
	/** Savings available, euros. */
	savings?: number;
	/** Price of the home, euros. */
	price?: number;
	/** Amount to borrow, euros. */
	loan?: number;
	/** Monthly payments of other debts, euros. */
	debts?: number;
	/** Nominal annual rate, percent. */
	ratePercent?: number;
	/** Term in years. */
	years?: number;
	/** Age of the buyer. */
	age?: number;
	/** Province id. */
	provinceId?: string;
}

/** A number written in Spanish with its unit: «2.400 €», «2,9 %», «35k», «180 mil», «30 años». */
const numberPattern =
	/(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?:\s*(k|mil|millones|millon|m)(?![a-z0-9²]))?(?:\s*(€|euros?|%|por ciento|anos?|meses)(?![a-z]))?/g;

type Unit = 'money' | 'percent' | 'years' | 'months' | 'plain';

interface Token {
	value: number;
	/** The digits as written. */
	raw: string;
	unit: Unit;
	/** Folded text before the number (its clause) and right after it. */
	before: string;
	after: string;
}

const multipliers: Record<string, number> = {
	k: 1e3,
	mil: 1e3,
	m: 1e6,
	millon: 1e6,
	millones: 1e6,
};

function tokens(folded: string): Token[] {
	const out: Token[] = [];
	for (const match of folded.matchAll(numberPattern)) {
		const [whole, int = '', dec, scale, unitWord] = match;
		let value = Number(`${int.replaceAll('.', '')}${dec ? `.${dec}` : ''}`);
		if (scale) value *= multipliers[scale] ?? 1;
		let unit: Unit = 'plain';
		if (unitWord === '%' || unitWord === 'por ciento') unit = 'percent';
		else if (unitWord?.startsWith('ano')) unit = 'years';
		else if (unitWord === 'meses') unit = 'months';
		else if (unitWord || scale) unit = 'money';
		const start = match.index;
		const clause = folded.slice(Math.max(0, start - 48), start);
		const cut = Math.max(
			clause.lastIndexOf(','),
			clause.lastIndexOf(' y '),
			clause.lastIndexOf(';'),
		);
		out.push({
			value,
			raw: whole.trim(),
			unit,
			before: cut >= 0 ? clause.slice(cut + 1) : clause,
			after: folded.slice(start + whole.length, start + whole.length + 28),
		});
	}
	return out;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

type MoneyRole = 'income' | 'savings' | 'price' | 'loan' | 'debts';

/** The role of an amount of money, read from the words around it. */
function moneyRole(t: Token): MoneyRole | undefined {
	const after = t.after;
	const before = t.before;
	if (has(after, /^\s*(de )?(ahorr|en el banco|de entrada|para la entrada)/)) return 'savings';
	if (
		has(after, /^\s*(de )?(deudas?|en (prestamos|tarjetas|el coche)|de (prestamo|coche|tarjeta))/)
	)
		return 'debts';
	if (has(after, /^\s*(netos|brutos|al mes|mensuales|de sueldo|de nomina|limpios|de ingresos)/))
		return 'income';
	if (has(before, /(ahorr|entrada|aporto|aportar|tengo ahorrad)/)) return 'savings';
	if (
		has(
			before,
			/(deuda|pago .*(coche|tarjeta)|otro prestamo|prestamo personal|prestamo del coche|tarjetas?)/,
		)
	)
		return 'debts';
	if (has(before, /(gano|ganamos|cobro|cobramos|ingres|sueldo|salario|nomina|ganando)/))
		return 'income';
	if (has(before, /(piso|casa|vivienda|chalet|atico|cuesta|vale|precio|comprar|compro|valorad)/))
		return 'price';
	if (has(before, /(prestamo|hipoteca|pedir|pido|financiar|me prest|credito|por|de)\s*(de\s*)?$/))
		return 'loan';
	return undefined;
}

/**
 * Reads the figures of a Spanish question: amounts with «€», «euros», «k», «mil» or thousands
 * dots, rates with «%» (or after «al»/«tipo»), terms and ages in years, and the province named.
 * Each amount's role comes from the words around it; an amount with no clue is taken as the
 * loan when the question is about a payment, else left out.
 */
export function extractFigures(question: string): Figures {
	const folded = foldText(question);
	const figures: Figures = {};
	const province = findProvince(question);
	if (province) figures.provinceId = province;
	const loose: number[] = [];
	for (const t of tokens(folded)) {
		const before = t.before.trimEnd();
		if (
			t.unit === 'percent' ||
			(t.unit === 'plain' &&
				t.value <= 15 &&
				/(al|tipo( de)?|interes( del)?|tin( del)?)$/.test(before))
		) {
			if (t.value > 0 && t.value <= 20) figures.ratePercent ??= t.value;
			continue;
		}
		if (t.unit === 'years' || t.unit === 'months') {
			const years = t.unit === 'months' ? t.value / 12 : t.value;
			const isAge =
				/(tengo|tenemos|con|edad de|cumplo|de edad)$/.test(before) && t.unit === 'years';
			if (isAge && t.value >= 18 && t.value <= 99) figures.age ??= t.value;
			else if (years >= 1 && years <= 50) figures.years ??= years;
			continue;
		}
		// «2010» or «2026» without «€» is a calendar year, not an amount.
		const year = t.unit === 'plain' && t.raw.length === 4 && t.value >= 1900 && t.value <= 2100;
		const money =
			!year && (t.unit === 'money' || t.value >= 300 || /^\s*(netos|ahorrad|al mes)/.test(t.after));
		if (!money) continue;
		const role = moneyRole(t);
		let value = t.value;
		if (role === 'income' && /^\s*(\S+\s+)?(al ano|anuales|brutos al ano)/.test(t.after))
			value /= 12;
		if (role && figures[role] === undefined) figures[role] = value;
		else if (!role) loose.push(value);
	}
	const [first] = loose;
	if (first !== undefined && figures.loan === undefined && figures.price === undefined)
		figures.loan = first;
	return figures;
}
