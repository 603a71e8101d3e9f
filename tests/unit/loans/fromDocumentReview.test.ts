import { describe, expect, it } from 'vitest';
import type { LoanDraft } from '../../../src/lib/loans/fromDocument.ts';
import {
	confirmedDraft,
	parseRow,
	reviewMessages,
	reviewRows,
} from '../../../src/lib/loans/fromDocumentReview.ts';

const draft: LoanDraft = {
	fields: {
		principal: 150000,
		signedOn: '2020-02-12',
		firstPaymentMonth: '2020-03',
		kind: 'variable',
		tin: 1.25,
		revisionMonths: 12,
		bonifications: [{ label: 'Nómina domiciliada', tinReduction: 0.2, yearlyCost: 0, kept: true }],
	},
	found: [
		{ field: 'principal', text: 'concede un préstamo de 150.000,00 euros.' },
		{ field: 'signedOn', text: 'En Sevilla, a 12 de febrero de 2020.' },
		{ field: 'firstPaymentMonth', text: 'La primera cuota se pagará el 12 de marzo de 2020.' },
		{ field: 'kind', text: 'A partir de entonces el tipo será variable' },
		{ field: 'tin', text: 'El tipo inicial será del 1,25 %' },
		{ field: 'revisionMonths', text: 'se revisará anualmente' },
		{ field: 'bonifications', text: '0,20 puntos por domiciliar la nómina' },
	],
	missing: ['spread'],
	also: [{ label: 'Comisión de apertura', text: 'Comisión de apertura: 0,50 % del capital.' }],
};

describe('reviewing a loan draft', () => {
	it('shows each found field in Spanish form with its printed text, in the form’s order', () => {
		const rows = reviewRows(draft);
		expect(rows.map((r) => [r.field, r.text])).toEqual([
			['principal', '150.000,00'],
			['signedOn', '12/02/2020'],
			['firstPaymentMonth', '03/2020'],
			['kind', 'variable'],
			['tin', '1,25'],
			['revisionMonths', '12'],
			['bonifications', 'Nómina domiciliada: 0,2'],
		]);
		expect(rows[0]?.printed).toBe('concede un préstamo de 150.000,00 euros.');
	});

	it('hands on only the confirmed fields, as corrected, and returns the rest to missing', () => {
		const rows = reviewRows(draft).map((r) => (r.field === 'tin' ? { ...r, text: '1,35 %' } : r));
		const result = confirmedDraft(
			draft,
			rows,
			new Set(['principal', 'tin', 'bonifications'] as const),
		);
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.draft.fields).toEqual({
			principal: 150000,
			tin: 1.35,
			bonifications: [
				{ label: 'Nómina domiciliada', tinReduction: 0.2, yearlyCost: 0, kept: true },
			],
		});
		expect(result.draft.found.map((f) => f.field)).toEqual(['principal', 'tin', 'bonifications']);
		expect(result.draft.missing).toEqual([
			'spread',
			'signedOn',
			'firstPaymentMonth',
			'kind',
			'revisionMonths',
		]);
		expect(result.draft.also).toEqual(draft.also);
	});

	it('says in Spanish why a confirmed text cannot be read, and keeps it', () => {
		const rows = reviewRows(draft).map((r) =>
			r.field === 'signedOn' ? { ...r, text: '31/02/2020' } : r,
		);
		const result = confirmedDraft(draft, rows, new Set(['signedOn'] as const));
		expect(result).toEqual({ ok: false, errors: { signedOn: reviewMessages.notDate } });
		expect(rows.find((r) => r.field === 'signedOn')?.text).toBe('31/02/2020');
	});

	it('asks for at least one confirmed field', () => {
		expect(confirmedDraft(draft, reviewRows(draft), new Set())).toEqual({
			ok: false,
			errors: {},
			message: reviewMessages.noneConfirmed,
		});
	});

	it('reads every kind of field back', () => {
		const row = (type: Parameters<typeof parseRow>[0]['type'], text: string) =>
			parseRow({ field: 'tin', label: '', type, text, printed: '' }, {});
		expect(row('money', '1.234,50 €')).toEqual({ ok: true, value: 1234.5 });
		expect(row('money', 'mucho')).toEqual({ ok: false, message: reviewMessages.notNumber });
		expect(row('count', '12,5')).toEqual({ ok: false, message: reviewMessages.notCount });
		expect(row('month', '13/2020')).toEqual({ ok: false, message: reviewMessages.notMonth });
		expect(row('month', '3/2020')).toEqual({ ok: true, value: '2020-03' });
		expect(row('revision', '6')).toEqual({ ok: true, value: 6 });
		expect(row('bonuses', 'Nómina: 0,3; seguro')).toEqual({
			ok: false,
			message: reviewMessages.notBonuses,
		});
		expect(row('text', '  ')).toEqual({ ok: false, message: reviewMessages.empty });
	});
});
