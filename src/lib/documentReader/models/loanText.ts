import { wordsToDigits } from '../../ai/spanishNumbers.ts';
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

/**
 * A number written in digits or in Spanish words («doce», «veinticinco», «treinta y uno», «dos
 * mil veintiuno»: the assistant's reader of number words); null otherwise. «Un», «uno» and «una»
 * alone are 1 here (the assistant leaves a lone «un» as an article).
 */
export function wordsNumber(text: string): number | null {
	const t = fold(text).trim().replace(/\s+/g, ' ');
	if (/^un[oa]?$/.test(t)) return 1;
	const digits = wordsToDigits(t);
	return /^\d+$/.test(digits) ? Number(digits) : null;
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
