import type { WebSocket } from 'ws';
import type { Database } from '../db.ts';
import type { JwtClaims } from '../jwt.ts';
import type { Catalog } from '../rest/catalog.ts';
import {
	type Change,
	type Subscription,
	canSee,
	changeData,
	identityKey,
	pkOnly,
	wants,
} from './changes.ts';
import { encodeFrame, type Frame } from './frames.ts';

/** A joined channel of one socket. */
export type Channel = {
	topic: string;
	joinRef: string | null;
	claims: JwtClaims;
	subs: Subscription[];
	self: boolean;
	ack: boolean;
	presenceKey: string;
	presenceMeta?: Record<string, unknown> | undefined;
};

/** One websocket connection and its channels. */
export type Conn = { ws: WebSocket; vsn: string; apikey: string; channels: Map<string, Channel> };

/** The registry of connections and what fans out to them: broadcasts, presence, changes. */
export class Hub {
	/** Open connections. */
	conns = new Set<Conn>();
	#queue = Promise.resolve();

	/** Sends a frame in the connection's protocol version (if it is still open). */
	push(conn: Conn, frame: Frame): void {
		if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(frame, conn.vsn));
	}

	/** Answers a client push with phx_reply. */
	reply(conn: Conn, f: Frame, status: 'ok' | 'error', response: unknown = {}): void {
		this.push(conn, {
			joinRef: f.joinRef,
			ref: f.ref,
			topic: f.topic,
			event: 'phx_reply',
			payload: { status, response },
		});
	}

	/** Every channel joined to a topic, with its connection. */
	members(topic: string): { conn: Conn; ch: Channel }[] {
		return [...this.conns].flatMap((conn) => {
			const ch = conn.channels.get(topic);
			return ch ? [{ conn, ch }] : [];
		});
	}

	/** Relays a broadcast to a topic's members (the sender only when it asked for self). */
	broadcast(topic: string, payload: unknown, from?: Conn): void {
		for (const m of this.members(topic)) {
			if (m.conn === from && !m.ch.self) continue;
			this.push(m.conn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
		}
	}

	/** Tells a topic's members that a presence joined or left. */
	presenceDiff(
		topic: string,
		key: string,
		meta: Record<string, unknown>,
		kind: 'joins' | 'leaves',
	): void {
		const diff = { joins: {}, leaves: {}, [kind]: { [key]: { metas: [meta] } } };
		for (const m of this.members(topic)) {
			this.push(m.conn, {
				joinRef: m.ch.joinRef,
				ref: null,
				topic,
				event: 'presence_diff',
				payload: diff,
			});
		}
	}

	/** Current presences of a topic, as presence_state sends them. */
	presenceState(topic: string): Record<string, { metas: unknown[] }> {
		const state: Record<string, { metas: unknown[] }> = {};
		for (const m of this.members(topic))
			if (m.ch.presenceMeta) state[m.ch.presenceKey] = { metas: [m.ch.presenceMeta] };
		return state;
	}

	/** Channels joined by one user (by the token's sub) over all connections. */
	channelsOf(sub: unknown): number {
		let n = 0;
		for (const conn of this.conns)
			for (const ch of conn.channels.values()) if (ch.claims.sub === sub) n++;
		return n;
	}

	/** Removes a channel, announcing its presence leaving. */
	leave(conn: Conn, ch: Channel): void {
		conn.channels.delete(ch.topic);
		if (!ch.presenceMeta) return;
		const meta = ch.presenceMeta;
		ch.presenceMeta = undefined;
		this.presenceDiff(ch.topic, ch.presenceKey, meta, 'leaves');
	}

	/** Queues a change; changes are delivered in commit order. */
	enqueue(db: Database, catalog: () => Catalog, change: Change): void {
		this.#queue = this.#queue.then(() => this.#dispatch(db, catalog(), change)).catch(() => {});
	}

	/**
	 * Sends a change to every channel with a matching binding whose claims may SELECT the row
	 * (RLS, checked once per distinct claims); expired tokens receive nothing.
	 */
	async #dispatch(db: Database, catalog: Catalog, change: Change): Promise<void> {
		// One check per identity for this row: the sessions of one user share it.
		const visible = new Map<string, Promise<boolean>>();
		const now = Date.now() / 1000;
		for (const conn of this.conns) {
			for (const ch of conn.channels.values()) {
				const ids = ch.subs.filter((s) => wants(s, change)).map((s) => s.id);
				if (ids.length === 0 || (typeof ch.claims.exp === 'number' && ch.claims.exp < now))
					continue;
				const key = identityKey(ch.claims);
				if (!visible.has(key)) visible.set(key, canSee(db, catalog, ch.claims, change));
				const seen = await visible.get(key);
				if (change.type !== 'DELETE' && !seen) continue;
				// A DELETE's filter reads the old values only for a subscriber who could see the row;
				// for the others it reads the primary key alone (its payload never has more).
				const matching =
					change.type === 'DELETE' && !seen
						? ch.subs.filter((s) => wants(s, change, pkOnly(catalog, change))).map((s) => s.id)
						: ids;
				if (matching.length === 0) continue;
				const payload = { ids: matching, data: changeData(catalog, change) };
				this.push(conn, {
					joinRef: ch.joinRef,
					ref: null,
					topic: ch.topic,
					event: 'postgres_changes',
					payload,
				});
			}
		}
	}
}
