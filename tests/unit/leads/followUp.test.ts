import { describe, expect, it } from 'vitest';
import { checkLeadNotes } from '../../../src/lib/leads/followUp.ts';

describe('lead follow-up notes', () => {
	it('stores empty lead notes as null and refuses overlong ones', () => {
		expect(checkLeadNotes('  ')).toEqual({ ok: true, notes: null });
		expect(checkLeadNotes('x'.repeat(2001))).toMatchObject({ ok: false });
	});
});
