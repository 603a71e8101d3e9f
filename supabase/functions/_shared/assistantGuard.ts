// Dominio: ai
/**
 * The limits around the assistant's provider (issue 24, item 4), shared by the Edge Function
 * (Deno) and the local server (Node): requests per IP and per signed-in user, a maximum input
 * length, only on-topic questions without injected instructions, a timeout on the provider
 * call (ProviderConfig.timeoutMs) and the answers cached. Each process keeps its own counters
 * and cache (an Edge Function instance, or one local server).
 *
 * Issue 43: the answer is grounded on the published index's passages, loaded by id and version
 * (assistantIndex.ts), never on text the caller sends; the cache key is the normalised question,
 * the index version and the passage ids, and a cached answer whose passages left the index is
 * dropped when the new index is read.
 */
import {
	type AskedRequest,
	type AssistantReply,
	type ProviderConfig,
	parseAssistantRequest,
	writeAnswer,
} from './assistantAnswer.ts';
import type { GroundPassage, PublishedIndex } from './assistantIndex.ts';
import { isOnTopic, looksLikeInjection } from './assistantTopic.ts';

/** The limits; tests shorten none of them except through GuardState's constructor. */
export const assistantLimits = {
	/** Requests per IP and hour. */
	perIp: 30,
	/** Requests per signed-in user and hour (whatever their IP). */
	perUser: 20,
	windowMs: 60 * 60_000,
	/** Question, passage titles and passage texts together, in characters. */
	maxInputChars: 16_000,
	/** Cached answers kept, and for how long. */
	cacheEntries: 500,
	cacheMs: 24 * 60 * 60_000,
} as const;

/** A fixed-window counter per key. */
class WindowCounter {
	#hits = new Map<string, { count: number; resetAt: number }>();
	readonly max: number;
	readonly windowMs: number;
	constructor(max: number, windowMs: number) {
		this.max = max;
		this.windowMs = windowMs;
	}

	/** Counts one request; the seconds to wait when over the limit, else 0. */
	hit(key: string, now: number): number {
		if (this.#hits.size > 10_000) {
			for (const [k, e] of this.#hits) if (e.resetAt <= now) this.#hits.delete(k);
		}
		let entry = this.#hits.get(key);
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + this.windowMs };
			this.#hits.set(key, entry);
		}
		entry.count += 1;
		return entry.count > this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
	}
}

/** A cached answer, with the index version and the passages it was grounded on. */
type CachedAnswer = { reply: AssistantReply; until: number; version: string; ids: string[] };

/** Counters, cache and published index of one process. */
export class GuardState {
	readonly ip: WindowCounter;
	readonly user: WindowCounter;
	readonly cache = new Map<string, CachedAnswer>();
	/** The published index (read again when it may have changed). */
	readonly index: () => Promise<PublishedIndex>;
	constructor(
		index: () => Promise<PublishedIndex>,
		limits: { perIp: number; perUser: number } = assistantLimits,
	) {
		this.index = index;
		this.ip = new WindowCounter(limits.perIp, assistantLimits.windowMs);
		this.user = new WindowCounter(limits.perUser, assistantLimits.windowMs);
	}

	/** Drops the cached answers grounded on a passage the new index no longer has. */
	forget(index: PublishedIndex): void {
		for (const [key, entry] of this.cache)
			if (!entry.ids.every((id) => index.passages.has(id))) this.cache.delete(key);
	}
}

/** Who asks: the caller's address and, when signed in, their user id. */
export type Asker = { ip: string; userId?: string | undefined };

/** What to answer: a status, a JSON body and, for 429, the seconds to wait. */
export type GuardedReply = { status: number; body: unknown; retryAfter?: number };

const error = (status: number, code: string, message: string): GuardedReply => ({
	status,
	body: { error: message, code },
});

/** A question as the cache compares it: NFKC, lower case, no ¿?¡!, white space collapsed. */
export const normalisedQuestion = (question: string) =>
	question
		.normalize('NFKC')
		.toLowerCase()
		.replace(/[¿?¡!]/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();

/** The cache key: SHA-256 of the normalised question, the index version and the passage ids. */
async function cacheKey(
	question: string,
	version: string,
	ids: readonly string[],
): Promise<string> {
	const text = [normalisedQuestion(question), version, ...ids].join('\n');
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const inputChars = (r: AskedRequest, passages: readonly GroundPassage[]) =>
	r.question.length +
	r.sent.reduce((n, t) => n + t.length, 0) +
	passages.reduce((n, p) => n + p.title.length + p.text.length, 0);

/** Checks, limits, then answers from the cache or the provider. */
export async function guardedAnswer(
	state: GuardState,
	config: ProviderConfig,
	body: unknown,
	asker: Asker,
	fetchImpl: typeof fetch = fetch,
): Promise<GuardedReply> {
	const request = parseAssistantRequest(body);
	if (!request) return error(400, 'invalid_request', 'Petición no válida.');
	if (
		request.question.length + request.sent.reduce((n, t) => n + t.length, 0) >
		assistantLimits.maxInputChars
	) {
		return error(413, 'too_long', 'La pregunta y sus fragmentos son demasiado largos.');
	}
	if (
		[request.question, ...request.sent].some(looksLikeInjection) ||
		!isOnTopic(request.question)
	) {
		return error(
			422,
			'off_topic',
			'Solo respondo preguntas sobre hipotecas, compra de vivienda y este portal.',
		);
	}
	let index: PublishedIndex;
	try {
		index = await state.index();
	} catch {
		return error(503, 'index_unavailable', 'El índice del asistente no está disponible.');
	}
	if (request.index !== undefined && request.index !== index.version)
		return error(409, 'stale_index', 'El índice del asistente ha cambiado. Vuelve a preguntar.');
	const passages = request.ids.map((id) => index.passages.get(id));
	if (!passages.every((p): p is GroundPassage => p !== undefined))
		return error(422, 'unknown_passage', 'Algún fragmento ya no está en el índice del asistente.');
	if (inputChars(request, passages) > assistantLimits.maxInputChars) {
		return error(413, 'too_long', 'La pregunta y sus fragmentos son demasiado largos.');
	}
	const now = Date.now();
	const wait = Math.max(
		state.ip.hit(asker.ip, now),
		asker.userId ? state.user.hit(asker.userId, now) : 0,
	);
	if (wait > 0) {
		return {
			...error(429, 'rate_limited', 'Has hecho muchas preguntas seguidas. Inténtalo más tarde.'),
			retryAfter: wait,
		};
	}
	const key = await cacheKey(request.question, index.version, request.ids);
	const cached = state.cache.get(key);
	if (cached && cached.until > now) return { status: 200, body: cached.reply };
	let reply: AssistantReply;
	try {
		reply = await writeAnswer(config, { question: request.question, passages }, fetchImpl);
	} catch (e) {
		const timedOut = e instanceof Error && e.name === 'TimeoutError';
		return timedOut
			? error(504, 'provider_timeout', 'El proveedor tarda demasiado en responder.')
			: error(502, 'provider_failed', 'El proveedor no responde.');
	}
	if (state.cache.size >= assistantLimits.cacheEntries) {
		state.cache.delete(state.cache.keys().next().value!);
	}
	state.cache.set(key, {
		reply,
		until: now + assistantLimits.cacheMs,
		version: index.version,
		ids: request.ids,
	});
	return { status: 200, body: reply };
}
