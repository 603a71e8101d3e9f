import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { type JwtClaims, verifyJwt } from '../jwt.ts';
import type { Catalog } from '../rest/catalog.ts';
import { type Change, type Subscription, canSee, changeData, wants } from './changes.ts';
import { decodeFrame, encodeFrame, type Frame } from './frames.ts';
import { parseJoin } from './join.ts';

/** A joined channel of one socket. */
type Channel = {
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
type Conn = { ws: WebSocket; vsn: string; apikey: string; channels: Map<string, Channel> };

/** What the realtime server needs. */
export type RealtimeDeps = { db: Database; config: ServerConfig; catalog: () => Catalog };

/** Serves /realtime/v1/websocket: Phoenix channels with postgres_changes, broadcast and presence. */
export async function startRealtime(
	server: Server,
	deps: RealtimeDeps,
): Promise<{ close(): Promise<void> }> {
	const wss = new WebSocketServer({ noServer: true, maxPayload: 1_048_576 });
	const conns = new Set<Conn>();
	const verify = (token: string) => verifyJwt(token, deps.config.jwtSecret);

	server.on('upgrade', (req, socket, head) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		const apikey = url.searchParams.get('apikey') ?? '';
		if (url.pathname !== '/realtime/v1/websocket' || verify(apikey).error) {
			socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
			return;
		}
		wss.handleUpgrade(req, socket, head, (ws) => {
			const conn: Conn = {
				ws,
				vsn: url.searchParams.get('vsn') ?? '1.0.0',
				apikey,
				channels: new Map(),
			};
			conns.add(conn);
			ws.on('message', (data, isBinary) => {
				const frame = decodeFrame(data as Buffer, isBinary, conn.vsn);
				if (frame) onFrame(conn, frame);
			});
			ws.on('close', () => {
				for (const ch of conn.channels.values()) leavePresence(conn, ch);
				conns.delete(conn);
			});
			ws.on('error', () => ws.terminate());
		});
	});

	const push = (conn: Conn, frame: Frame) => {
		if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(frame, conn.vsn));
	};
	const reply = (conn: Conn, f: Frame, status: 'ok' | 'error', response: unknown = {}) =>
		push(conn, {
			joinRef: f.joinRef,
			ref: f.ref,
			topic: f.topic,
			event: 'phx_reply',
			payload: { status, response },
		});
	const members = (topic: string) =>
		[...conns].flatMap((c) =>
			c.channels.has(topic) ? [{ conn: c, ch: c.channels.get(topic)! }] : [],
		);

	function presenceDiff(
		topic: string,
		key: string,
		meta: Record<string, unknown>,
		kind: 'joins' | 'leaves',
	) {
		const diff = { joins: {}, leaves: {}, [kind]: { [key]: { metas: [meta] } } };
		for (const m of members(topic))
			push(m.conn, {
				joinRef: m.ch.joinRef,
				ref: null,
				topic,
				event: 'presence_diff',
				payload: diff,
			});
	}
	function leavePresence(conn: Conn, ch: Channel) {
		if (!ch.presenceMeta || !ch.presenceKey) return;
		const meta = ch.presenceMeta;
		ch.presenceMeta = undefined;
		conn.channels.delete(ch.topic);
		presenceDiff(ch.topic, ch.presenceKey, meta, 'leaves');
	}

	function join(conn: Conn, f: Frame) {
		const request = parseJoin(f.payload, conn.apikey, verify, (t) => deps.catalog().tables.has(t));
		if ('error' in request) {
			reply(conn, f, 'error', { reason: request.error });
			return;
		}
		const { wanted, subs } = request;
		const old = conn.channels.get(f.topic);
		if (old) leavePresence(conn, old);
		const ch: Channel = {
			topic: f.topic,
			joinRef: f.joinRef ?? f.ref,
			claims: request.claims,
			subs,
			self: request.self,
			ack: request.ack,
			presenceKey: request.presenceKey,
		};
		conn.channels.set(f.topic, ch);
		reply(
			conn,
			f,
			'ok',
			wanted.length ? { postgres_changes: wanted.map((w, i) => ({ ...w, id: subs[i]!.id })) } : {},
		);
		if (wanted.length) {
			const channel = f.topic.replace(/^realtime:/, '');
			push(conn, {
				joinRef: ch.joinRef,
				ref: null,
				topic: f.topic,
				event: 'system',
				payload: {
					extension: 'postgres_changes',
					status: 'ok',
					message: 'Subscribed to PostgreSQL',
					channel,
				},
			});
		}
		if (request.presenceEnabled) {
			const state: Record<string, { metas: unknown[] }> = {};
			for (const m of members(f.topic))
				if (m.ch.presenceMeta) state[m.ch.presenceKey] = { metas: [m.ch.presenceMeta] };
			push(conn, {
				joinRef: ch.joinRef,
				ref: null,
				topic: f.topic,
				event: 'presence_state',
				payload: state,
			});
		}
	}

	function onFrame(conn: Conn, f: Frame) {
		if (f.topic === 'phoenix' && f.event === 'heartbeat') return reply(conn, f, 'ok');
		if (f.event === 'phx_join') return join(conn, f);
		const ch = conn.channels.get(f.topic);
		if (!ch) return reply(conn, f, 'error', { reason: 'unmatched topic' });
		if (f.event === 'phx_leave') {
			leavePresence(conn, ch);
			conn.channels.delete(f.topic);
			return reply(conn, f, 'ok');
		}
		const payload = (
			typeof f.payload === 'object' && f.payload !== null ? f.payload : {}
		) as Record<string, unknown>;
		if (f.event === 'access_token') {
			const token = typeof payload['access_token'] === 'string' ? payload['access_token'] : '';
			if (token.startsWith('sb_')) return;
			const verified = verify(token);
			if (verified.claims) ch.claims = verified.claims;
			else {
				push(conn, {
					joinRef: ch.joinRef,
					ref: null,
					topic: f.topic,
					event: 'system',
					payload: {
						extension: 'system',
						status: 'error',
						message: `Invalid JWT: ${verified.error}`,
					},
				});
				push(conn, {
					joinRef: ch.joinRef,
					ref: ch.joinRef,
					topic: f.topic,
					event: 'phx_close',
					payload: {},
				});
				conn.channels.delete(f.topic);
			}
			return;
		}
		if (f.event === 'broadcast') {
			for (const m of members(f.topic)) {
				if (m.conn === conn && !ch.self) continue;
				push(m.conn, { joinRef: null, ref: null, topic: f.topic, event: 'broadcast', payload });
			}
			if (ch.ack && f.ref) reply(conn, f, 'ok');
			return;
		}
		if (f.event === 'presence') {
			if (payload['event'] === 'track') {
				const tracked = payload['payload'];
				const meta = {
					...(typeof tracked === 'object' && tracked !== null ? tracked : {}),
					phx_ref: randomUUID().slice(0, 8),
				};
				ch.presenceMeta = meta;
				presenceDiff(f.topic, ch.presenceKey, meta, 'joins');
			} else if (payload['event'] === 'untrack' && ch.presenceMeta) {
				const meta = ch.presenceMeta;
				ch.presenceMeta = undefined;
				presenceDiff(f.topic, ch.presenceKey, meta, 'leaves');
			}
			return reply(conn, f, 'ok');
		}
		reply(conn, f, 'ok');
	}

	// Changes arrive in commit order; deliver them in that order, each to whoever may see it.
	let queue = Promise.resolve();
	const dispatch = async (change: Change) => {
		const catalog = deps.catalog();
		const visible = new Map<string, Promise<boolean>>();
		for (const conn of conns) {
			for (const ch of conn.channels.values()) {
				const ids = ch.subs.filter((s) => wants(s, change)).map((s) => s.id);
				if (ids.length === 0) continue;
				if (change.type !== 'DELETE') {
					const key = JSON.stringify(ch.claims);
					if (!visible.has(key)) visible.set(key, canSee(deps.db, catalog, ch.claims, change));
					if (!(await visible.get(key))) continue;
				}
				push(conn, {
					joinRef: ch.joinRef,
					ref: null,
					topic: ch.topic,
					event: 'postgres_changes',
					payload: { ids, data: changeData(catalog, change) },
				});
			}
		}
	};
	const stop = await deps.db.listen('realtime_changes', (payload) => {
		let change: Change;
		try {
			change = JSON.parse(payload) as Change;
		} catch {
			return;
		}
		queue = queue.then(() => dispatch(change)).catch(() => {});
	});

	return {
		async close() {
			await stop();
			for (const conn of conns) conn.ws.terminate();
			wss.close();
		},
	};
}
