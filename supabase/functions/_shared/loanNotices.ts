// Dominio: loans
/**
 * «revisar-hipotecas» (issue 50): the daily job of «Mi hipoteca». With the service-role key it
 * reads every saved loan, asks src/lib/loans's dueNotices (with the bundled Euríbor and market
 * series) which notices are due today, and records each one through public.loan_record_notice,
 * which writes it once per loan and key (loan_notices) and, the first time only, puts it in the
 * bell and queues the «aviso_hipoteca» email if the person's preference allows. Running it twice
 * a day, or on two servers, sends nothing twice. Shared by the Edge Function (hosted, called by
 * pg_cron: supabase/cron/revisar-hipotecas.sql) and the local server's own timer.
 */
import { acceptCall, bearerOf, json, jsonBody, serviceHeaders } from './edgeHttp.ts';
import { madridDay } from '../../../src/lib/format/madridClock.ts';
import { dueNotices } from '../../../src/lib/loans/index.ts';
import { loanColumns, type LoanRow, loanFromRow } from '../../../src/lib/supabase/loans.ts';

/** What a run did: loans read, notices recorded for the first time, loans that failed. */
export interface LoanReview {
	today: string;
	loans: number;
	notices: number;
	failed: number;
}

/** Loans read per request. */
const page = 500;

/** A calendar date YYYY-MM-DD that exists. */
export function isDay(value: unknown): value is string {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Runs the review for `today` (Madrid's date by default) against the project at `baseUrl`.
 * A loan whose figures cannot be computed is counted in `failed` and the others go on.
 */
export async function reviewLoans(
	baseUrl: string,
	serviceKey: string,
	today: string = madridDay(new Date()),
	fetchFn: typeof fetch = fetch,
): Promise<LoanReview> {
	const headers = serviceHeaders(serviceKey);
	const review: LoanReview = { today, loans: 0, notices: 0, failed: 0 };
	for (let offset = 0; ; offset += page) {
		const res = await fetchFn(
			`${baseUrl}/rest/v1/loans?select=${loanColumns.replace(/ /g, '')}&order=id&limit=${page}&offset=${offset}`,
			{ headers },
		);
		if (!res.ok) throw new Error(`loans: HTTP ${res.status}`);
		const rows = (await res.json()) as LoanRow[];
		for (const row of rows) {
			review.loans++;
			let notices;
			try {
				notices = dueNotices(loanFromRow(row), today);
			} catch {
				review.failed++;
				continue;
			}
			for (const notice of notices) {
				const recorded = await fetchFn(`${baseUrl}/rest/v1/rpc/loan_record_notice`, {
					method: 'POST',
					headers,
					body: JSON.stringify({
						p_loan_id: row.id,
						p_key: notice.key,
						p_kind: notice.kind,
						p_title: notice.title,
						p_body: notice.body,
					}),
				});
				if (!recorded.ok) throw new Error(`loan_record_notice: HTTP ${recorded.status}`);
				if ((await recorded.json()) === true) review.notices++;
			}
		}
		if (rows.length < page) return review;
	}
}

/**
 * The function's handler: POST with the service-role key only (pg_cron, the local timer, the
 * tests). Its body may move the clock, `{ "today": "2027-02-01" }`, which only that key can do.
 */
export async function handleLoanReview(
	req: Request,
	envOf: (name: string) => string | undefined,
	fetchFn: typeof fetch = fetch,
): Promise<Response> {
	const accepted = acceptCall(req, envOf);
	if (accepted instanceof Response) return accepted;
	const { env } = accepted;
	if (bearerOf(req) !== env.serviceKey)
		return json(401, { error: 'Solo el programador de tareas puede llamar a esta función.' });
	const body = (await jsonBody(req)) ?? {};
	const today = body['today'];
	if (today !== undefined && !isDay(today))
		return json(400, { error: 'La fecha «today» debe ser un día con el formato AAAA-MM-DD.' });
	return json(200, await reviewLoans(env.url, env.serviceKey, today, fetchFn));
}
