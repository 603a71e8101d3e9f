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

/** Reads '1.234,56', '1234,56', '1,172.26' or '150000'; null when it is not a number. */
export function readPrinted(raw: string): number | null {
	const sign = /^[-−]/.test(raw) ? -1 : 1;
	const body = raw.replace(/^[-−]/, '').replace(/ /g, '');
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
export function scanNumbers(text: string): NumberToken[] {
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
			push('percent', readPrinted(raw) ?? Number.NaN);
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
		const value = readPrinted(raw);
		if (value === null) {
			push('code');
			continue;
		}
		const unit =
			/^\s*(%|€|eur(?:os?)?\b|puntos? porcentual)/i.exec(after)?.[1]?.toLowerCase() ?? '';
		if (unit === '%') {
			end += after.indexOf('%') + 1;
			push('percent', value);
		} else if (unit.startsWith('punto')) push('points', value);
		else if (/^\(?0\d{3}\)?$/.test(raw) || /\(\s*$/.test(text.slice(0, start))) push('box', value);
		else if (unit) push('money', value);
		else if (/^(19|20)\d{2}$/.test(raw)) push('year', value);
		else if (SPANISH_MONEY.test(raw.replace(/^[-−]/, '')) || ENGLISH.test(raw.replace(/^[-−]/, '')))
			push('money', value);
		else if (/^\d+$/.test(raw)) push(raw.length > 9 ? 'code' : 'int', value);
		else push('code');
	}
	return out;
}
