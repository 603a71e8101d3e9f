// Dominio: loans
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reviewLoans } from '../../supabase/functions/_shared/loanNotices.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser } from './helpers.ts';

/**
 * «Mi hipoteca»'s daily job (issue 50) against a real local backend, with the clock moved:
 * the notice N days before a revision, the exact instalment once the reference month's Euríbor
 * is published, the improvement notice over the person's threshold, never twice, the email only
 * when the person's preference allows, and `today` movable only with the service-role key.
 */

/**
 * Variable, signed on 10 August 2021, first instalment September 2021, 12 months at 1,5 %, then
 * Euríbor + 0,9 revised every 12 months with the Euríbor of two months before: revisions on
 * 10 September of each year. The bundled series ends in July 2026, so the 2026 revision (read
 * with July 2026) is exact and the 2027 one (July 2027) is a range.
 */
export const variableLoan = {
	name: 'Piso de Valencia',
	principal: 200000,
	signed_on: '2021-08-10',
	first_payment_month: '2021-09',
	months: 360,
	kind: 'variable',
	tin: 1.5,
	fixed_months: 12,
	spread: 0.9,
	revision_months: 12,
	reference_lag_months: 2,
	notice_days_before: 30,
	improvement_threshold: 1000000,
};

/** A fixed loan well above the market's average: changing bank pays (threshold 0 €). */
export const dearFixedLoan = {
	name: 'Hipoteca cara',
	principal: 250000,
	signed_on: '2023-10-05',
	first_payment_month: '2023-11',
	months: 360,
	kind: 'fija',
	tin: 5.5,
	notice_days_before: 30,
	improvement_threshold: 0,
};

