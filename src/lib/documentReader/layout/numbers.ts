import { parseSpanishNumber } from '../../format/parseSpanishNumber.ts';

/** What a printed number is, from its shape and what surrounds it. */
export type NumberKind = 'money' | 'percent' | 'points' | 'date' | 'box' | 'year' | 'code' | 'int';

/** A number found in a line of text. */
export interface NumberToken {
	kind: NumberKind;
	raw: string;
	/** The value (dates and codes: NaN). */
	value: number;
	start: number;
	end: number;
}

const ENGLISH = /^\d{1,3}(?:,\d{3})+\.\d{2}$/;
const SPANISH_MONEY = /^\d{1,3}(?:[. ]\d{3})+(?:,\d{1,2})?$|^\d+,\d{1,2}$|^\d+\.\d{2}$/;

/** The decimal mark a document writes its amounts with: «1.234,56» (',') or «1,234.56» ('.'). */
export type DecimalMark = ',' | '.';

/** The marks swapped, so a number written the English way reads the Spanish way. */
const swapMarks = (raw: string) => raw.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));

/**
 * Reads '1.234,56', '1234,56', '1,172.26' or '150000'; null when it is not a number. With
 * `decimal` '.', the document writes amounts the English way, so '2,312' is 2312.
 */
export function readPrinted(raw: string, decimal: DecimalMark = ','): number | null {
	const sign = /^[-−]/.test(raw) ? -1 : 1;
	let body = raw.replace(/^[-−]/, '').replace(/ /g, '');
	if (decimal === '.') body = swapMarks(body);
	if (ENGLISH.test(body)) return sign * Number(body.replace(/,/g, ''));
	const parsed = parseSpanishNumber(body);
	return parsed.ok ? sign * parsed.value : null;
}

/**
 * Every number in `text` with what it is: an amount in euros, a percentage, percentage points,
 * a date, a tax-form box number (0435, (0012)), a year, an identity or reference code
 * (B00000000, 41-1234567-00, 9872023VH5797S0001WX) or a bare integer. Only `money` tokens may
 * fill an amount field.
 */
export function scanNumbers(text: string, decimal: DecimalMark = ','): NumberToken[] {
	const out: NumberToken[] = [];
	const re = /[-−]?\d{1,3}(?: \d{3})+,\d{2}(?!\d)|[-−]?\d[\d.,/-]*/g;
	for (let m = re.exec(text); m; m = re.exec(text)) {
		let raw = m[0].replace(/[.,/-]+$/, '');
		const start = m.index;
		let end = start + raw.length;
		const before = text.slice(Math.max(0, start - 1), start);
		const after = text.slice(end);
		const push = (kind: NumberKind, value = Number.NaN) =>
			out.push({ kind, raw, value, start, end });
		if (/^[A-Z]\.$/.test(text.slice(Math.max(0, start - 2), start)) && /,\d{2}$/.test(raw)) {
			// «I.R.P.F.21,49»: a rate printed against its label.
			push('percent', readPrinted(raw, decimal) ?? Number.NaN);
			continue;
		}
		if (/[\p{L}\d]/u.test(before) || /^[\p{L}]/u.test(after) || /^\*+\w/.test(after)) {
			// Glued to letters: a DNI, a company code or a cadastral reference.
			push('code');
			continue;
		}
		if (/^[-−]?\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(raw)) {
			push('date');
			continue;
		}
		if (/\d[/-]\d/.test(raw)) {
			push('code');
			continue;
		}
		if (raw.startsWith('-') && !/^[-−]\d/.test(raw)) raw = raw.slice(1);
		const value = readPrinted(raw, decimal);
		if (value === null) {
			push('code');
			continue;
		}
		const unit =
			/^\s*(%|€|eur(?:os?)?\b|puntos?\b|p\.\s?p\.)/i.exec(after)?.[1]?.toLowerCase() ?? '';
		if (unit === '%') {
			end += after.indexOf('%') + 1;
			push('percent', value);
		} else if (unit.startsWith('p')) push('points', value);
		else if (/^\(?0\d{3}\)?$/.test(raw) || /\(\s*$/.test(text.slice(0, start))) push('box', value);
		else if (unit) push('money', value);
		else if (/^(19|20)\d{2}$/.test(raw)) push('year', value);
		else if (isAmount(raw.replace(/^[-−]/, ''), decimal)) push('money', value);
		else if (/^\d+$/.test(raw)) push(raw.length > 9 ? 'code' : 'int', value);
		else push('code');
	}
	return out;
}

/** Whether a bare number has the shape of an amount in the document's convention. */
function isAmount(raw: string, decimal: DecimalMark): boolean {
	const spanish = decimal === '.' ? swapMarks(raw) : raw;
	return SPANISH_MONEY.test(spanish) || ENGLISH.test(spanish);
}

/**
 * The decimal mark of a document, judged by its own amounts: English when more amounts end in
 * «.dd» («2312.45», «1,172.26») than in «,dd» («2.312,45», «2312,45»). Dates («01.10.2026») and
 * percentages do not count.
 */
export function decimalMarkOf(text: string): DecimalMark {
	const english = text.match(
		/(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,]|\s*%)|(?<![\d.,])\d{4,}\.\d{2}(?![\d.,]|\s*%)/g,
	);
	const spanish = text.match(
		/(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,]|\s*%)|(?<![\d.,])\d{4,},\d{2}(?![\d.,]|\s*%)/g,
	);
	return (english?.length ?? 0) > (spanish?.length ?? 0) ? '.' : ',';
}
