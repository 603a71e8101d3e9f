// Dominio: ai
/**
 * The provider side of the AI assistant, shared by the Edge Function (Deno) and the local
 * server (Node): it asks an OpenAI-compatible chat endpoint to answer a question using only the
 * passages of our content the browser found (their texts read from the published index, never
 * from the request), and returns the answer with those passages as sources. The endpoint's key lives in the server environment and never reaches the browser.
 */

/** The OpenAI-compatible endpoint: base URL (…/v1), key and model, from server env. */
export interface ProviderConfig {
	baseUrl: string;
	apiKey: string;
	model: string;
	/** How long a call may take before it is given up (AI_PROVIDER_TIMEOUT_MS, 15 s). */
	timeoutMs: number;
}

/** A passage of our content, as the provider is given it (from the published index). */
export interface RequestPassage {
	title: string;
	href: string;
	text: string;
}

/** A question and the index passages to answer it from. */
export interface AssistantRequest {
	question: string;
	passages: RequestPassage[];
}

/**
 * Reads AI_PROVIDER_URL, AI_PROVIDER_KEY and AI_PROVIDER_MODEL (undefined when not all set) and
 * AI_PROVIDER_TIMEOUT_MS.
 */
export function providerConfigFrom(
	env: (name: string) => string | undefined,
): ProviderConfig | undefined {
	const baseUrl = env('AI_PROVIDER_URL');
	const apiKey = env('AI_PROVIDER_KEY');
	const model = env('AI_PROVIDER_MODEL');
	if (!baseUrl || !apiKey || !model) return undefined;
	const timeout = Number(env('AI_PROVIDER_TIMEOUT_MS'));
	const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000;
	return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs };
}

const isText = (v: unknown, max: number): v is string =>
	typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/**
 * What a caller asks (issue 43): the question and the ids of the published index's passages it
 * found, optionally the index version it read. Titles, links and texts a caller may still send
 * (older browsers) are checked as before but never used: the server grounds the answer on the
 * index's own texts.
 */
export interface AskedRequest {
	question: string;
	ids: string[];
	/** The index version the caller searched, when it says. */
	index?: string | undefined;
	/** Text the caller sent besides the ids (checked for size and injected instructions). */
	sent: string[];
}

/**
 * The request body if well formed: a question up to 500 characters and 1 to 6 passages, each
 * with the id of a passage of the published index (and, if sent, a title, a site link and a
 * text within the old limits).
 */
export function parseAssistantRequest(body: unknown): AskedRequest | undefined {
	if (typeof body !== 'object' || body === null) return undefined;
	const { question, passages, index } = body as Record<string, unknown>;
	if (!isText(question, 500) || !Array.isArray(passages)) return undefined;
	if (passages.length < 1 || passages.length > 6) return undefined;
	if (index !== undefined && !isText(index, 64)) return undefined;
	const ids: string[] = [];
	const sent: string[] = [];
	for (const p of passages as unknown[]) {
		if (typeof p !== 'object' || p === null) return undefined;
		const { id, title, href, text } = p as Record<string, unknown>;
		if (!isText(id, 200)) return undefined;
		if (title !== undefined && !isText(title, 300)) return undefined;
		if (text !== undefined && !isText(text, 6000)) return undefined;
		if (
			href !== undefined &&
			(!isText(href, 300) || !href.startsWith('/') || href.startsWith('//'))
		)
			return undefined;
		ids.push(id);
		for (const t of [title, text]) if (typeof t === 'string') sent.push(t);
	}
	return { question: question.trim(), ids, index, sent };
}

const instructions =
	'Eres el asistente hipotecario de un portal español. Responde en español de España, en dos o tres frases, usando solo los fragmentos numerados que se te dan. Si no contienen la respuesta, di claramente que no lo sabes. No inventes cifras, bancos ni normas.';

/** The chat messages sent to the model: rules, then the numbered passages and the question. */
export function chatMessages(request: AssistantRequest): { role: string; content: string }[] {
	const context = request.passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n');
	return [
		{ role: 'system', content: instructions },
		{ role: 'user', content: `Fragmentos:\n${context}\n\nPregunta: ${request.question}` },
	];
}

/** An answer written by the model, cited with the passages it was given. */
export interface AssistantReply {
	text: string;
	sources: { title: string; href: string }[];
}

/**
 * Asks the model; throws when the endpoint fails, answers nothing usable or takes longer than
 * config.timeoutMs (a TimeoutError).
 */
export async function writeAnswer(
	config: ProviderConfig,
	request: AssistantRequest,
	fetchImpl: typeof fetch = fetch,
): Promise<AssistantReply> {
	const res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
		method: 'POST',
		headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
		body: JSON.stringify({
			model: config.model,
			messages: chatMessages(request),
			temperature: 0.2,
			max_tokens: 300,
		}),
		signal: AbortSignal.timeout(config.timeoutMs),
	});
	if (!res.ok) throw new Error(`El proveedor respondió ${res.status}.`);
	const data = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
	const text = data.choices?.[0]?.message?.content;
	if (typeof text !== 'string' || text.trim() === '')
		throw new Error('El proveedor no dio respuesta.');
	const seen = new Set<string>();
	const sources = request.passages
		.filter((p) => !seen.has(p.href) && seen.add(p.href))
		.map(({ title, href }) => ({ title, href }));
	return { text: text.trim().slice(0, 2000), sources };
}
