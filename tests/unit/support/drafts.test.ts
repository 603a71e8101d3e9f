import { describe, expect, it } from 'vitest';
import {
	clearDraft,
	messageDraftKey,
	readDraft,
	writeDraft,
	type DraftStorage,
} from '~/lib/support/drafts.ts';

/** A Map-backed sessionStorage stand-in. */
function memory(): DraftStorage & { map: Map<string, string> } {
	const map = new Map<string, string>();
	return {
		map,
		getItem: (k) => map.get(k) ?? null,
		setItem: (k, v) => void map.set(k, v),
		removeItem: (k) => void map.delete(k),
	};
}

const empty = { subject: '', category: 'hipoteca', message: '' };

describe('drafts', () => {
	it('keeps what was typed and gives it back after a reload', () => {
		const s = memory();
		writeDraft(s, 'k', { subject: 'Duda', category: 'otro', message: 'Hola' }, empty);
		expect(readDraft(s, 'k', empty)).toEqual({
			subject: 'Duda',
			category: 'otro',
			message: 'Hola',
		});
	});

	it('stores nothing while the form is as it started, and forgets on clear', () => {
		const s = memory();
		writeDraft(s, 'k', { ...empty }, empty);
		expect(s.map.size).toBe(0);
		writeDraft(s, 'k', { ...empty, message: 'x' }, empty);
		expect(s.map.size).toBe(1);
		writeDraft(s, 'k', { ...empty }, empty);
		expect(s.map.size).toBe(0);
		writeDraft(s, 'k', { ...empty, message: 'x' }, empty);
		clearDraft(s, 'k');
		expect(readDraft(s, 'k', empty)).toEqual(empty);
	});

	it('ignores damaged entries, fields of other types and unknown fields', () => {
		const s = memory();
		s.setItem('k', '{no es json');
		expect(readDraft(s, 'k', empty)).toEqual(empty);
		s.setItem('k', JSON.stringify({ subject: 7, message: 'Hola', password: 'x' }));
		expect(readDraft(s, 'k', empty)).toEqual({ ...empty, message: 'Hola' });
	});

	it('keeps working when storage is missing or refuses writes', () => {
		expect(readDraft(undefined, 'k', empty)).toEqual(empty);
		const full: DraftStorage = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			},
		};
		expect(() => writeDraft(full, 'k', { ...empty, message: 'x' }, empty)).not.toThrow();
		expect(() => clearDraft(full, 'k')).not.toThrow();
	});

	it('keeps one message draft per ticket', () => {
		expect(messageDraftKey('t1')).not.toBe(messageDraftKey('t2'));
	});
});
