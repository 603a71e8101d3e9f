import { beforeAll, describe, expect, it } from 'vitest';
import { guideMdx, newsMdx } from '../../../src/lib/ai/contentFiles.ts';
import { buildPassages } from '../../../src/lib/ai/corpus.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import {
	buildIndex,
	loadIndex,
	serializeIndex,
	type PassageIndex,
} from '../../../src/lib/ai/searchIndex.ts';

let index: PassageIndex;

beforeAll(() => {
	// The index goes through JSON as the browser gets it from the static asset.
	const built = buildIndex(buildPassages(guideMdx, newsMdx));
	index = loadIndex(
		JSON.parse(JSON.stringify(serializeIndex(built))) as ReturnType<typeof serializeIndex>,
	);
});

/** Questions and the page that answers them (chosen by reading our content). */
const questions: [string, string | string[]][] = [
	['¿Qué es la TAE?', '/blog/glosario-hipotecario#tae'],
	['que es el euribor', '/blog/glosario-hipotecario#euribor'],
	// The home FAQ, the buying guide's signing step and the costs guide all say the bank pays it.
	[
		'¿Quién paga la notaría de la hipoteca?',
		['/#preguntas', '/blog/guia-comprar-primera-vivienda', '/blog/gastos-compraventa-hipoteca'],
	],
	['ITP en Valencia', '/hipoteca-valencia'],
	['¿Cuál es el ITP de Soria?', '/hipoteca-soria'],
	['¿Qué es el aval ICO para jóvenes?', '/hipoteca-joven#preguntas'],
	[
		'¿Qué documentos necesita un autónomo para la hipoteca?',
		'/blog/documentos-necesarios-hipoteca',
	],
	['¿Qué es una hipoteca mixta?', '/blog/glosario-hipotecario#hipoteca-mixta'],
	['¿Cada cuánto se revisa una hipoteca variable?', '/blog/fija-vs-variable'],
	['¿Qué es la subrogación?', '/blog/glosario-hipotecario#subrogacion'],
	['¿Qué es la tasa de esfuerzo?', '/blog/glosario-hipotecario#tasa-esfuerzo'],
	['¿Qué es la oferta vinculante?', '/blog/glosario-hipotecario#oferta-vinculante'],
	['HIPOTECA FIJA', '/blog/glosario-hipotecario#hipoteca-fija'],
];

describe('retrieval over our content', () => {
	it.each(questions)('%s → %s', (question, href) => {
		const answer = answerOffline(question, index);
		expect(answer.origin).toBe('contenido');
		expect(typeof href === 'string' ? [href] : href).toContain(answer.sources[0]?.href);
		expect(answer.text.length).toBeGreaterThan(20);
		expect(answer.text.length).toBeLessThanOrEqual(420);
	});

	it('ignores accents and capitals', () => {
		const plain = answerOffline('que es la tasacion', index);
		const accented = answerOffline('¿QUÉ ES LA TASACIÓN?', index);
		expect(accented.sources[0]?.href).toBe(plain.sources[0]?.href);
		expect(plain.sources[0]?.href).toBe('/blog/glosario-hipotecario#tasacion');
	});

	it('says plainly when it does not know', () => {
		for (const q of [
			'¿Cuál es la mejor receta de paella?',
			'¿Quién ganó el mundial de 2010?',
			'xyzzy',
		]) {
			const answer = answerOffline(q, index);
			expect(answer.origin).toBe('desconocido');
			expect(answer.text).toContain('No lo sé');
			expect(answer.sources).toEqual([]);
		}
	});
});
