import { formatNumber } from '../format/formatNumber.ts';
import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import { bonusesOf, type LoanDraft } from './fromDocument.ts';
import type { Loan } from './types.ts';

/** How a field of the draft is written and read back while the person checks it. */
export type ReviewType =
	'text' | 'money' | 'percent' | 'count' | 'date' | 'month' | 'kind' | 'revision' | 'bonuses';

/** The Spanish label and type of each loan field a document can give. */
export const reviewFields: Partial<Record<keyof Loan, { label: string; type: ReviewType }>> = {
	bank: { label: 'Banco', type: 'text' },
	principal: { label: 'Capital prestado (€)', type: 'money' },
	signedOn: { label: 'Fecha de la firma (dd/mm/aaaa)', type: 'date' },
	firstPaymentMonth: { label: 'Mes de la primera cuota (mm/aaaa)', type: 'month' },
	months: { label: 'Plazo (número de cuotas mensuales)', type: 'count' },
	kind: { label: 'Tipo de interés', type: 'kind' },
	tin: { label: 'TIN inicial o fijo, sin bonificaciones (%)', type: 'percent' },
	fixedMonths: { label: 'Meses al tipo inicial', type: 'count' },
	spread: { label: 'Diferencial sobre el Euríbor (%)', type: 'percent' },
	revisionMonths: { label: 'Revisión del tipo', type: 'revision' },
	referenceLagMonths: { label: 'Meses entre el Euríbor que se toma y la revisión', type: 'count' },
	bonifications: { label: 'Bonificaciones (producto: puntos; …)', type: 'bonuses' },
};

/** The choices of the select fields. */
export const kindOptions = [
	{ value: 'fija', label: 'Fijo' },
	{ value: 'variable', label: 'Variable' },
	{ value: 'mixta', label: 'Mixto' },
];
export const revisionOptions = [
	{ value: '12', label: 'Cada 12 meses' },
	{ value: '6', label: 'Cada 6 meses' },
];

/** Spanish texts of the review. */
export const reviewMessages = {
	notNumber: 'Escribe un número, por ejemplo 150.000,00.',
	notCount: 'Escribe un número entero de meses.',
	notDate: 'Escribe la fecha como dd/mm/aaaa.',
	notMonth: 'Escribe el mes como mm/aaaa.',
	notBonuses: 'Escribe cada bonificación como «producto: puntos», separadas por punto y coma.',
	empty: 'Escribe el dato o desmárcalo.',
	noneConfirmed: 'Marca al menos un dato como confirmado.',
} as const;

/** One field under review: its key, the editable text and the text printed in the document. */
export interface ReviewRow {
	field: keyof Loan;
	label: string;
	type: ReviewType;
	text: string;
	printed: string;
}

const money = (n: number) => formatNumber(n, { decimals: 2 });
const rate = (n: number) => formatNumber(n, { maxDecimals: 4 });

/** A draft's value as the person edits it. */
function textOf(field: keyof Loan, type: ReviewType, fields: Partial<Loan>): string {
	const value = fields[field];
	if (value === undefined || value === null) return '';
	switch (type) {
		case 'money':
			return money(value as number);
		case 'percent':
			return rate(value as number);
		case 'date':
		case 'month':
			return (value as string).split('-').reverse().join('/');
		case 'bonuses':
			return (value as Loan['bonifications'])
				.map((b) => `${b.label}: ${rate(b.tinReduction)}`)
				.join('; ');
		default:
			return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
	}
}

/** The fields found in a draft, in the form's order, ready to check. */
export function reviewRows(draft: LoanDraft): ReviewRow[] {
	return (Object.keys(reviewFields) as (keyof Loan)[]).flatMap((field) => {
		const def = reviewFields[field];
		const found = draft.found.find((f) => f.field === field);
		if (!def || !found) return [];
		return [
			{
				field,
				label: def.label,
				type: def.type,
				text: textOf(field, def.type, draft.fields),
				printed: found.text,
			},
		];
	});
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** A row's text read back as the loan's value, or the Spanish reason it cannot be. */
export function parseRow(row: ReviewRow, previous: Partial<Loan>): Parsed {
	const t = row.text.trim();
	if (t === '') return { ok: false, message: reviewMessages.empty };
	const number = () => {
		const p = parseSpanishNumber(t.replace(/\s*(?:%|€)$/, ''));
		return p.ok && Number.isFinite(p.value) && p.value >= 0 ? p.value : null;
	};
	switch (row.type) {
		case 'money':
		case 'percent': {
			const n = number();
			return n === null ? { ok: false, message: reviewMessages.notNumber } : { ok: true, value: n };
		}
		case 'count': {
			const n = number();
			return n === null || !Number.isInteger(n)
				? { ok: false, message: reviewMessages.notCount }
				: { ok: true, value: n };
		}
		case 'date': {
			const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
			const iso = m
				? `${m[3]}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`
				: '';
			const real = m && new Date(`${iso}T00:00:00Z`).getUTCDate() === Number(m[1]);
			return real ? { ok: true, value: iso } : { ok: false, message: reviewMessages.notDate };
		}
		case 'month': {
			const m = /^(\d{1,2})\/(\d{4})$/.exec(t);
			const month = Number(m?.[1]);
			return m && month >= 1 && month <= 12
				? { ok: true, value: `${m[2]}-${String(month).padStart(2, '0')}` }
				: { ok: false, message: reviewMessages.notMonth };
		}
		case 'revision':
			return { ok: true, value: Number(t) === 6 ? 6 : 12 };
		case 'bonuses': {
			const list = bonusesOf(t);
			if (list.length !== t.split(';').filter((s) => s.trim()).length)
				return { ok: false, message: reviewMessages.notBonuses };
			// The costs and conditions kept from the document's draft, by product.
			const before = previous.bonifications ?? [];
			return {
				ok: true,
				value: list.map((b) => ({ ...b, ...pick(before.find((x) => x.label === b.label)) })),
			};
		}
		default:
			return { ok: true, value: t };
	}
}

const pick = (b: Loan['bonifications'][number] | undefined) =>
	b ? { yearlyCost: b.yearlyCost, kept: b.kept } : {};

/**
 * The draft with only the fields the person confirmed, as they left them; the others go back to
 * `missing`. Errors by field when a confirmed text cannot be read.
 */
export function confirmedDraft(
	draft: LoanDraft,
	rows: readonly ReviewRow[],
	confirmed: ReadonlySet<keyof Loan>,
):
	| { ok: true; draft: LoanDraft }
	| { ok: false; errors: Partial<Record<keyof Loan, string>>; message?: string } {
	const errors: Partial<Record<keyof Loan, string>> = {};
	const fields: Partial<Loan> = {};
	const found: LoanDraft['found'] = [];
	for (const row of rows) {
		if (!confirmed.has(row.field)) continue;
		const parsed = parseRow(row, draft.fields);
		if (!parsed.ok) errors[row.field] = parsed.message;
		else {
			Object.assign(fields, { [row.field]: parsed.value });
			found.push({ field: row.field, text: row.printed });
		}
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors };
	if (found.length === 0) return { ok: false, errors, message: reviewMessages.noneConfirmed };
	const left = rows.filter((r) => !confirmed.has(r.field)).map((r) => r.field);
	return {
		ok: true,
		draft: { fields, found, missing: [...draft.missing, ...left], also: draft.also },
	};
}
