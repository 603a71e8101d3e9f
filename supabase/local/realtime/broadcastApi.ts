import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import { BodyError, bearer, readJson, send } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import type { Hub } from './hub.ts';

type Message = { topic?: unknown; event?: unknown; payload?: unknown };

/**
 * POST /realtime/v1/api/broadcast ({messages: [{topic, event, payload}]}, what channel.send()
 * uses before joining) and POST /realtime/v1/api/broadcast/<topic>/events/<event> (httpSend).
 */
export async function handleBroadcastApi(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	hub: Hub,
	config: ServerConfig,
): Promise<void> {
	const token =
		bearer(req) ?? (typeof req.headers['apikey'] === 'string' ? req.headers['apikey'] : '');
	if (verifyJwt(token, config.jwtSecret).error) {
		send(req, res, 401, { message: 'Invalid JWT' });
		return;
	}
	const single = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname);
	if (req.method !== 'POST' || (!single && url.pathname !== '/realtime/v1/api/broadcast')) {
		send(req, res, 404, { message: 'Not found' });
		return;
	}
	let body: unknown;
	let names: [string, string] | undefined;
	try {
		names = single ? [decodeURIComponent(single[1]!), decodeURIComponent(single[2]!)] : undefined;
	} catch {
		req.resume();
		send(req, res, 400, { message: 'Invalid percent-encoding in the topic or event' });
		return;
	}
	try {
		body = await readJson(req, config.maxBodyBytes);
	} catch (error) {
		send(req, res, error instanceof BodyError ? error.status : 400, {
			message: (error as Error).message,
		});
		return;
	}
	const messages: Message[] = names
		? [{ topic: names[0], event: names[1], payload: body }]
		: Array.isArray((body as { messages?: unknown })?.messages)
			? (body as { messages: Message[] }).messages
			: [];
	if (
		messages.length === 0 ||
		messages.some((m) => typeof m.topic !== 'string' || typeof m.event !== 'string')
	) {
		send(req, res, 400, { message: 'Expected messages with a topic and an event' });
		return;
	}
	for (const m of messages) {
		hub.broadcast(`realtime:${String(m.topic)}`, {
			type: 'broadcast',
			event: m.event,
			payload: m.payload ?? {},
		});
	}
	send(req, res, 202);
}
