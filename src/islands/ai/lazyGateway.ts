import type { Gateway } from '~/lib/ai/gateway.ts';

/**
 * The answer gateway the assistants' chats ask through. The engine (gateway.ts: answer plans,
 * answer cards, search, stemmer) and its index load with the first question, not with the chat:
 * opening an assistant downloads only its interface.
 */
let engine: Promise<Gateway> | undefined;
const load = () =>
	(engine ??= import('./gateway.ts')
		.then((m) => m.gateway)
		.catch((error: unknown) => {
			engine = undefined;
			throw error;
		}));

export const lazyGateway: Required<Gateway> = {
	ask: async (question, context) => (await load()).ask(question, context),
	recompute: async (r, slot, raw) => {
		const g = await load();
		return g.recompute ? g.recompute(r, slot, raw) : { message: '' };
	},
};
