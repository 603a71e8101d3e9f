import { beforeAll, describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { guideMdx, newsMdx } from '../../../src/lib/ai/contentFiles.ts';
import { answerCardsSchema } from '../../../src/lib/ai/cardSchema.ts';
import { answerCards, buildPassages } from '../../../src/lib/ai/corpus.ts';
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
	const built = buildIndex(buildPassages(guideMdx, newsMdx), assistantDataFromFiles());
	index = loadIndex(
		JSON.parse(JSON.stringify(serializeIndex(built))) as ReturnType<typeof serializeIndex>,
	);
});

/**
 * Questions and the section that answers them (chosen by reading our content): the exact
 * heading anchor of a guide or news article, an answer card's anchor or a glossary entry.
 */
const questions: [string, string | string[]][] = [
	['¿Qué es la TAE?', '/blog/glosario-hipotecario#tae'],
	['que es el euribor', '/blog/glosario-hipotecario#euribor'],
	// Ley 5/2019: the bank pays the notary of the loan deed (the news article says who pays what).
	[
		'¿Quién paga la notaría de la hipoteca?',
		'/blog/noticia/ley-5-2019-quien-paga-gastos-hipoteca#quién-paga-qué-en-la-hipoteca',
	],
	[
		'¿Qué es el aval ICO para jóvenes?',
		[
			'/blog/noticia/aval-ico-primera-vivienda-ampliado-2027#cómo-funciona-el-aval',
			'/blog/noticia/aval-ico-primera-vivienda-ampliado-2027#quién-puede-pedirlo',
			'/hipoteca-joven#preguntas',
			// The glossary's own entry, since the glossary grew to 128 terms.
			'/blog/glosario-hipotecario#aval-ico',
		],
	],
	[
		'¿Qué documentos necesita un autónomo para la hipoteca?',
		[
			'/blog/noticia/hipoteca-autonomos-requisitos-documentacion#documentación-habitual',
			'/blog/documentos-necesarios-hipoteca#autónomos',
		],
	],
	['¿Qué es una hipoteca mixta?', '/blog/glosario-hipotecario#hipoteca-mixta'],
	// The glossary says it: «normalmente cada seis o doce meses».
	[
		'¿Cada cuánto se revisa una hipoteca variable?',
		[
			'/blog/glosario-hipotecario#hipoteca-variable',
			'/blog/fija-vs-variable#revisión-anual-o-semestral-no-es-un-detalle',
		],
	],
	['¿Qué es la subrogación?', '/blog/glosario-hipotecario#subrogacion'],
	['¿Qué es la tasa de esfuerzo?', '/blog/glosario-hipotecario#tasa-esfuerzo'],
	['¿Qué es la oferta vinculante?', '/blog/glosario-hipotecario#oferta-vinculante'],
	['HIPOTECA FIJA', '/blog/glosario-hipotecario#hipoteca-fija'],
	// Synonyms: «papeles» for documents, «darme» for what the bank must hand over.
	[
		'qué papeles tiene que darme el banco antes de firmar',
		'/blog/documentos-necesarios-hipoteca#lo-que-te-tiene-que-entregar-el-banco',
	],
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

	it('says plainly when it does not know, with the closest pages when there are some', () => {
		for (const q of ['¿Cuál es la mejor receta de paella?', '¿Quién ganó el mundial de 2010?']) {
			const answer = answerOffline(q, index);
			expect(answer.origin).toBe('desconocido');
			expect(answer.text).toContain('No lo sé con seguridad');
			expect(answer.sources.length).toBeLessThanOrEqual(3);
			for (const s of answer.sources) expect(s.href).toMatch(/^\//);
		}
		const nothing = answerOffline('xyzzy', index);
		expect(nothing.text).toContain('No lo sé con seguridad');
		expect(nothing.sources).toEqual([]);
	});

	it('links every passage of an article to a heading anchor of that article', () => {
		const passages = buildPassages(guideMdx, newsMdx);
		const guide = passages.filter((p) =>
			p.href.startsWith('/blog/documentos-necesarios-hipoteca#'),
		);
		expect(guide.map((p) => p.href)).toContain(
			'/blog/documentos-necesarios-hipoteca#documentos-comunes-a-todos-los-perfiles',
		);
		// A «###» section keeps the «##» heading it sits under, for the search.
		expect(guide.find((p) => p.href.endsWith('#autónomos'))?.parent).toBe(
			'Documentación según tu perfil',
		);
	});

	it('has at least 150 curated answer cards, each with three phrasings, a short answer and an anchor', () => {
		expect(answerCardsSchema.safeParse(answerCards).success).toBe(true);
		expect(answerCards.length).toBeGreaterThanOrEqual(150);
		expect(answerCardsSchema.safeParse([...answerCards, answerCards[0]]).success).toBe(false);
	});

	it('ties every answer card to an anchor our content has', () => {
		const hrefs = new Set(
			buildPassages(guideMdx, newsMdx)
				.filter((p) => p.kind !== 'tarjeta')
				.map((p) => p.href),
		);
		for (const card of answerCards) {
			const [page = ''] = card.href.split('#');
			const anchors = [...hrefs].filter((h) => h.startsWith(`${page}#`));
			// «Qué analiza el banco» has only «###» sections under it: its anchor is their parent.
			const ok =
				hrefs.has(card.href) ||
				buildPassages(guideMdx, newsMdx).some(
					(p) => p.href.startsWith(`${page}#`) && card.href.endsWith(slugOfParent(p.parent)),
				);
			expect(ok, `${card.id}: ${card.href} (${anchors.length} anchors on the page)`).toBe(true);
		}
	});
});

/** The anchor of a «##» heading that has only «###» sections (github-slugger's rules). */
function slugOfParent(parent: string | undefined): string {
	return `#${(parent ?? '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s-]/gu, '')
		.replace(/\s/g, '-')}`;
}
