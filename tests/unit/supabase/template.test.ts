import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaFingerprint } from '../../../supabase/local/template.ts';

const copy = mkdtempSync(join(tmpdir(), 'fingerprint-'));
cpSync('supabase/migrations', join(copy, 'migrations'), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('schemaFingerprint', () => {
	it('is stable for the same migrations', () => {
		expect(schemaFingerprint(copy)).toBe(schemaFingerprint('supabase'));
		expect(schemaFingerprint(copy)).toMatch(/^[0-9a-f]{16}$/);
	});

	it('changes when a migration is added, so a stale template is never reused', () => {
		const before = schemaFingerprint(copy);
		writeFileSync(join(copy, 'migrations', '29990101000000_extra.sql'), 'select 1;\n');
		expect(schemaFingerprint(copy)).not.toBe(before);
	});

	it('ignores files that are not migrations', () => {
		const before = schemaFingerprint(copy);
		writeFileSync(join(copy, 'migrations', 'LEEME.md'), 'notas');
		expect(schemaFingerprint(copy)).toBe(before);
	});
});
