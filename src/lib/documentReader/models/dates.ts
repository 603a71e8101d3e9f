import { fold } from '../kinds.ts';

const months = [
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

/** A year of two digits as a full year: up to next year is this century, the rest the last one. */
function fullYear(y: string, today = new Date()): number {
	if (y.length === 4) return Number(y);
	const yy = Number(y);
	return yy <= (today.getUTCFullYear() % 100) + 1 ? 2000 + yy : 1900 + yy;
}

/** «03/02/18», «3-2-2018» or «03.02.2018» as «03/02/2018»; null when it is not a date. */
export function normaliseDate(raw: string): string | null {
	const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(raw.trim());
	if (!m) return null;
	const [d, mo] = [Number(m[1]), Number(m[2])];
	if (d < 1 || d > 31 || mo < 1 || mo > 12) return null;
	return `${String(d).padStart(2, '0')}/${String(mo).padStart(2, '0')}/${fullYear(m[3] ?? '')}`;
}

/**
 * The month a settlement period refers to, as «10/2026»: from «del 01 de octubre al 31 de
 * octubre de 2026», «MENS 01 OCT 26 a 31 OCT 26», «Octubre 2026» or «01/10/2026 a 31/10/2026»
 * (the period's end). Null when there is no month and year.
 */
export function monthOf(text: string): string | null {
	const folded = fold(text);
	const dates = [...folded.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\b/g)];
	const lastDate = dates.at(-1);
	if (lastDate) return `${(lastDate[2] ?? '').padStart(2, '0')}/${fullYear(lastDate[3] ?? '')}`;
	const names = [
		...folded.matchAll(
			/\b(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)[a-z]*\.?\s*(?:de\s+)?(\d{4}|\d{2})?\b/g,
		),
	];
	let month = -1;
	let year: string | undefined;
	for (const m of names) {
		const index = months.findIndex((name) =>
			name.startsWith(m[1] === 'set' ? 'sep' : (m[1] ?? '')),
		);
		if (index >= 0) month = index;
		if (m[2]) year = m[2];
	}
	year ??= /\b(20\d{2})\b/.exec(folded)?.[1];
	if (month < 0 || !year) return null;
	return `${String(month + 1).padStart(2, '0')}/${fullYear(year)}`;
}

/**
 * The first date written out in `text` («14 de junio de 2019», «3 de Octubre de 2026») as
 * dd/mm/aaaa, with where it starts; null when there is none.
 */
export function longDate(text: string): { date: string; index: number } | null {
	const m = /\b(\d{1,2})\s+de\s+([a-z]+)\s+(?:de(?:l)?\s+)?(\d{4})\b/.exec(fold(text));
	if (!m) return null;
	const month = months.indexOf(m[2] === 'setiembre' ? 'septiembre' : (m[2] ?? ''));
	const day = Number(m[1]);
	if (month < 0 || day < 1 || day > 31) return null;
	return {
		date: `${String(day).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}/${m[3]}`,
		index: m.index,
	};
}
