import { describe, expect, it } from 'vitest';
import { checkLength, checkRegex } from '../../../supabase/local/rest/patterns.ts';

const verdict = (pattern: string) => {
	try {
		checkRegex('match', pattern);
		return 'ok';
	} catch (error) {
		return String((error as { details: string }).details).split(';')[0];
	}
};

describe('regex filters are bounded before they reach the database', () => {
	it('lets ordinary patterns through', () => {
		for (const p of [
			'^Hipoteca',
			'eur[ií]bor',
			'(fija|variable)',
			'(ab)+c',
			'a*b+c?d{2}e{1,8}',
			'x*?y+?',
			'[[:alpha:]]+ [0-9]{4}',
			'[]a]+',
			'(?:ab)*',
			'\\d+\\.\\d{2}',
			'',
		])
			expect(verdict(p), p).toBe('ok');
	});

	it('refuses back-references, nested repetition, big bounds, many quantifiers and long patterns', () => {
		expect(verdict('(.*)\\1')).toBe('back-references are not allowed');
		expect(verdict('((a{1,3}){1,3}){1,3}')).toBe(
			'a repeated group already repeats inside (nested quantifiers)',
		);
		expect(verdict('(a*)*b')).toBe('a repeated group already repeats inside (nested quantifiers)');
		expect(verdict('((a+)b)+')).toBe(
			'a repeated group already repeats inside (nested quantifiers)',
		);
		expect(verdict('(x+x+)+y')).toBe(
			'a repeated group already repeats inside (nested quantifiers)',
		);
		expect(verdict('a{1,100}')).toBe('a {m,n} bound above 8');
		expect(verdict('a{9}')).toBe('a {m,n} bound above 8');
		expect(verdict('a*'.repeat(13))).toBe('more than 12 quantifiers');
		expect(verdict('a'.repeat(101))).toBe('longer than 100 characters');
	});

	it('bounds like and full-text values by length', () => {
		expect(() => checkLength('ilike', '%'.repeat(200), 200)).not.toThrow();
		expect(() => checkLength('ilike', '%'.repeat(201), 200)).toThrow(/pattern too costly/);
	});
});
