import type { Database, Tx } from '../db.ts';

/** A row of auth.users with its identities, as stored (GoTrue's column names). */
export type UserRow = {
	id: string;
	aud: string | null;
	role: string | null;
	email: string | null;
	encrypted_password: string | null;
	email_confirmed_at: string | null;
	confirmation_token: string | null;
	confirmation_sent_at: string | null;
	recovery_token: string | null;
	recovery_sent_at: string | null;
	email_change: string | null;
	email_change_token_new: string | null;
	email_change_token_current: string | null;
	email_change_sent_at: string | null;
	last_sign_in_at: string | null;
	raw_app_meta_data: Record<string, unknown> | null;
	raw_user_meta_data: Record<string, unknown> | null;
	created_at: string;
	updated_at: string;
	phone: string | null;
	phone_confirmed_at: string | null;
	confirmed_at: string | null;
	banned_until: string | null;
	is_anonymous: boolean;
	identities: Record<string, unknown>[];
};

/** Runs fn in a transaction as the auth server (claims set, so triggers never read stale ones). */
export function authTx<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
	return db.transaction(async (tx) => {
		await tx.query(
			`select set_config('request.jwt.claims', '{"role":"supabase_auth_admin"}', true)`,
		);
		return fn(tx);
	});
}

/** Loads one user (with identities) by a column of auth.users; for update when locking. */
export async function findUser(
	tx: Tx,
	column:
		| 'id'
		| 'email'
		| 'confirmation_token'
		| 'recovery_token'
		| 'email_change_token_new'
		| 'email_change_token_current',
	value: string,
): Promise<UserRow | undefined> {
	const where = column === 'email' ? 'lower(u.email) = lower($1)' : `u.${column}::text = $1`;
	const { rows } = await tx.query(
		`select (to_jsonb(u) || jsonb_build_object('identities', coalesce(
			(select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id),
			'[]'::jsonb)))::text as j
		from auth.users u where ${where} and u.deleted_at is null limit 1`,
		[value],
	);
	const j = rows[0]?.['j'];
	return typeof j === 'string' ? (JSON.parse(j) as UserRow) : undefined;
}

/** The user object GoTrue returns (fields that are null are omitted, like its omitempty tags). */
export function userJson(u: UserRow): Record<string, unknown> {
	const user: Record<string, unknown> = {
		id: u.id,
		aud: u.aud ?? 'authenticated',
		role: u.role ?? 'authenticated',
		email: u.email ?? '',
		email_confirmed_at: u.email_confirmed_at,
		phone: u.phone ?? '',
		phone_confirmed_at: u.phone_confirmed_at,
		confirmation_sent_at: u.confirmation_sent_at,
		confirmed_at: u.confirmed_at,
		recovery_sent_at: u.recovery_sent_at,
		new_email: u.email_change || null,
		email_change_sent_at: u.email_change_sent_at,
		last_sign_in_at: u.last_sign_in_at,
		app_metadata: u.raw_app_meta_data ?? {},
		user_metadata: u.raw_user_meta_data ?? {},
		identities: u.identities.map((i) => ({
			identity_id: i['id'],
			id: i['provider_id'],
			user_id: i['user_id'],
			identity_data: i['identity_data'],
			provider: i['provider'],
			last_sign_in_at: i['last_sign_in_at'],
			created_at: i['created_at'],
			updated_at: i['updated_at'],
			email: i['email'],
		})),
		created_at: u.created_at,
		updated_at: u.updated_at,
		is_anonymous: u.is_anonymous,
	};
	for (const [key, value] of Object.entries(user))
		if (value === null || value === undefined) delete user[key];
	return user;
}

/** Creates a user and its email identity; the profiles trigger runs inside the same transaction. */
export async function insertUser(
	tx: Tx,
	fields: {
		email: string;
		passwordHash: string | null;
		userMetadata: Record<string, unknown>;
		appMetadata: Record<string, unknown>;
		confirmed: boolean;
	},
): Promise<string> {
	const { rows } = await tx.query(
		`insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
			raw_app_meta_data, raw_user_meta_data)
		values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', lower($1), $2,
			case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
		returning id::text`,
		[
			fields.email,
			fields.passwordHash,
			fields.confirmed,
			JSON.stringify({ provider: 'email', providers: ['email'], ...fields.appMetadata }),
			JSON.stringify(fields.userMetadata),
		],
	);
	const id = String(rows[0]!['id']);
	await tx.query(
		`insert into auth.identities (provider_id, user_id, identity_data, provider)
		values ($1::text, $1::text::uuid, jsonb_build_object('sub', $1::text, 'email', lower($2::text), 'email_verified', $3::boolean,
			'phone_verified', false), 'email')`,
		[id, fields.email, fields.confirmed],
	);
	return id;
}
