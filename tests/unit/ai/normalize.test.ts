import { describe, expect, it } from 'vitest';
import { normaliseQuestion, questionHash } from '../../../src/lib/ai/normalize.ts';
import { parseCachedAnswer, serializeAnswer } from '../../../src/lib/ai/answer.ts';

describe('question normalisation and hash', () => {
	it('drops accents, capitals, marks and extra spaces but keeps numbers', () => {
		expect(normaliseQuestion('  ¿Qué es la   TAE? ')).toBe('que es la tae');
		expect(normaliseQuestion('¿Cuánto pagaría por 180.000 al 2,9 %?')).toBe(
			'cuanto pagaria por 180.000 al 2,9 %',
		);
		expect(normaliseQuestion('Hola, ¿qué tal?')).toBe('hola que tal');
	});

	it('hashes the normalised question with SHA-256 (value from sha256sum)', async () => {
		const expected = 'c3d4e30b475810dcc5adc61859d41c2bae2efee9a5262c9bf542d1b7cb5be4da';
		expect(await questionHash('¿Qué es la TAE?')).toBe(expected);
		expect(await questionHash('que es la tae')).toBe(expected);
	});
});

describe('cached answers', () => {
	it('round-trips an answer and keeps only links within the site', () => {
		const stored = serializeAnswer({
			text: 'Texto',
			sources: [{ title: 'TAE', href: '/blog/glosario-hipotecario#tae' }],
			origin: 'contenido',
		});
		expect(parseCachedAnswer(stored)).toEqual({
			text: 'Texto',
			sources: [{ title: 'TAE', href: '/blog/glosario-hipotecario#tae' }],
			origin: 'cache',
		});
		const hostile = JSON.stringify({
			text: 'x',
			sources: [{ title: 'Fuera', href: 'https://evil.example' }],
		});
		expect(parseCachedAnswer(hostile).sources).toEqual([]);
		expect(parseCachedAnswer('Solo texto')).toEqual({
			text: 'Solo texto',
			sources: [],
			origin: 'cache',
		});
	});
});
