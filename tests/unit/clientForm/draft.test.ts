import { describe, expect, it } from 'vitest';
import {
	clearClientFormDraft,
	clientFormDraftKey,
	emptyClientAnswers,
	parseClientFormDraft,
	readClientFormDraft,
	writeClientFormDraft,
	type DraftStorage,
} from '~/lib/clientForm/draft.ts';

/** A Map-backed storage, optionally refusing writes (a full or blocked sessionStorage). */
function memoryStorage(refuse = false) {
	const items = new Map<string, string>();
	const storage: DraftStorage = {
		getItem: (k) => items.get(k) ?? null,
		setItem: (k, v) => {
			if (refuse) throw new Error('QuotaExceededError');
			items.set(k, v);
		},
		removeItem: (k) => void items.delete(k),
	};
	return { storage, items };
}

const typed = {
	answers: { ...emptyClientAnswers, name: 'Jorge Martín Ruiz', monthlyIncome: '2.800' },
	method: 'nombre' as const,
	typedName: 'Jorge Martín',
};

describe('client form draft', () => {
	it('round-trips the answers, the signing method and the typed name per link', () => {
		const { storage, items } = memoryStorage();
		writeClientFormDraft(storage, 'tok1', typed);
		expect([...items.keys()]).toEqual(['borrador-formulario:tok1']);
		expect(readClientFormDraft(storage, 'tok1')).toEqual(typed);
		expect(readClientFormDraft(storage, 'tok2')).toBeNull();
	});

	it('stores nothing for an untouched form and removes a draft emptied again', () => {
		const { storage, items } = memoryStorage();
		writeClientFormDraft(storage, 't', {
			answers: emptyClientAnswers,
			method: 'trazo',
			typedName: ' ',
		});
		expect(items.size).toBe(0);
		writeClientFormDraft(storage, 't', typed);
		writeClientFormDraft(storage, 't', { ...typed, answers: emptyClientAnswers, typedName: '' });
		expect(items.size).toBe(0);
	});

	it('clears the draft after sending', () => {
		const { storage, items } = memoryStorage();
		writeClientFormDraft(storage, 't', typed);
		clearClientFormDraft(storage, 't');
		expect(items.has(clientFormDraftKey('t'))).toBe(false);
	});

	it('never throws when the storage refuses writes', () => {
		const { storage } = memoryStorage(true);
		expect(() => writeClientFormDraft(storage, 't', typed)).not.toThrow();
		expect(readClientFormDraft(storage, 't')).toBeNull();
	});

	it('ignores malformed drafts and unknown or non-text fields', () => {
		expect(parseClientFormDraft('{not json')).toBeNull();
		expect(parseClientFormDraft('null')).toBeNull();
		expect(
			parseClientFormDraft(
				JSON.stringify({
					answers: { name: 'Ana', savings: 5, signature: 'data:image/png;base64,AAAA' },
					method: 'otro',
					typedName: 7,
				}),
			),
		).toEqual({
			answers: { ...emptyClientAnswers, name: 'Ana' },
			method: 'trazo',
			typedName: '',
		});
	});
});
