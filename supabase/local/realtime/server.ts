import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { requestTarget } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import type { Catalog } from '../rest/catalog.ts';
import type { Change } from './changes.ts';
import { decodeFrame, type Frame } from './frames.ts';
import { type Channel, type Conn, Hub } from './hub.ts';
import { parseJoin } from './join.ts';

/** What the realtime server needs. */
export type RealtimeDeps = { db: Database; config: ServerConfig; catalog: () => Catalog };

/** A running realtime server: its hub (for the REST broadcast endpoint) and close(). */
export type Realtime = { hub: Hub; close(): Promise<void> };

const asObject = (value: unknown): Record<string, unknown> =>
	typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Serves /realtime/v1/websocket: Phoenix channels with postgres_changes, broadcast and presence. */
export async function startRealtime(server: Server, deps: RealtimeDeps): Promise<Realtime> {
	const wss = new WebSocketServer({ noServer: true, maxPayload: 1_048_576 });
	const hub = new Hub();
	const verify = (token: string) => verifyJwt(token, deps.config.jwtSecret);

	server.on('upgrade', (req, socket, head) => {
		socket.on('error', () => socket.destroy());
		try {
			upgrade(req, socket, head);
		} catch {
			socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\n\r\n');
		}
	});

	function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
		const url = requestTarget(req.url);
		if (!url) {
			socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
			return;
		}
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
			hub.conns.add(conn);
			ws.on('message', (data, isBinary) => {
				const frame = decodeFrame(data as Buffer, isBinary, conn.vsn);
				try {
					if (frame) onFrame(conn, frame);
				} catch {
					ws.terminate();
				}
			});
			ws.on('close', () => {
				for (const ch of [...conn.channels.values()]) hub.leave(conn, ch);
				hub.conns.delete(conn);
			});
			ws.on('error', () => ws.terminate());
		});
	}

	function join(conn: Conn, f: Frame) {
		const request = parseJoin(f.payload, conn.apikey, verify, (t) => deps.catalog().tables.has(t));
		if ('error' in request) return hub.reply(conn, f, 'error', { reason: request.error });
		const old = conn.channels.get(f.topic);
		const { perConnection, perUser } = deps.config.realtimeChannels;
		const sub = request.claims.sub;
		const userChannels =
			sub === undefined ? 0 : hub.channelsOf(sub) - (old?.claims.sub === sub ? 1 : 0);
		if ((!old && conn.channels.size >= perConnection) || userChannels >= perUser)
			return hub.reply(conn, f, 'error', { reason: 'Too many channels' });
		if (old) hub.leave(conn, old);
		const { wanted, subs } = request;
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
		const bindings = wanted.map((w, i) => ({ ...w, id: subs[i]!.id }));
		hub.reply(conn, f, 'ok', wanted.length ? { postgres_changes: bindings } : {});
		const to = { joinRef: ch.joinRef, ref: null, topic: f.topic };
		if (wanted.length) {
			const channel = f.topic.replace(/^realtime:/, '');
			const payload = {
				extension: 'postgres_changes',
				status: 'ok',
				message: 'Subscribed to PostgreSQL',
				channel,
			};
			hub.push(conn, { ...to, event: 'system', payload });
		}
		if (request.presenceEnabled)
			hub.push(conn, { ...to, event: 'presence_state', payload: hub.presenceState(f.topic) });
	}

	/** A new access token (sign-in, refresh, sign-out): later deliveries use its claims. */
	function accessToken(conn: Conn, ch: Channel, token: string) {
		if (token.startsWith('sb_')) return;
		const verified = verify(token);
		if (verified.claims) {
			ch.claims = verified.claims;
			return;
		}
		const to = { joinRef: ch.joinRef, topic: ch.topic };
		const message = `Invalid JWT: ${verified.error}`;
		hub.push(conn, {
			...to,
			ref: null,
			event: 'system',
			payload: { extension: 'system', status: 'error', message },
		});
		hub.push(conn, { ...to, ref: ch.joinRef, event: 'phx_close', payload: {} });
		hub.leave(conn, ch);
	}

	function presence(conn: Conn, ch: Channel, f: Frame, payload: Record<string, unknown>) {
		if (payload['event'] === 'track') {
			if (ch.presenceMeta) hub.presenceDiff(ch.topic, ch.presenceKey, ch.presenceMeta, 'leaves');
			const meta = { ...asObject(payload['payload']), phx_ref: randomUUID().slice(0, 8) };
			ch.presenceMeta = meta;
			hub.presenceDiff(ch.topic, ch.presenceKey, meta, 'joins');
		} else if (payload['event'] === 'untrack' && ch.presenceMeta) {
			const meta = ch.presenceMeta;
			ch.presenceMeta = undefined;
			hub.presenceDiff(ch.topic, ch.presenceKey, meta, 'leaves');
		}
		hub.reply(conn, f, 'ok');
	}

	function onFrame(conn: Conn, f: Frame) {
		if (f.topic === 'phoenix' && f.event === 'heartbeat') return hub.reply(conn, f, 'ok');
		if (f.event === 'phx_join') return join(conn, f);
		const ch = conn.channels.get(f.topic);
		if (!ch) return hub.reply(conn, f, 'error', { reason: 'unmatched topic' });
		const payload = asObject(f.payload);
		if (f.event === 'phx_leave') {
			hub.leave(conn, ch);
			return hub.reply(conn, f, 'ok');
		}
		if (f.event === 'access_token') {
			const token = payload['access_token'];
			return accessToken(conn, ch, typeof token === 'string' ? token : '');
		}
		if (f.event === 'presence') return presence(conn, ch, f, payload);
		if (f.event === 'broadcast') {
			hub.broadcast(f.topic, payload, conn);
			if (ch.ack && f.ref) hub.reply(conn, f, 'ok');
			return;
		}
		hub.reply(conn, f, 'ok');
	}

	const stop = await deps.db.listen('realtime_changes', (payload) => {
		try {
			hub.enqueue(deps.db, deps.catalog, JSON.parse(payload) as Change);
		} catch {
			// Not ours: ignore.
		}
	});

	return {
		hub,
		async close() {
			await stop();
			for (const conn of hub.conns) conn.ws.terminate();
			wss.close();
		},
	};
}