export function loansJob(start: () => Promise<LocalSupabase>): void {
	let app: LocalSupabase;
	let svc: Client;
	beforeAll(async () => {
		app = await start();
		svc = service(app);
	}, 120_000);
	afterAll(() => app?.close());

	const review = (today: string) => reviewLoans(app.url, app.config.serviceRoleKey, today);
	const addLoan = async (who: { client: Client }, row: Record<string, unknown>) => {
		const { data, error } = await who.client
			.from('loans')
			.insert(row as never)
			.select('id')
			.single();
		if (error) throw new Error(error.message);
		return data.id;
	};
	const noticesOf = async (loanId: string) =>
		(await svc.from('loan_notices').select('key').eq('loan_id', loanId).order('key')).data?.map(
			(n) => n.key,
		);
	const bellOf = async (userId: string) =>
		(
			await svc
				.from('notifications')
				.select('title, action_url')
				.eq('user_id', userId)
				.order('created_at')
		).data;
	const mailsOf = async (userId: string) =>
		(
			await svc
				.from('email_outbox')
				.select('template, payload')
				.eq('user_id', userId)
				.order('created_at')
		).data;
	const call = (key: string, body: unknown) =>
		fetch(`${app.url}/functions/v1/revisar-hipotecas`, {
			method: 'POST',
			headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});

	it('sends the exact revision when its Euríbor is known, the notice 30 days before, never twice', async () => {
		const ana = await signedInUser(app);
		const loan = await addLoan(ana, variableLoan);
		// 5 August 2026: the 10 September revision reads July 2026, already published: exact.
		await review('2026-08-05');
		expect(await noticesOf(loan)).toEqual(['revision-exacta:2026-09-10']);
		// 36 days before: not yet the 30-day notice. 11 August: exactly 30 days before.
		await review('2026-08-10');
		expect(await noticesOf(loan)).toEqual(['revision-exacta:2026-09-10']);
		await review('2026-08-11');
		expect(await noticesOf(loan)).toEqual([
			'revision-aviso:2026-09-10',
			'revision-exacta:2026-09-10',
		]);
		// Again the same day and the next days: nothing new.
		await review('2026-08-11');
		await review('2026-09-01');
		expect(await noticesOf(loan)).toHaveLength(2);
		const bell = await bellOf(ana.id);
		expect(bell).toHaveLength(2);
		expect(bell?.every((n) => n.action_url === '/dashboard#hipoteca')).toBe(true);
		expect(bell?.[0]?.title).toMatch(/^Nueva cuota desde el 10 de septiembre de 2026: /);
		expect(bell?.[1]?.title).toBe('Tu hipoteca se revisa el 10 de septiembre de 2026');
		const mails = await mailsOf(ana.id);
		expect(mails?.map((m) => m.template)).toEqual(['aviso_hipoteca', 'aviso_hipoteca']);
		expect(mails?.[1]?.payload).toMatchObject({
			kind: 'revision-aviso',
			loan_name: 'Piso de Valencia',
			first_name: 'Prueba',
		});
	});

	it('before the reference month is published, the 30-day notice gives the range', async () => {
		const ana = await signedInUser(app);
		const loan = await addLoan(ana, variableLoan);
		await review('2027-08-01');
		expect(await noticesOf(loan)).toEqual([]);
		await review('2027-08-12');
		expect(await noticesOf(loan)).toEqual(['revision-aviso:2027-09-10']);
		const [notice] = (await bellOf(ana.id)) ?? [];
		expect(notice?.title).toBe('Tu hipoteca se revisa el 10 de septiembre de 2027');
		const message = (
			await svc.from('notifications').select('message').eq('user_id', ana.id).single()
		).data?.message;
		expect(message).toContain('aún no se ha publicado');
	});

	it('an improvement over the threshold is told once; the email only if the person allows it', async () => {
		const [ana, luis] = await Promise.all([signedInUser(app), signedInUser(app)]);
		await luis.client.from('profiles').update({ email_notifications: false }).eq('id', luis.id);
		const anaLoan = await addLoan(ana, dearFixedLoan);
		const luisLoan = await addLoan(luis, dearFixedLoan);
		const first = await review('2026-12-01');
		const keys = await noticesOf(anaLoan);
		expect(keys).toContain('mejora:subrogacion');
		expect(keys?.every((k) => k.startsWith('mejora:'))).toBe(true);
		expect(await noticesOf(luisLoan)).toEqual(keys);
		expect((await review('2026-12-02')).notices).toBe(0);
		expect(first.notices).toBeGreaterThanOrEqual(2 * (keys?.length ?? 0));
		expect((await bellOf(ana.id))?.length).toBe(keys?.length);
		expect((await bellOf(luis.id))?.length).toBe(keys?.length);
		expect((await mailsOf(ana.id))?.length).toBe(keys?.length);
		expect(await mailsOf(luis.id)).toEqual([]);
	});

	it('a high threshold sends no improvement notice', async () => {
		const ana = await signedInUser(app);
		const loan = await addLoan(ana, { ...dearFixedLoan, improvement_threshold: 1000000 });
		await review('2026-12-01');
		expect(await noticesOf(loan)).toEqual([]);
	});

	it('the function: only the service-role key runs it and may move the clock', async () => {
		const ana = await signedInUser(app);
		const token = (await ana.client.auth.getSession()).data.session!.access_token;
		expect((await call(app.config.anonKey, {})).status).toBe(401);
		const asUser = await fetch(`${app.url}/functions/v1/revisar-hipotecas`, {
			method: 'POST',
			headers: {
				apikey: app.config.anonKey,
				authorization: `Bearer ${token}`,
				'content-type': 'application/json',
			},
			body: JSON.stringify({ today: '2026-08-11' }),
		});
		expect(asUser.status).toBe(401);
		const bad = await call(app.config.serviceRoleKey, { today: '2026-02-30' });
		expect(bad.status).toBe(400);
		expect(((await bad.json()) as { error: string }).error).toMatch(/AAAA-MM-DD/);
		await addLoan(ana, variableLoan);
		const ok = await call(app.config.serviceRoleKey, { today: '2026-08-11' });
		expect(ok.status).toBe(200);
		expect(await ok.json()).toMatchObject({ today: '2026-08-11', failed: 0 });
		expect((await bellOf(ana.id))?.length).toBe(2);
	});

	it('nobody but the job writes a notice: loan_record_notice is the service role’s', async () => {
		const ana = await signedInUser(app);
		const loan = await addLoan(ana, variableLoan);
		const args = {
			p_loan_id: loan,
			p_key: 'mejora:x',
			p_kind: 'mejora',
			p_title: 'T',
			p_body: 'B',
		};
		expect((await ana.client.rpc('loan_record_notice', args)).error?.code).toBe('42501');
		expect((await client(app).rpc('loan_record_notice', args)).error).not.toBeNull();
		expect(await noticesOf(loan)).toEqual([]);
	});
}
