import {
	incomeKind,
	moneyRole,
	shareRoles,
	tokens,
	type MoneyRole,
	type Token,
} from './amounts.ts';
import { findProvince } from './places.ts';
import { loanYearOf, normaliseFigures } from './figureText.ts';

export { feeWords, normaliseFigures } from './figureText.ts';

/** What the figures of a question are, as far as the words around them tell. */
export interface Figures {
	/** Net monthly income of the household (all earners, averaged over the year), euros. */
	income?: number;
	/** Net income of each earner as said, per month (or per paga of 14), when there are several. */
	incomes?: number[];
	/** Payments a year the income was said in (12 or 14), only when said. */
	payments?: number;
	/** Gross yearly incomes said (banks count the net: the plan asks for it). */
	grossAnnual?: number[];
	/** Gross monthly incomes said. */
	grossMonthly?: number[];
	/** An income said per year without saying whether it is net or gross. */
	incomeUnclear?: boolean;
	/** Savings available, euros. */
	savings?: number;
	/** Down payment the person says they put in, euros. */
	downPayment?: number;
	/** Price of the home, euros. */
	price?: number;
	/** Amount to borrow, euros. */
	loan?: number;
	/** Share of the price the bank lends («me financian el 80 %»), percent. */
	financedPercent?: number;
	/** Monthly payments of other debts, euros. */
	debts?: number;
	/** Nominal annual rate (of a fixed loan or a mixed loan's fixed period), percent. */
	ratePercent?: number;
	/** Other rates said for the same loan («al 3 % y al 3,5 %»). */
	altRates?: number[];
	/** Spread over the Euribor of a variable loan («euríbor + 0,8»), percent. */
	euriborSpread?: number;
	/** The Euribor the person says it is («con el euríbor al 2,22 %»), percent. */
	euribor?: number;
	/** A change asked to today's Euribor («¿y si sube un punto?»), percentage points. */
	euriborShift?: number;
	/** Term in years. */
	years?: number;
	/** Other terms said for the same loan («a 30 y a 25 años»). */
	altYears?: number[];
	/** Years at a fixed rate of a mixed loan. */
	fixedYears?: number;
	/** The year of life of an existing loan (1 = its first year), for fees. */
	loanYear?: number;
	/** Balance still owed on a current loan, euros. */
	balance?: number;
	/** Amount repaid early, euros. */
	repayment?: number;
	/** Age of the buyer. */
	age?: number;
	/** Province id. */
	provinceId?: string;
}

/** «euríbor + 0,8», «euribor mas un diferencial del 0,75 %», «diferencial del 0,99 %». */
const spreadPatterns = [
	/euribor\s*(?:\+|mas)\s*(?:un\s+)?(?:diferencial\s+(?:de(?:l)?\s+)?)?(\d+(?:,\d+)?)\s*(?:%|por ciento)?/,
	/diferencial\b[^0-9,.?]{0,14}?(\d{1,2}(?:,\d+)?)(?![\d.])\s*(?:%|por ciento)?/,
	// «0,8 de diferencial», «un 0,75 % de diferencial».
	/(?<![\d.,])(\d(?:,\d+)?)\s*(?:%|por ciento)?\s+(?:de|del)\s+diferencial\b/,
];

const rateCue = /(\b(al|un|del|el)\s*$)|(\b(tipo|interes|tin|fija|fijo|tae)\b[^0-9]{0,14}$)/;
const euriborCue = /euribor\b[^,;+]{0,28}$/;
const financingCue =
	/(financ\w*|presta\w*|pido|pedir|pidiendo|pedimos|hipoteca(?: del)?|con|cubre|dan|dejan)\s+(el|al|un|del|hasta el)?\s*$/;

/** An amount, with its role once the words around it have been read. */
interface Money {
	t: Token;
	role: MoneyRole | undefined;
}

/**
 * Reads the figures of a Spanish question: amounts in digits or words («200 mil», «1,2
 * millones», «doscientos mil euros», «95k»), each with its role from the words around it (price,
 * loan, down payment, savings, each earner's income and whether it is net, gross, yearly or in 14
 * pagas, debts), rates («2,9 %», «al 3», «euríbor + 0,8», «el euríbor al 2,22 %», «me financian
 * el 80 %»), terms in years or months, the age of an existing loan and the place named. An amount
 * with no clue is taken as the loan.
 */
