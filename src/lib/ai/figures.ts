import { foldText } from './normalize.ts';
import { findProvince } from './places.ts';
import { wordsToDigits } from './spanishNumbers.ts';

/** What the figures of a question are, as far as the words around them tell. */
export interface Figures {
	/** Net monthly income of the household, euros. */
	income?: number;
	/** Savings available, euros. */
	savings?: number;
	/** Down payment the person says they put in, euros. */
	downPayment?: number;
	/** Price of the home, euros. */
	price?: number;
	/** Amount to borrow, euros. */
	loan?: number;
	/** Monthly payments of other debts, euros. */
	debts?: number;
	/** Nominal annual rate (of a fixed loan or a mixed loan's fixed period), percent. */
	ratePercent?: number;
	/** Spread over the Euribor of a variable loan («euríbor + 0,8»), percent. */
	euriborSpread?: number;
	/** Term in years. */
	years?: number;
	/** Years at a fixed rate of a mixed loan. */
	fixedYears?: number;
	/** Balance still owed on a current loan, euros. */
	balance?: number;
	/** Amount repaid early, euros. */
	repayment?: number;
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
		const clause = folded.slice(Math.max(0, start - 60), start);
		const cut = Math.max(
			...[',', ';', ':', ' y ', ' pero ', ' o ', '(', '?'].map((s) => clause.lastIndexOf(s)),
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

type MoneyRole =
	'income' | 'savings' | 'downPayment' | 'price' | 'loan' | 'debts' | 'balance' | 'repayment';

/** Words right after an amount that say what it is («… ahorrados», «… de coche»). */
const afterCues: [MoneyRole, RegExp][] = [
	['downPayment', /^\s*(de entrada|para la entrada)/],
	['savings', /^\s*(de )?(ahorr|en el banco)/],
	['debts', /^\s*(de |del |en )(deudas?|prestamos?|tarjetas?|coche|el coche)/],
	['income', /^\s*(netos|brutos|limpios|de sueldo|de nomina|de ingresos|al mes netos)/],
	['balance', /^\s*(pendientes?|por pagar|de hipoteca pendiente)/],
];

/** Words before an amount that say what it is; the nearest one wins. */
const beforeCues: [MoneyRole, RegExp][] = [
	['repayment', /(amortiz\w*|adelant\w*|devuelvo|devolver|aportar extra)(?! en total)/g],
	['balance', /(me quedan|nos quedan|quedan|debo|debemos|pendiente)/g],
	['downPayment', /(entrada)/g],
	['savings', /(ahorr\w*|aporto|aportamos|tengo ahorrad\w*)/g],
	['debts', /(deudas?|pago \w* ?(coche|tarjetas?)|prestamo personal|tarjetas?)/g],
	['income', /(gano|ganamos|cobro|cobramos|cobrando|ingres\w*|sueldo|salario|nomina|ganando)/g],
	[
		'price',
		/(piso|casa|vivienda|chalet|atico|cuesta|vale|precio|comprar|compro|valorad\w*|obra nueva)/g,
	],
	[
		'loan',
		/(prestamo|hipoteca|pedir|pido|pedimos|financiar|financia|me prest\w*|nos prest\w*|prestan|deja|credito|necesito|quiero|letra|cuota|mensualidad)/g,
	],
];

/** The role of an amount of money, read from the words around it. */
function moneyRole(t: Token): MoneyRole | undefined {
	for (const [role, cue] of afterCues) if (cue.test(t.after)) return role;
	// «1.800 € al mes» is an income, unless it is what a loan or a debt costs each month.
	if (/^\s*(al mes|mensuales)/.test(t.after))
		return /(prestamo|coche|tarjeta|deuda|pago|pagamos|pagas|alquiler)/.test(t.before)
			? 'debts'
			: /(cuota|letra|mensualidad)/.test(t.before)
				? undefined
				: 'income';
	let best: { role: MoneyRole; at: number } | undefined;
	for (const [role, cue] of beforeCues)
		for (const m of t.before.matchAll(cue)) {
			const at = m.index + m[0].length;
			if (!best || at > best.at) best = { role, at };
		}
	// «un préstamo de 150 € al mes» next to an income is a debt, not the loan asked about.
	if (best?.role === 'loan' && /^\s*(al mes|mensuales)/.test(t.after) && /prestamo/.test(t.before))
		return 'debts';
	return best?.role;
}

/** «euríbor + 0,8», «euribor mas un diferencial del 0,75 %»: the spread, with its text. */
const spreadPattern =
	/euribor\s*(?:\+|mas)\s*(?:un\s+)?(?:diferencial\s+(?:de(?:l)?\s+)?)?(\d+(?:,\d+)?)\s*(?:%|por ciento)?/;

const rateCue = /\b(al|tipo|interes|tin|fija|fijo|tae)\b[^0-9]{0,14}$/;

/**
 * Reads the figures of a Spanish question: amounts in digits or words («200 mil», «1,2
 * millones», «doscientos mil euros», «200k»), rates («2,9 %», «al 3», «euríbor + 0,8»), terms in
 * years or months and the place named. Each amount's role (loan, price, savings, income…) comes
 * from the nearest words around it; an amount with no clue is taken as the loan.
 */
export function extractFigures(question: string): Figures {
	let folded = wordsToDigits(foldText(question))
		.replace(/\b(anos?)(al|a)\b/g, '$1 $2')
		.replace(/(\d)\s*(anos?)\b/g, '$1 $2');
	const figures: Figures = {};
	const province = findProvince(question);
	if (province) figures.provinceId = province;
	const spread = spreadPattern.exec(folded);
	if (spread?.[1]) {
		const value = Number(spread[1].replace(',', '.'));
		if (value >= 0 && value <= 5) figures.euriborSpread = value;
		folded = folded.replace(spread[0], 'euribor ');
	}
	const loose: number[] = [];
	const terms: number[] = [];
	// «los 10 primeros años al 2,5 %»: the fixed period of a mixed loan.
	const firstYears = /(\d+) primeros anos/.exec(folded);
	if (firstYears?.[1]) {
		figures.fixedYears = Number(firstYears[1]);
		folded = folded.replace(firstYears[0], 'primeros');
	}
	for (const t of tokens(folded)) {
		const before = t.before.trimEnd();
		if (
			t.unit === 'percent' ||
			(t.unit === 'plain' &&
				t.value <= 15 &&
				(rateCue.test(before) || /^\s*de interes/.test(t.after)))
		) {
			if (t.value > 0 && t.value <= 20) figures.ratePercent ??= t.value;
			continue;
		}
		if (t.unit === 'years' || t.unit === 'months') {
			const years = t.unit === 'months' ? t.value / 12 : t.value;
			const isAge =
				t.unit === 'years' &&
				/(tengo|tenemos|con|edad de|cumplo|de edad)$/.test(before) &&
				!/^\s*(por delante|de plazo|restantes|pendientes)/.test(t.after);
			if (isAge && t.value >= 18 && t.value <= 99) figures.age ??= t.value;
			else if (years >= 1 && years <= 50) terms.push(years);
			continue;
		}
		// «¿y a 30?»: a bare number after «a» is a term.
		if (t.unit === 'plain' && t.value >= 5 && t.value <= 40 && /(^|\s)a$/.test(before)) {
			terms.push(t.value);
			continue;
		}
		const role = moneyRole(t);
		// «2010» or «2026» without «€» or a word saying what it is: a calendar year, not an amount.
		const year = t.unit === 'plain' && t.raw.length === 4 && t.value >= 1900 && t.value <= 2100;
		if (year && (role === undefined || /^\s*(,|\?|$)/.test(t.after))) continue;
		const money =
			t.unit === 'money' ||
			t.value >= 300 ||
			(t.value >= 20 && (role === 'debts' || role === 'income'));
		if (!money) continue;
		let value = t.value;
		if (role === 'income' && /^\s*(\S+\s+)?(al ano|anuales|brutos al ano)/.test(t.after))
			value /= 12;
		if (role && figures[role] === undefined) figures[role] = value;
		else if (!role) loose.push(value);
	}
	if (terms.length > 0) {
		const mixed = terms.length >= 2 && /(mixta|luego|despues|primeros|fijos)/.test(folded);
		figures.years = mixed ? Math.max(...terms) : (terms[0] ?? 0);
		if (mixed) figures.fixedYears ??= Math.min(...terms);
	}
	const [first] = loose;
	if (first !== undefined && figures.loan === undefined && figures.price === undefined)
		figures.loan = first;
	return figures;
}
