import { createGateway } from '~/lib/ai/gateway.ts';
import { askProvider } from '~/lib/ai/provider.ts';
import { assistantIndexPath } from '~/lib/ai/indexAsset.ts';
import {
	indexData,
	loadIndex,
	type PassageIndex,
	type SerializedIndex,
} from '~/lib/ai/searchIndex.ts';
import { answerCache, backend } from './runtime.ts';

let rawPromise: Promise<SerializedIndex> | undefined;
let indexPromise: Promise<PassageIndex> | undefined;

/** Fetches the static index file on the first question; a failure is retried on the next one. */
function raw(): Promise<SerializedIndex> {
	rawPromise ??= fetch(assistantIndexPath)
		.then(async (res) => {
			if (!res.ok) throw new Error(`Índice del asistente: ${res.status}`);
			return (await res.json()) as SerializedIndex;
		})
		.catch((error: unknown) => {
			rawPromise = undefined;
			throw error;
		});
	return rawPromise;
}

/** The searchable index, stemmed once from the fetched file. */
function index(): Promise<PassageIndex> {
	indexPromise ??= raw()
		.then(loadIndex)
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
	// Calculations use the file's data as soon as it is parsed, before its passages are stemmed.
	data: async () => indexData(await raw()),
	cache: answerCache,
	provider: providerFlag === '1' ? (request) => askProvider(backend, request) : undefined,
});