export function extractFigures(question: string): Figures {
	const figures: Figures = {};
	// «al 3 % en vez de al 2,5 %»: the figure replaced is not one of the question's figures.
	let folded = loanYearOf(normaliseFigures(question), figures).replace(
		/\b(?:en (?:vez|lugar) (?:de|del)|,?\s*(?:y )?no)\s+(?:(?:un|una|el|la|los|al|a|de|del)\s+)?\d[\d.,]*\s*(?:k|mil|millones|millon)?\s*(?:%|por ciento|anos|meses|€|euros)?/g,
		' ',
	);
	const province = findProvince(question);
	if (province) figures.provinceId = province;
	for (const pattern of spreadPatterns) {
		const spread = pattern.exec(folded);
		if (!spread?.[1]) continue;
		const value = Number(spread[1].replace(',', '.'));
		if (value < 0 || value > 5) continue;
		figures.euriborSpread ??= value;
		folded = folded.replace(spread[0], 'euribor ');
	}
	const terms: number[] = [];
	const rates: number[] = [];
	// «los 10 primeros años al 2,5 %»: the fixed period of a mixed loan.
	const firstYears = /(\d+) primeros anos/.exec(folded);
	if (firstYears?.[1]) {
		figures.fixedYears = Number(firstYears[1]);
		folded = folded.replace(firstYears[0], 'primeros');
	}
	const money: Money[] = [];
	for (const t of tokens(folded)) {
		const before = t.before.trimEnd();
		const rateLike =
			t.unit === 'percent' ||
			(t.unit === 'plain' &&
				t.value <= 15 &&
				(rateCue.test(before) ||
					euriborCue.test(before) ||
					/^\s*de interes/.test(t.after) ||
					// «150k 25 años 2,9»: a small number with decimals and no unit is a rate.
					(t.raw.includes(',') && !/^\s*(k|mil|millon)/.test(t.after))));
		if (rateLike) {
			const down =
				/^\s*%?\s*(de entrada|de fondos propios|de ahorro|de aportacion|para la entrada|como entrada)/.test(
					t.after,
				) ||
				/(entrada del?|pongo el|ponemos el|aporto el|aportamos el|aportaremos un|aportar un|entrada de un)\s*$/.test(
					t.before,
				);
			if (t.unit === 'percent' && down && t.value > 0 && t.value < 60)
				figures.financedPercent ??= 100 - t.value;
			else if (euriborCue.test(t.before) && t.value >= -1 && t.value <= 10)
				figures.euribor ??= t.value;
			else if (
				(financingCue.test(t.before) ||
					/^\s*%?\s*(del precio|de financiacion|financiad)/.test(t.after)) &&
				t.value >= 50 &&
				t.value <= 100
			)
				figures.financedPercent ??= t.value;
			else if (t.value > 0 && t.value <= 20 && !rates.includes(t.value)) rates.push(t.value);
			continue;
		}
		if (t.unit === 'years' || t.unit === 'months') {
			const years = t.unit === 'months' ? t.value / 12 : t.value;
			const termCue =
				/(\b(a|en|durante|plazo de|plazo|de plazo|con un plazo de|hasta|x|por)|\/)$/.test(before);
			const isAge =
				t.unit === 'years' &&
				!/^\s*(por delante|de plazo|restantes|pendientes|de hipoteca)/.test(t.after) &&
				(/(tengo|tenemos|tiene|con|edad de|cumplo|de edad|yo|somos|pareja de|los dos de|mi situacion|edades de)$/.test(
					t.wide.trimEnd(),
				) ||
					/^\s*(de edad|,? (funcionari|autonom|soltero|casado|y (un|una|dos|tres) hij|trabaj))/.test(
						t.after,
					) ||
					(!termCue && t.value > 40) ||
					// «sueldo de 1.900, 20.000 ahorrados, 29 años»: with an income and no term cue, an age.
					(!termCue &&
						t.value >= 18 &&
						/(gano|ganamos|cobro|cobramos|sueldo|nomina|ingres|netos|limpios|salario)/.test(
							folded,
						) &&
						!/(prestamo|hipoteca) de \d|%|por ciento|\bal \d/.test(folded)) ||
					(!termCue && /\b(de|tenemos|somos)\s+\d\d y$/.test(t.wide.trimEnd())));
			// «de 31 y 33 años»: the first age of a couple.
			const couple = /(?:de|somos de|pareja de|tenemos)\s+(\d\d)\s+y$/.exec(t.wide.trimEnd());
			if (couple?.[1] && isAge) figures.age ??= Math.min(Number(couple[1]), t.value);
			if (isAge && t.value >= 18 && t.value <= 99) figures.age ??= t.value;
			else if (years >= 1 && years <= 50 && !terms.includes(years)) terms.push(years);
			continue;
		}
		// «¿y a 30?»: a bare number after «a» is a term.
		if (
			t.unit === 'plain' &&
			t.value >= 5 &&
			t.value <= 40 &&
			/((^|\s)(a|para|en)|\bplazo (es |fuera |seria |sea )?(de|a))$/.test(before) &&
			!/^\s*(pagas|cuotas|meses|hijos|m2|metros)/.test(t.after)
		) {
			if (!terms.includes(t.value)) terms.push(t.value);
			continue;
		}
		money.push({ t, role: undefined });
	}
	assignRoles(money, folded, figures);
	if (terms.length > 0) {
		const mixed = terms.length >= 2 && /(mixta|luego|despues|primeros|fijos)/.test(folded);
		figures.years = mixed ? Math.max(...terms) : (terms[0] ?? 0);
		if (mixed) figures.fixedYears ??= Math.min(...terms);
		else if (terms.length >= 2) figures.altYears = terms.slice(1);
	}
	if (rates.length > 0) {
		figures.ratePercent = rates[0] ?? 0;
		if (rates.length >= 2 && figures.fixedYears === undefined) figures.altRates = rates.slice(1);
	}
	return figures;
}

