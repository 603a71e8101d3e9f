import type { Database } from '../../supabase/local/db.ts';
import { activitySql } from './volumeSeedActivity.ts';
import { peopleSql } from './volumeSeedPeople.ts';
import { volumeCounts, volumeKinds } from './volumeCounts.ts';

/**
 * Loads the volume set into a migrated database (PGlite or PostgreSQL) in one transaction. The
 * tables' own triggers (emails, realtime, notices to admins, rate limits, times set by the
 * database) stay off while it loads, as in a restore: the set says when each row happened and
 * queues no email. The profile trigger on auth.users and the seal of signed leads stay on.
 */

/** Tables whose triggers are off while the set loads (re-enabled in the same transaction). */
const quietTables = [
	'public.profiles',
	'public.share_forms',
	'public.leads',
	'public.role_change_requests',
	'public.support_tickets',
	'public.ticket_messages',
	'public.notifications',
	'public.application_progress',
	'public.documents',
	'public.saved_simulations',
	'public.valuations',
	'public.ai_response_cache',
	'storage.objects',
];

export async function seedVolume(db: Database, scale: number): Promise<VolumeTally> {
	const counts = volumeCounts(scale);
	const off = quietTables.map((t) => `alter table ${t} disable trigger user;`).join('\n');
	const on = quietTables.map((t) => `alter table ${t} enable trigger user;`).join('\n');
	await db.transaction(async (tx) => {
		await tx.exec(off);
		await tx.exec('alter table public.leads enable trigger leads_seal_signed;');
		await tx.exec(peopleSql(counts));
		await tx.exec(activitySql(counts));
		await tx.exec(on);
	});
	await db.transaction((tx) =>
		tx.exec(`analyze auth.users; ${quietTables.map((t) => `analyze ${t};`).join(' ')}`),
	);
	return tallyVolume(db);
}

/** What the set holds now, counted in the database (rows of the set only). */
export type VolumeTally = Record<string, number>;

const ofKind = (table: string, kind: keyof typeof volumeKinds) =>
	`(select count(*)::int from ${table} where id::text like '${volumeKinds[kind].toString(16).padStart(8, '0')}-0000-4000-b000-%')`;

export async function tallyVolume(db: Database): Promise<VolumeTally> {
	const sql = `select
		(select count(*)::int from auth.users where email like '%@volumen.local') as users,
		(select count(*)::int from public.profiles where email like '%@volumen.local') as profiles,
		${ofKind('public.share_forms', 'shareForm')} as share_forms,
		${ofKind('public.leads', 'lead')} as leads,
		(select count(*)::int from public.leads where id::text like '00000003-%' and signature is not null) as signed_forms,
		${ofKind('public.support_tickets', 'ticket')} as tickets,
		${ofKind('public.ticket_messages', 'message')} as messages,
		(select count(*)::int from public.ticket_messages where ticket_id = '00000004-0000-4000-b000-000000000001') as longest_thread,
		${ofKind('public.notifications', 'notification')} as notifications,
		${ofKind('public.application_progress', 'application')} as applications,
		${ofKind('public.documents', 'document')} as documents,
		${ofKind('public.saved_simulations', 'simulation')} as simulations,
		${ofKind('public.valuations', 'valuation')} as valuations,
		(select count(*)::int from public.saved_simulations where user_id = '00000000-0000-4000-b000-000000000002') as buyer_simulations,
		(select count(*)::int from public.valuations where user_id = '00000000-0000-4000-b000-000000000002') as buyer_valuations,
		(select count(*)::int from public.ai_response_cache where response like 'Respuesta guardada %') as ai_cache,
		${ofKind('public.role_change_requests', 'roleRequest')} as role_requests,
		(select coalesce(max(created_at)::date - min(created_at)::date, 0)::int from public.leads where id::text like '00000003-%') as lead_days`;
	const row = await db.transaction(async (tx) => (await tx.query(sql)).rows[0] ?? {});
	return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}
