import { fold } from '../kinds.ts';
import type { Layout } from '../layout/lines.ts';
import { readPrinted } from '../layout/numbers.ts';
import type { FieldReading } from './reading.ts';

/** A field of a loan document with the text it was read from, as printed (a line or two). */
export interface PrintedReading extends FieldReading {
	printed?: string;
}

/**
 * A document as one string, so a clause wrapped over several lines or split in cells reads as
 * one sentence: `text` is the printed text, `folded` the same lower case without accents (same
 * indices), lines joined by «\n».
 */
export interface Prose {
	text: string;
	folded: string;
	/** Where each line starts in `text`. */
	starts: number[];
}

export function proseOf(layout: Layout): Prose {
	const starts: number[] = [];
	let text = '';
	for (const line of layout.lines) {
		if (text) text += '\n';
		starts.push(text.length);
		text += line.text;
	}
	return { text, folded: fold(text), starts };
}

/** A regex from a pattern written with single spaces: any run of blanks or a line break between words. */
export const rx = (source: string, flags = '') =>
	new RegExp(source.replace(/ /g, String.raw`\s+`), flags);

/** The printed lines that hold characters [start, end), trimmed to 200 characters. */
export function printedAt(prose: Prose, start: number, end: number): string {
	let first = 0;
	while (first + 1 < prose.starts.length && (prose.starts[first + 1] ?? 0) <= start) first += 1;
	const next = prose.starts.find((s) => s > Math.max(start, end - 1));
	const text = prose.text
		.slice(prose.starts[first] ?? 0, next === undefined ? undefined : next - 1)
		.replace(/\s+/g, ' ')
		.trim();
	return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/** A field read from a match of the prose, with its printed lines. */
export const found = (
	prose: Prose,
	value: string,
	start: number,
	end: number,
	confidence: FieldReading['confidence'] = 'alta',
	note = '',
): PrintedReading => ({ value, confidence, note, printed: printedAt(prose, start, end) });

/** The first match of `re` (on folded text) with its capture groups, or null. */
export function first(prose: Prose, re: RegExp): RegExpExecArray | null {
	return new RegExp(re.source, re.flags.replace('g', '')).exec(prose.folded);
}

/** A number as printed in Spanish («1,750», «0,30», «98.750,00»); null when not a number. */
export const numberOf = (raw: string): number | null => readPrinted(raw.trim());

const units: Record<string, number> = {
	un: 1,
	uno: 1,
	una: 1,
	dos: 2,
	tres: 3,
	cuatro: 4,
	cinco: 5,
	seis: 6,
	siete: 7,
	ocho: 8,
	nueve: 9,
	diez: 10,
	once: 11,
	doce: 12,
	trece: 13,
	catorce: 14,
	quince: 15,
	dieciseis: 16,
	diecisiete: 17,
	dieciocho: 18,
	diecinueve: 19,
	veinte: 20,
	veintiun: 21,
	veintiuno: 21,
	veintidos: 22,
	veintitres: 23,
	veinticuatro: 24,
	veinticinco: 25,
	veintiseis: 26,
	veintisiete: 27,
	veintiocho: 28,
	veintinueve: 29,
	treinta: 30,
	cuarenta: 40,
	cincuenta: 50,
};

/**
 * A number written in digits or in Spanish words up to 59 («doce», «veinticinco», «treinta y
 * uno») or a year («dos mil veintiuno»); null otherwise.
 */
export function wordsNumber(text: string): number | null {
	const t = fold(text).trim().replace(/\s+/g, ' ');
	if (/^\d+$/.test(t)) return Number(t);
	const year = /^dos mil(?: (.+))?$/.exec(t);
	if (year) {
		const rest = year[1] ? wordsNumber(year[1]) : 0;
		return rest === null ? null : 2000 + rest;
	}
	const tens = /^(treinta|cuarenta|cincuenta) y (\w+)$/.exec(t);
	if (tens) {
		const [a, b] = [units[tens[1] ?? ''], units[tens[2] ?? '']];
		return a !== undefined && b !== undefined && b < 10 ? a + b : null;
	}
	return units[t] ?? null;
}

const monthNames = [
	'enero',
	'febrero',
	'marzo',
	'abril',
	'mayo',
	'junio',
	'julio',
	'agosto',
	'septiembre',
	'octubre',
	'noviembre',
	'diciembre',
];

/** Words or digits that may be a day, a count or a year. */
export const NUMBER_WORDS = String.raw`\d{1,4}|(?:dos mil(?: [a-z]+(?: y [a-z]+)?)?|[a-z]+(?: y [a-z]+)?)`;

/** A date pattern: «12/02/2020», «3-7-2024» or «15 de marzo de 2021» / «quince de marzo de dos mil veintiuno». */
export const DATE = String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|(?:\d{1,2}|[a-z]+(?: y [a-z]+)?) de (?:${monthNames.join('|')}|setiembre) de(?:l)? (?:\d{4}|dos mil(?: [a-z]+(?: y [a-z]+)?)?)`;

/** A matched DATE as dd/mm/aaaa; null when it is not a real date. */
export function dateOf(raw: string): string | null {
	const t = fold(raw).replace(/\s+/g, ' ').trim();
	const digits = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
	let day: number | null;
	let month: number;
	let year: number | null;
	if (digits) {
		[day, month, year] = [Number(digits[1]), Number(digits[2]), Number(digits[3])];
	} else {
		const words = /^(.+?) de ([a-z]+) del? (.+)$/.exec(t);
		if (!words) return null;
		day = wordsNumber(words[1] ?? '');
		month = monthNames.indexOf(words[2] === 'setiembre' ? 'septiembre' : (words[2] ?? '')) + 1;
		year = wordsNumber(words[3] ?? '');
	}
	if (day === null || year === null || day < 1 || day > 31 || month < 1 || month > 12) return null;
	if (year < 1950 || year > 2100) return null;
	if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
	return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** Names of the banks' legal forms, so a lender's name is taken whole («…, S.A.»). */
const LENDER = String.raw`(?:banco|caja|kutxa|bankinter|ibercaja|unicaja|cajamar|abanca|bank|caixa)[\p{L}\p{M} .'-]{2,60}?,? (?:s\.a\.u\.|s\.a\.|s\.c\.c\.|s\.\s*coop\.(?: de credito)?|s\.l\.)`;

/** The first lender named with its legal form, or the first heading line naming a bank. */
export function lenderName(
	prose: Prose,
	headLines = 4,
): { value: string; start: number; end: number } | null {
	const m = rx(LENDER, 'iu').exec(prose.text);
	if (m)
		return { value: m[0].replace(/\s+/g, ' ').trim(), start: m.index, end: m.index + m[0].length };
	for (let i = 0; i < Math.min(headLines, prose.starts.length); i++) {
		const start = prose.starts[i] ?? 0;
		const end = (prose.starts[i + 1] ?? prose.text.length + 1) - 1;
		const line = prose.folded.slice(start, end);
		if (/^\s*(?:banco|caja|kutxa|bankinter|ibercaja|unicaja|cajamar|abanca|caixa)\b/.test(line))
			return {
				value:
					prose.text
						.slice(start, end)
						.split(/\s{2,}/)[0]
						?.trim() ?? '',
				start,
				end,
			};
	}
	return null;
}
