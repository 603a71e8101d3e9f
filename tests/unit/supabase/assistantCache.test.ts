// Dominio: ai
import { describe, expect, it } from 'vitest';
import type { ProviderConfig } from '../../../supabase/functions/_shared/assistantAnswer.ts';
import {
	GuardState,
	guardedAnswer,
	normalisedQuestion,
} from '../../../supabase/functions/_shared/assistantGuard.ts';
import { publishedIndexSource } from '../../../supabase/functions/_shared/assistantIndex.ts';

/**
 * The assistant's server cache (issue 43, item 3): keyed by the normalised question, the index
 * version and the passage ids; an answer whose passage left the published index is dropped.
 */

const tae = {
	id: 'tae',
	title: 'Glosario: TAE',
	href: '/g#tae',
	text: 'La TAE suma intereses y comisiones.',
};
const euribor = {
	id: 'euribor',
	title: 'Glosario: Euríbor',
	href: '/g#euribor',
	text: 'El euríbor es un índice.',
};
const file = (passages: object[]) => JSON.stringify({ version: 3, passages, data: {} });

const config: ProviderConfig = {
	baseUrl: 'http://proveedor/v1',
	apiKey: 'k',
	model: 'm',
	timeoutMs: 1000,
};

describe('assistant answer cache', () => {
	it('normalises the question the same way for every caller', () => {
		expect(normalisedQuestion('  ¿Qué   es la TAE?')).toBe(normalisedQuestion('qué es la tae'));
	});

	it('drops a cached answer when its passage is no longer in the published index', async () => {
		let published = file([tae, euribor]);
		let calls = 0;
		const provider = (() => {
			calls++;
			return Promise.resolve(
				new Response(JSON.stringify({ choices: [{ message: { content: `Respuesta ${calls}` } }] })),
			);
		}) as typeof fetch;
		const state: GuardState = new GuardState(
			publishedIndexSource(() => Promise.resolve(published), {
				ttlMs: 0,
				onChange: (index) => state.forget(index),
			}),
		);
		const asker = { ip: '192.0.2.1' };
		const ask = (id: string) =>
			guardedAnswer(
				state,
				config,
				{ question: '¿Qué es la TAE de la hipoteca?', passages: [{ id }] },
				asker,
				provider,
			);
		expect((await ask('tae')).body).toMatchObject({ text: 'Respuesta 1' });
		expect((await ask('euribor')).body).toMatchObject({ text: 'Respuesta 2' });
		expect((await ask('tae')).body).toMatchObject({ text: 'Respuesta 1' });
		expect(state.cache.size).toBe(2);
		// A new deploy removes the TAE passage: its answer goes, the Euribor one stays.
		published = file([euribor]);
		expect((await ask('tae')).status).toBe(422);
		expect([...state.cache.values()].map((e) => e.ids)).toEqual([['euribor']]);
		expect(calls).toBe(2);
	});
});
