import { parseMessages } from './messages.ts';

/** Outcome of reading a typed number: the value, or a Spanish message saying what to fix. */
export type ParseResult = { ok: true; value: number } | { ok: false; error: { message: string } };

const fail = (message: string): ParseResult => ({ ok: false, error: { message } });

/** True when every group after the first has exactly three digits and the first one 1 to 3. */
function validGroups(groups: string[]): boolean {
	const [first, ...rest] = groups;
	return /^\d{1,3}$/.test(first ?? '') && rest.every((g) => /^\d{3}$/.test(g));
}

/** Turns the digits and separators of one number into a JS numeric string, or null. */
function normalise(body: string): string | null {
	const lastDot = body.lastIndexOf('.');
	const lastComma = body.lastIndexOf(',');
	if (lastDot >= 0 && lastComma >= 0) {
		// Both present: the last one is the decimal mark, the other one groups thousands.
		const decimalMark = lastComma > lastDot ? ',' : '.';
		const groupMark = decimalMark === ',' ? '.' : ',';
		const [int = '', frac = '', ...extra] = body.split(decimalMark);
		if (extra.length > 0 || !validGroups(int.split(groupMark)) || !/^\d+$/.test(frac)) return null;
		return `${int.split(groupMark).join('')}.${frac}`;
	}
	const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : '';
	if (mark === '') return body;
	const parts = body.split(mark);
	if (parts.length > 2) return validGroups(parts) ? parts.join('') : null;
	const [int = '', frac = ''] = parts;
	// A single dot followed by exactly three digits is Spanish thousands grouping ('200.000'),
	// unless the integer part is zero ('0.125'); any other single mark is the decimal mark.
	const isGrouping = mark === '.' && /^\d{3}$/.test(frac) && /^[1-9]\d{0,2}$/.test(int);
	if (isGrouping) return `${int}${frac}`;
	if (!/^\d*$/.test(int) || !/^\d+$/.test(frac)) return null;
	return `${int === '' ? '0' : int}.${frac}`;
}

/**
 * Reads a number typed the Spanish way, tolerating common variants: '200.000', '200000',
 * '200.000,50', '3,5 %', '3.5', '1 234', '150.000 €'. Percent and euro signs are dropped (the
 * value of '3,5 %' is 3.5). Never returns NaN: unreadable text gives a Spanish error instead.
 */
export function parseSpanishNumber(text: unknown): ParseResult {
	if (typeof text === 'number')
		return Number.isFinite(text) ? { ok: true, value: text } : fail(parseMessages.invalid);
	if (typeof text !== 'string') return fail(parseMessages.notText);
	const compact = text
		.replace(/[\s\u00a0\u202f]/g, '')
		.replace(/(€|eur(os?)?|%)$/i, '')
		.replace(/^(€)/, '');
	if (compact === '') return fail(parseMessages.empty);
	const match = /^([+\-\u2212]?)([\d.,]+)$/.exec(compact);
	if (!match) return fail(parseMessages.invalid);
	const [, sign = '', body = ''] = match;
	if (!/\d/.test(body)) return fail(parseMessages.invalid);
	const numeric = normalise(body);
	if (numeric === null)
		return fail(
			body.includes('.') && !body.includes(',') ? parseMessages.grouping : parseMessages.invalid,
		);
	const value = Number(numeric) * (sign === '-' || sign === '\u2212' ? -1 : 1);
	if (!Number.isFinite(value)) return fail(parseMessages.invalid);
	return { ok: true, value: Object.is(value, -0) ? 0 : value };
}
