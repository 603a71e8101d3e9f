/** Fixtures of the shareable client form's tests (issue 14, issue 24). */
import { afterAll, describe, expect } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, startTestServer } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

/** A tiny valid PNG (1×1), as a data URL. */
export const png =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A complete, valid answer to the form of `token` (submit_share_form's arguments). */
export const answer = (token: string, overrides: Record<string, unknown> = {}) => ({
	p_token: token,
	p_name: 'Ana Pérez',
	p_email: 'ana@example.com',
	p_phone: '600111222',
	p_monthly_income: 2500,
	p_savings: 30000,
	p_employment: 'asalariado_indefinido',
	p_property_type: 'piso',
	p_property_price: 250000,
	p_province: 'sevilla',
	p_city: 'Dos Hermanas',
	p_message: '',
	p_signature: png,
	p_signature_method: 'trazo',
	p_consent: true,
	...overrides,
});

/** The tests vary the caller's address with X-Forwarded-For, as a proxy on loopback would. */
export const behindProxy = { trustedProxies: ['127.0.0.1', '::1'] };

/**
 * Runs `suite` against a server on PGlite and, when PostgreSQL 15 is installed, one on a fresh
 * PostgreSQL database (dropped afterwards), both behind the loopback proxy.
 */
export function onBothDatabases(
	name: string,
	suite: (start: () => Promise<LocalSupabase>) => void,
): void {
	describe(`${name} on PGlite`, () => {
		suite(() => startTestServer(behindProxy));
	});
	const databases: { drop(): void }[] = [];
	afterAll(() => {
		for (const d of databases) d.drop();
	});
	describe.skipIf(!hasPostgres15)(`${name} on PostgreSQL 15`, () => {
		suite(() => {
			const database = freshPostgresDatabase();
			databases.push(database);
			return startTestServer({ ...behindProxy, databaseUrl: database.url });
		});
	});
}

/**
 * Confirms a signed copy's address as its owner would (issue 43): the token of the
 * «confirmar_copia» email queued to `email`, sent to confirm_signed_copy.
 */
export async function confirmSignedCopy(app: LocalSupabase, email: string): Promise<void> {
	const { rows } = await app.db.transaction((tx) =>
		tx.query(
			`select payload ->> 'token' as token from public.email_outbox
			where to_email = lower($1) and template = 'confirmar_copia'`,
			[email],
		),
	);
	const { data, error } = await client(app).rpc('confirm_signed_copy', {
		p_token: String(rows[0]?.['token']),
	});
	expect([data, error]).toEqual(['enviada', null]);
}
