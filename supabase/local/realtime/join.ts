import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims, JwtError } from '../jwt.ts';
import { parseFilter, type Subscription } from './changes.ts';

/** One postgres_changes binding exactly as realtime-js sends it in phx_join. */
export type WantedChange = { event?: string; schema?: string; table?: string; filter?: string };

/** A phx_join payload (realtime-js 2.x). */
type JoinPayload = {
	access_token?: unknown;
	config?: {
		broadcast?: { self?: boolean; ack?: boolean };
		presence?: { key?: string; enabled?: boolean };
		postgres_changes?: WantedChange[];
	};
};

/** What a valid join asks for. */
export type JoinRequest = {
	claims: JwtClaims;
	wanted: WantedChange[];
	subs: Subscription[];
	self: boolean;
	ack: boolean;
	presenceKey: string;
	presenceEnabled: boolean;
};

/** Integer id of a binding, stable for the same params (the real server uses phash2). */
const idOf = (params: WantedChange) =>
	createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) % 100_000_000;

/**
 * Validates a join: the token (or the socket's apikey when absent) must verify and carry a role,
 * and every postgres_changes binding must name a known public table and a supported filter.
 */
export function parseJoin(
	payload: unknown,
	apikey: string,
	verify: (token: string) => { claims?: JwtClaims | undefined; error?: JwtError | undefined },
	hasTable: (name: string) => boolean,
): JoinRequest | { error: string } {
	const p = (typeof payload === 'object' && payload !== null ? payload : {}) as JoinPayload;
	const verified = verify(typeof p.access_token === 'string' ? p.access_token : apikey);
	if (!verified.claims || typeof verified.claims.role !== 'string') {
		return { error: `Invalid JWT: ${verified.error ?? 'missing role'}` };
	}
	const config = p.config ?? {};
	const wanted = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
	const subs: Subscription[] = [];
	for (const w of wanted) {
		const filter = typeof w.filter === 'string' ? parseFilter(w.filter) : undefined;
		const tableOk = !w.table || w.table === '*' || hasTable(w.table);
		if ((w.filter && !filter) || w.schema !== 'public' || !tableOk) {
			return {
				error: `Unable to subscribe to changes with given parameters: ${JSON.stringify(w)}`,
			};
		}
		subs.push({ id: idOf(w), event: w.event ?? '*', schema: w.schema, table: w.table, filter });
	}
	return {
		claims: verified.claims,
		wanted,
		subs,
		self: config.broadcast?.self === true,
		ack: config.broadcast?.ack === true,
		presenceKey: config.presence?.key || randomUUID(),
		presenceEnabled: config.presence?.enabled === true,
	};
}
