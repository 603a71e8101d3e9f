import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft, type DraftStorage } from '~/lib/drafts/formDraft.ts';

/** An in-memory Storage. */
function memory(initial: Record<string, string> = {}) {
	const data = new Map(Object.entries(initial));
	const storage: DraftStorage = {
		getItem: (key) => data.get(key) ?? null,
		setItem: (key, value) => void data.set(key, value),
		removeItem: (key) => void data.delete(key),
	};
	return { storage, data };
}

const fields = ['first_name', 'email'] as const;

describe('form drafts', () => {
	it('keeps only the named fields, never the password', () => {
		const { storage, data } = memory();
		writeDraft(
			'draft:registro',
			fields,
			{ first_name: 'Lucía', email: 'lucia@example.com', password: 'secreta-2026' } as never,
			storage,
		);
		expect(data.get('draft:registro')).toBe('{"first_name":"Lucía","email":"lucia@example.com"}');
		expect(data.get('draft:registro')).not.toContain('secreta');
		expect(readDraft('draft:registro', fields, storage)).toEqual({
			first_name: 'Lucía',
			email: 'lucia@example.com',
		});
	});

	it('drops unknown fields, non-strings and unreadable drafts', () => {
		const { storage } = memory({
			a: '{"first_name":3,"email":"a@b.es","role":"admin"}',
			b: 'no es json',
			c: '"texto"',
		});
		expect(readDraft('a', fields, storage)).toEqual({ email: 'a@b.es' });
		expect(readDraft('b', fields, storage)).toEqual({});
		expect(readDraft('c', fields, storage)).toEqual({});
		expect(readDraft('missing', fields, storage)).toEqual({});
	});

	it('removes an empty draft and clears on success', () => {
		const { storage, data } = memory({ k: '{"email":"x@y.es"}' });
		writeDraft('k', fields, { first_name: '', email: '' }, storage);
		expect(data.has('k')).toBe(false);
		writeDraft('k', fields, { first_name: 'Ana', email: '' }, storage);
		expect(data.has('k')).toBe(true);
		clearDraft('k', storage);
		expect(data.has('k')).toBe(false);
	});

	it('works without storage or with storage that throws', () => {
		const throwing: DraftStorage = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			},
		};
		expect(readDraft('k', fields, throwing)).toEqual({});
		expect(() => writeDraft('k', fields, { first_name: 'A', email: '' }, throwing)).not.toThrow();
		expect(() => clearDraft('k', throwing)).not.toThrow();
		expect(readDraft('k', fields, undefined)).toEqual({});
	});
});
