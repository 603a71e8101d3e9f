import type { Answer, Source } from './answer.ts';
import type { Passage } from './corpus.ts';

/** Name of the Edge Function that writes answers with a language model (server side). */
export const providerFunction = 'asistente-ia';

/**
 * What the browser sends the provider: the question and the passages it must stick to. The
 * server answers from the published index's text of each `id` (issue 43), never from this text.
 */
export interface ProviderRequest {
	question: string;
	passages: Pick<Passage, 'id' | 'title' | 'href' | 'text'>[];
}

/** What the provider answers. */
export interface ProviderReply {
	text: string;
	sources: Source[];
}

/** Whether a value is a well-formed provider reply (its sources only within the site). */
export function isProviderReply(value: unknown): value is ProviderReply {
	if (typeof value !== 'object' || value === null) return false;
	const v = value as ProviderReply;
	return (
		typeof v.text === 'string' &&
		v.text.trim().length > 0 &&
		Array.isArray(v.sources) &&
		v.sources.every(
			(s) => typeof s.title === 'string' && typeof s.href === 'string' && s.href.startsWith('/'),
		)
	);
}

/**
 * A provider answer kept only when it stands on the passages it was given: its links are
 * checked against those passages (any other link is dropped) and, when none is left, the
 * passages themselves are cited. An answer citing only pages it was not given is refused
 * (undefined), so the offline answer is shown.
 */
export function groundedAnswer(answer: Answer, passages: readonly Passage[]): Answer | undefined {
	const given = new Map(passages.map((p) => [p.href, p.title]));
	const kept = answer.sources.filter((s) => given.has(s.href));
	if (answer.sources.length > 0 && kept.length === 0) return undefined;
	const sources =
		kept.length > 0
			? kept.map((s) => ({ title: given.get(s.href) ?? s.title, href: s.href }))
			: [...given].slice(0, 3).map(([href, title]) => ({ title, href }));
	return { ...answer, sources };
}

/**
 * Asks the server provider (the Edge Function, which holds the model's key) to write an answer
 * from our passages. Returns undefined on any failure, so the offline engine answers instead.
 */
export async function askProvider(
	backend: { url: string; anonKey: string },
	request: ProviderRequest,
	fetchImpl: typeof fetch = fetch,
): Promise<Answer | undefined> {
	try {
		const res = await fetchImpl(`${backend.url}/functions/v1/${providerFunction}`, {
			method: 'POST',
			headers: {
				apikey: backend.anonKey,
				authorization: `Bearer ${backend.anonKey}`,
				'content-type': 'application/json',
			},
			body: JSON.stringify(request),
		});
		if (!res.ok) return undefined;
		const reply: unknown = await res.json();
		if (!isProviderReply(reply)) return undefined;
		return { text: reply.text.trim(), sources: reply.sources, origin: 'proveedor' };
	} catch {
		return undefined;
	}
}
