import { formatNumber } from '../format/formatNumber.ts';
import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import { fieldsByKind, type FieldValues } from './fields.ts';
import { fold, type DocumentKind } from './kinds.ts';

/** A euro amount as printed: '2.150,35', '150 000', '2150.35'. */
const MONEY = String.raw`(\d{1,3}(?:[.' ]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
/** A percentage: '2,50 %', '3.1%'. */
const PERCENT = String.raw`(\d{1,2}(?:[.,]\d{1,3})?)\s*%`;
/** A date: 01/03/2015, 1-3-15, 01.03.2015. */
const DATE = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})`;

/** The text being read, as printed and folded (lower case, no accents) with the same indices. */
interface Source {
	text: string;
	folded: string;
}

/** Reads a printed number ('150 000', '2.150,35'); null when it is not one. */
export function readAmount(printed: string): number | null {
	const parsed = parseSpanishNumber(printed.replace(/[' ]/g, ''));
	return parsed.ok ? parsed.value : null;
}

/** A number written back the Spanish way for the correction form ('2150,35'). */
const show = (n: number) => formatNumber(n, { maxDecimals: 2 });

/**
 * The first `value` pattern within `window` characters after any of `labels` (tried in order),
 * returned as its capture groups. Labels and values are matched on the folded text.
 */
function after(src: Source, labels: RegExp[], value: string, window = 80): RegExpExecArray | null {
	for (const label of labels) {
		const re = new RegExp(label.source, 'g');
		for (let m = re.exec(src.folded); m; m = re.exec(src.folded)) {
			const tail = src.folded.slice(m.index + m[0].length, m.index + m[0].length + window);
			const found = new RegExp(value).exec(tail);
			if (found) return found;
		}
	}
	return null;
}

/** An amount after one of the labels, written back for the form; '' when none. */
function money(src: Source, labels: RegExp[]): string {
	const found = after(src, labels, MONEY);
	const value = found?.[1] ? readAmount(found[1]) : null;
	return value === null ? '' : show(value);
}

/** A percentage after one of the labels; '' when none. */
function percent(src: Source, labels: RegExp[]): string {
	const found = after(src, labels, PERCENT);
	const value = found?.[1] ? readAmount(found[1]) : null;
	return value === null ? '' : show(value);
}

/** The rest of the line after `label` (printed text, accents kept), cut at `stop`; '' when none. */
function lineAfter(src: Source, label: RegExp, stop?: RegExp): string {
	const re = new RegExp(String.raw`(?:^|\n)[ \t]*(?:${label.source})[ \t]*:?[ \t]*`, 'g');
	const m = re.exec(src.folded);
	if (!m) return '';
	let start = m.index + m[0].length;
	// A label alone on its line: the value is on the next one.
	if (src.folded[start] === '\n') start += 1;
	const end = src.folded.indexOf('\n', start);
	let line = src.text.slice(start, end === -1 ? undefined : end);
	const foldedLine = fold(line);
	const cut = stop ? stop.exec(foldedLine) : null;
	if (cut) line = line.slice(0, cut.index);
	return line
		.replace(/[\s,;.:-]+$/, '')
		.replace(/\s{2,}/g, ' ')
		.trim()
		.slice(0, 200);
}

/** Payslip: employer, gross and net pay of the month, and seniority date. */
function payslip(src: Source): FieldValues {
	const seniority = after(src, [/antiguedad/, /fecha de alta/, /fecha antig/], DATE, 40);
	let date = '';
	if (seniority) {
		const [, d = '', mo = '', y = ''] = seniority;
		const year = y.length === 2 ? `20${y}` : y;
		date = `${d.padStart(2, '0')}/${mo.padStart(2, '0')}/${year}`;
	}
	return {
		empresa: lineAfter(src, /empresa|razon social/, /\s{2,}|\b(cif|nif|c\.i\.f|domicilio|ccc)\b/),
		bruto: money(src, [/total devengado/, /total devengos/, /salario bruto/, /importe bruto/]),
		neto: money(src, [
			/liquido total a percibir/,
			/liquido a percibir/,
			/total liquido/,
			/liquido total/,
			/neto a percibir/,
			/salario neto/,
		]),
		antiguedad: date,
	};
}

/** Linked products a bank offer mentions, by their usual Spanish names. */
const linkedProducts: [RegExp, string][] = [
	[/domiciliacion de (la )?nomina|nomina domiciliada/, 'Nómina domiciliada'],
	[/seguro de hogar|seguro de danos/, 'Seguro de hogar'],
	[/seguro de vida/, 'Seguro de vida'],
	[/seguro de proteccion de pagos/, 'Seguro de protección de pagos'],
	[/plan de pensiones/, 'Plan de pensiones'],
	[/tarjeta de credito/, 'Tarjeta de crédito'],
];

/** Bank offer (FEIN or binding offer): amount, rates, term, fees and linked products. */
function offer(src: Source): FieldValues {
	const amount = money(src, [
		/importe total del prestamo/,
		/importe del prestamo/,
		/capital del prestamo/,
		/importe solicitado/,
		/capital prestado/,
		/importe del credito/,
	]);
	const term = after(
		src,
		[/plazo de amortizacion/, /plazo del prestamo/, /plazo/],
		String.raw`(\d{1,3})\s*(anos|meses)`,
		50,
	);
	let years = '';
	if (term?.[1]) {
		const n = Number(term[1]);
		years = show(term[2] === 'meses' ? n / 12 : n);
	}
	// The opening fee may be printed in euros or as a percentage of the amount.
	let fee = '';
	const feeFound = after(src, [/comision de apertura/], String.raw`${MONEY}\s*(%|€|eur)?`, 50);
	if (feeFound?.[1]) {
		const value = readAmount(feeFound[1]);
		const principal = readAmount(amount);
		if (value !== null) {
			if (feeFound[2] === '%') fee = principal === null ? '' : show((principal * value) / 100);
			else fee = show(value);
		}
	}
	return {
		importe: amount,
		tin: percent(src, [/tipo de interes nominal/, /\btin\b/, /tipo deudor/]),
		tae: percent(src, [/tasa anual equivalente/, /\btae\b/]),
		plazo: years,
		comision: fee,
		gastos: money(src, [/gastos de tasacion/, /tasacion/]),
		vinculados: linkedProducts
			.filter(([re]) => re.test(src.folded))
			.map(([, name]) => name)
			.join(', '),
	};
}

/** Land-registry note: owner and charges on the property. */
function landNote(src: Source): FieldValues {
	const charges = lineAfter(src, /cargas/);
	const free =
		/libre de cargas|sin cargas|no hay cargas|^ningun/.test(fold(charges)) ||
		/libre de cargas/.test(src.folded);
	return {
		titular: lineAfter(src, /(?:titularidad|titulares|titular)\b/, /,?\s*(con )?(dni|nif|nie)\b/),
		cargas: free ? 'Sin cargas' : charges,
	};
}

/** Tax return: the year and annual income. */
function taxReturn(src: Source): FieldValues {
	const year = after(src, [/ejercicio/], String.raw`(20\d{2})`, 20);
	return {
		ejercicio: year?.[1] ?? '',
		ingresos: money(src, [
			/base imponible general/,
			/rendimientos netos del trabajo/,
			/rendimiento neto del trabajo/,
			/total ingresos/,
		]),
	};
}

const readers: Record<DocumentKind, (src: Source) => FieldValues> = {
	nomina: payslip,
	oferta: offer,
	'nota-simple': landNote,
	renta: taxReturn,
};

/**
 * The key fields of a document's text (from a PDF or OCR) as editable Spanish text, one per
 * field of `fieldsByKind[kind]`; a field not found is ''. Never throws.
 */
export function extractFields(kind: DocumentKind, text: string): FieldValues {
	const clean = text
		.replace(/\u00a0|\u202f/g, ' ')
		.replace(/\r\n?/g, '\n')
		.replace(/[ \t]+/g, ' ');
	const values = readers[kind]({ text: clean, folded: fold(clean) });
	return Object.fromEntries(fieldsByKind[kind].map((f) => [f.key, values[f.key] ?? '']));
}

/** Whole years between a dd/mm/aaaa date and `today`, or null when the date is not valid. */
export function seniorityYears(date: string, today: Date): number | null {
	const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim());
	if (!m) return null;
	const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const start = new Date(Date.UTC(y, mo - 1, d));
	if (start.getUTCMonth() !== mo - 1 || start.getUTCDate() !== d || start > today) return null;
	let years = today.getUTCFullYear() - y;
	if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d))
		years -= 1;
	return years;
}
