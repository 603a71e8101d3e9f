/**
 * The volume data set of issue 49 (`npm run seed:volume -- --scale N`): how many rows of each
 * kind a scale gives, the accounts the audits sign in with, and the deterministic ids every row
 * takes (so a second run adds nothing). Scale 1 is the set.
 */

/** Rows of each kind at a scale (at least one of each, the 500-message thread at least 5). */
export function volumeCounts(scale: number) {
	const n = (base: number, min = 1) => Math.max(min, Math.round(base * scale));
	const users = n(5000, 8);
	return {
		users,
		shareForms: n(200),
		leads: n(10000),
		tickets: n(2000, 2),
		/** Messages of the busy buyer's long thread. */
		threadMessages: n(500, 5),
		/** Messages of every other ticket. */
		messagesPerTicket: 3,
		notifications: n(20000),
		/** Applications (one per user), each with documentsPerApplication vault documents. */
		applications: Math.min(users, n(3000)),
		documentsPerApplication: 5,
		/** The busy buyer's own saved simulations and valuations. */
		buyerSimulations: 50,
		buyerValuations: 50,
		/** Everyone else's, spread over the two years the statistics show. */
		otherSimulations: n(5000),
		otherValuations: n(2000),
		aiCache: n(200),
		roleRequests: n(50),
	};
}

export type VolumeCounts = ReturnType<typeof volumeCounts>;

/** Every account of the set signs in with this password (invented, local only). */
export const volumePassword = 'volumen-demo-1234';

/** The accounts the signed-in audits use, with the roles they play. */
export const volumeAccounts = {
	admin: {
		id: '00000000-0000-4000-b000-000000000001',
		email: 'admin@volumen.local',
	},
	buyer: {
		id: '00000000-0000-4000-b000-000000000002',
		email: 'comprador@volumen.local',
	},
	professional: {
		id: '00000000-0000-4000-b000-000000000003',
		email: 'asesora@volumen.local',
	},
} as const;

/** Kinds of row in the ids' first group, so each row's id is known before it exists. */
export const volumeKinds = {
	user: 1,
	shareForm: 2,
	lead: 3,
	ticket: 4,
	message: 5,
	notification: 6,
	application: 7,
	document: 8,
	simulation: 9,
	valuation: 10,
	roleRequest: 11,
	object: 12,
} as const;

/** SQL for the uuid of row `n` (an SQL expression) of `kind`: 0000000k-0000-4000-b000-<n hex>. */
export const volumeId = (kind: keyof typeof volumeKinds, n: string): string =>
	`(lpad(to_hex(${volumeKinds[kind]}), 8, '0') || '-0000-4000-b000-' || lpad(to_hex((${n})::bigint), 12, '0'))::uuid`;

/** SQL for the id of bulk user `n` (1 … users − 3; the three known accounts come first). */
export const volumeUserId = (n: string): string => volumeId('user', n);