/** Gives each amount its role and writes the figures it makes (incomes added up per earner). */
function assignRoles(money: Money[], folded: string, figures: Figures): void {
	let previous: MoneyRole | undefined;
	for (const m of money) {
		m.role = moneyRole(m.t, previous);
		previous = m.role ?? previous;
	}
	const roles = money.map((m) => m.role);
	shareRoles(
		money.map((m) => m.t),
		folded,
		roles,
	);
	const loose: number[] = [];
	const net: { monthly: number; average: number }[] = [];
	const gross: { value: number; annual: boolean }[] = [];
	let unclear = false;
	// «2.000 netos, 14 pagas»: the pagas said apart from the one income they go with.
	const incomeCount = roles.filter((r) => r === 'income').length;
	const pagas = /\b(14|catorce) pagas\b/.test(folded)
		? 14
		: /\b(12|doce) pagas\b/.test(folded)
			? 12
			: undefined;
	for (const [i, { t }] of money.entries()) {
		const role = roles[i];
		// «2010» or «2026» without «€» or a word saying what it is: a calendar year, not an amount.
		const year = t.unit === 'plain' && t.raw.length === 4 && t.value >= 1900 && t.value <= 2100;
		// «cobro 2000, ¿cuánto me dan?»: after a verb of earning, an income, not a year.
		const earned =
			role === 'income' &&
			/(cobro|cobra|cobramos|gano|gana|ganamos|sueldo de|nomina de)\s*$/.test(t.before);
		if (year && !earned && (role === undefined || /^\s*(,|\?|$)/.test(t.after))) continue;
		const isMoney =
			t.unit === 'money' ||
			t.value >= 300 ||
			(t.value >= 20 && (role === 'debts' || role === 'income'));
		if (!isMoney) continue;
		if (role === 'income') {
			const kind = incomeKind(t);
			if (kind.payments === undefined && pagas && incomeCount === 1 && !kind.annual)
				kind.payments = pagas;
			if (kind.payments) figures.payments ??= kind.payments;
			if (kind.gross) gross.push({ value: t.value, annual: kind.annual });
			else {
				if (kind.annual && !/(neto|limpio)/.test(`${t.before} ${t.after}`)) unclear = true;
				const monthly = kind.annual ? t.value / 12 : t.value;
				const average = !kind.annual && kind.payments === 14 ? (t.value * 14) / 12 : monthly;
				// «cobramos 1.500 cada uno»: one income per earner (two, or three if they say so).
				const each =
					/^\s*(€|euros)?\s*((netos|limpios|al mes)\s*)*(cada (uno|una|1)|por cabeza)\b/.test(
						t.after,
					);
				const alone =
					money.filter((x, j) => roles[j] === 'income' && x.t.value >= 100).length === 1;
				// «2 nóminas de 1.500»: that many earners with the same income.
				const many = /\b(2|3) (nominas|sueldos|salarios) de\s*$/.exec(t.before)?.[1];
				const earners =
					many && alone
						? Number(many)
						: each && alone
							? /\b(somos|los|las) tres\b/.test(folded)
								? 3
								: 2
							: 1;
				for (let k = 0; k < earners; k++) net.push({ monthly, average });
			}
		} else if (role === 'rent' || role === 'instalment') continue;
		else if (role === 'debts') figures.debts = (figures.debts ?? 0) + t.value;
		else if (role) {
			if (figures[role] === undefined) figures[role] = t.value;
		} else loose.push(t.value);
	}
	if (net.length > 0) {
		figures.income = net.reduce((s, x) => s + x.average, 0);
		if (net.length > 1 || figures.payments !== undefined)
			figures.incomes = net.map((x) => x.monthly);
	}
	if (gross.some((g) => g.annual))
		figures.grossAnnual = gross.filter((g) => g.annual).map((g) => g.value);
	if (gross.some((g) => !g.annual))
		figures.grossMonthly = gross.filter((g) => !g.annual).map((g) => g.value);
	if (unclear) figures.incomeUnclear = true;
	const [first] = loose;
	// «itp 210.000 granada»: an amount without a word in a tax question is the price.
	const tax = /(\bitp\b|transmisiones|impuesto|\bajd\b|\biva\b|\bigic\b|\bipsi\b)/.test(folded);
	if (first !== undefined && figures.loan === undefined && figures.price === undefined) {
		if (tax) figures.price = first;
		else figures.loan = first;
	}
}
