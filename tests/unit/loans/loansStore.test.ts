import { describe, expect, it } from 'vitest';
import type { Loan } from '~/lib/loans/types.ts';
import type { LoanRow } from '~/lib/supabase/loans.ts';
import { $loans, configureLoans, removeLoan, requestLoanStudy, saveLoan } from '~/stores/loans.ts';
import { loaded, storeTestSetup, type Answer } from '../admin/adminFakeClient.ts';

const loan: Loan = {
	name: 'Piso de Valencia',
	bank: 'Banco Ejemplo',
	principal: 180000,
	signedOn: '2021-03-15',
	firstPaymentMonth: '2021-04',
	months: 300,
	kind: 'variable',
	tin: 1.5,
	fixedMonths: 12,
	spread: 0.99,
	revisionMonths: 12,
	referenceLagMonths: 2,
	floorRate: null,
	bonifications: [{ label: 'Nómina domiciliada', tinReduction: 0.3, yearlyCost: 0, kept: true }],
	prepayments: [{ month: '2024-06', amount: 10000, mode: 'reduce-term' }],
	noticeDaysBefore: 30,
	improvementThreshold: 3000,
};

/** The row of `loan` as the database answers it (numerics as text, as PostgreSQL may). */
const row = (id: string, name = loan.name): LoanRow => ({
	id,
	created_at: '2026-12-01T10:00:00Z',
	updated_at: '2026-12-01T10:00:00Z',
	name,
	bank: loan.bank,
	principal: '180000.00' as unknown as number,
	signed_on: loan.signedOn,
	first_payment_month: loan.firstPaymentMonth,
	months: loan.months,
	kind: loan.kind,
	tin: '1.5000' as unknown as number,
	fixed_months: 12,
	spread: 0.99,
	revision_months: 12,
	reference_lag_months: 2,
	floor_rate: null,
	bonifications: loan.bonifications.map((b) => ({ ...b })),
	prepayments: loan.prepayments.map((p) => ({ ...p })),
	notice_days_before: 30,
	improvement_threshold: 3000,
});

const { useFake } = storeTestSetup('u1', (client) =>
	configureLoans({ client: () => Promise.resolve(client) }),
);

/** Answers reads with `list` and writes with `written`. */
const answers =
	(list: LoanRow[], written?: Answer) =>
	(chain: string[]): Answer =>
		chain.some((step) => /^(insert|update|delete)\(/.test(step))
			? (written ?? { data: row('new'), count: 1 })
			: { data: list };

describe('loans store', () => {
	it('loads only the signed-in person’s loans, oldest first, as Loans', async () => {
		const calls = useFake(answers([row('l1')]));
		const loans = await loaded($loans);
		expect(loans).toEqual([
			{ id: 'l1', createdAt: '2026-12-01T10:00:00Z', updatedAt: '2026-12-01T10:00:00Z', loan },
		]);
		expect(calls[0]![0]).toBe('from("loans")');
		expect(calls[0]).toContain('eq("user_id", "u1")');
		expect(calls[0]).toContain('order("created_at", {"ascending":true})');
	});

	it('checks a loan before sending it: Spanish messages by field, nothing written', async () => {
		const calls = useFake(answers([]));
		const result = await saveLoan({ ...loan, name: '', tin: 40, spread: null });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.issues.map((i) => i.path).sort()).toEqual(['name', 'spread', 'tin']);
		expect(result.message).toBe('Hay 3 datos por corregir: revísalos en el formulario.');
		expect(calls.filter((c) => c.some((s) => s.startsWith('insert(')))).toEqual([]);
	});

	it('adds, edits and deletes, showing each change in the list at once', async () => {
		let list = [row('l1')];
		const calls = useFake((chain) =>
			chain.some((s) => s.startsWith('insert('))
				? { data: row('l2', 'Local') }
				: chain.some((s) => s.startsWith('update('))
					? { data: row('l1', 'Piso reformado') }
					: chain.some((s) => s.startsWith('delete('))
						? { count: 1 }
						: { data: list },
		);
		const stop = $loans.listen(() => {});
		await loaded($loans);
		const added = await saveLoan({ ...loan, name: 'Local' });
		expect(added).toMatchObject({ ok: true, message: 'Préstamo «Local» guardado.' });
		const insert = calls.find((c) => c.some((s) => s.startsWith('insert(')))!;
		expect(insert.find((s) => s.startsWith('insert('))).toContain(
			'"first_payment_month":"2021-04"',
		);
		expect(insert.find((s) => s.startsWith('insert('))).not.toContain('user_id');
		expect($loans.get().data?.map((l) => l.loan.name)).toEqual(['Piso de Valencia', 'Local']);
		const edited = await saveLoan({ ...loan, name: 'Piso reformado' }, 'l1');
		expect(edited.ok).toBe(true);
		expect(calls.find((c) => c.some((s) => s.startsWith('update(')))).toContain('eq("id", "l1")');
		expect($loans.get().data?.map((l) => l.loan.name)).toEqual(['Piso reformado', 'Local']);
		list = [];
		expect(await removeLoan('l2')).toEqual({ ok: true, message: 'Préstamo «Local» eliminado.' });
		expect($loans.get().data?.map((l) => l.id)).toEqual(['l1']);
		stop();
	});

	it('a refused write keeps the list and says why in Spanish', async () => {
		useFake((chain) =>
			chain.some((s) => s.startsWith('delete('))
				? { error: { message: 'permission denied', code: '42501' } }
				: { data: [row('l1')] },
		);
		const stop = $loans.listen(() => {});
		await loaded($loans);
		const result = await removeLoan('l1');
		expect(result).toEqual({
			ok: false,
			message: 'No tienes permiso para hacer este cambio con tu cuenta.',
			issues: [],
		});
		expect($loans.get().data?.map((l) => l.id)).toEqual(['l1']);
		stop();
	});

	it('sends an improvement request only with consent, exactly the summary shown', async () => {
		const calls = useFake(() => ({}));
		const request = {
			name: 'Lucía Pérez',
			email: 'lucia@example.com',
			summary: 'Préstamo variable de 180.000,00 €…',
		};
		const refused = await requestLoanStudy(request, false);
		expect(refused).toMatchObject({ ok: false, issues: [{ path: 'consent' }] });
		expect(calls).toEqual([]);
		expect(await requestLoanStudy(request, true)).toEqual({
			ok: true,
			message: 'Solicitud enviada: el equipo te escribirá al email que has indicado.',
		});
		expect(calls[0]).toEqual([
			'from("leads")',
			`insert(${JSON.stringify({ source: 'estudio_mejora', name: 'Lucía Pérez', email: 'lucia@example.com', message: request.summary, consent: true })})`,
		]);
	});

	it('a fourth request in a day reads as the limit, not as an error', async () => {
		useFake(() => ({ error: { message: 'limit', code: 'PT429' } }));
		const result = await requestLoanStudy(
			{ name: 'Lucía', email: 'lucia@example.com', summary: 'Resumen del préstamo' },
			true,
		);
		expect(result).toEqual({
			ok: false,
			message: 'Ya has enviado tres solicitudes de estudio hoy. Inténtalo de nuevo mañana.',
			issues: [],
		});
	});
});
