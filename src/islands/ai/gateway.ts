import { createGateway } from '~/lib/ai/gateway.ts';
import { askProvider } from '~/lib/ai/provider.ts';
import { assistantIndexPath } from '~/lib/ai/indexAsset.ts';
import { loadIndex, type PassageIndex, type SerializedIndex } from '~/lib/ai/searchIndex.ts';
import { answerCache, backend } from './runtime.ts';

let indexPromise: Promise<PassageIndex> | undefined;

/** Fetches the static index on the first question; a failure is retried on the next one. */
function index(): Promise<PassageIndex> {
	indexPromise ??= fetch(assistantIndexPath)
		.then(async (res) => {
			if (!res.ok) throw new Error(`Índice del asistente: ${res.status}`);
			return loadIndex((await res.json()) as SerializedIndex);
		})
		.catch((error: unknown) => {
			indexPromise = undefined;
			throw error;
		});
	return indexPromise;
}

// Written literally so Vite replaces it at build time; "1" when the Edge Function is deployed.
const providerFlag: unknown = import.meta.env.PUBLIC_AI_PROVIDER;

/** The answer gateway every assistant of the page asks through. */
export const gateway = createGateway({
	index,
	cache: answerCache,
	provider: providerFlag === '1' ? (request) => askProvider(backend, request) : undefined,
});
