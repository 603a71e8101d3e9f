import { z } from 'zod';

/** A calendar date written AAAA-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa el formato AAAA-MM-DD.');
/** A tax rate in percent. */
export const rate = z.number().min(0).max(30);
/** Where a figure comes from: law or bulletin and date, plus where it was seen. */
export const source = z
	.string()
	.min(10)
	.describe('Norma o boletín y fecha, más la publicación donde se vio el dato.');
/** Doubts and limits of a record. */
export const note = z
	.string()
	.optional()
	.describe('Dudas o matices: qué falta por verificar y qué no se modela.');

/**
 * Where a rule is written: the consolidated text of the law, the article and paragraph, a link
 * that opens at that article (BOE: `#a43`), and since when that wording applies.
 */
export const legalRef = z
	.object({
		law: z
			.string()
			.min(10)
			.describe(
				'Norma, tal como se cita: «Ley 5/2021, de 20 de octubre, de Tributos Cedidos de Andalucía».',
			),
		article: z
			.string()
			.regex(
				/^(art\.|arts\.|disposición|preámbulo)/,
				'Empieza por «art.», «arts.», «disposición» o «preámbulo».',
			)
			.describe('Artículo, apartado y letra: «art. 43.1.a».'),
		url: z
			.string()
			.url()
			.regex(/#\S+$/, 'El enlace debe llevar el ancla del artículo (#a43 en el BOE).')
			.describe('Texto consolidado abierto en el artículo.'),
		inForceSince: isoDate.describe('Fecha desde la que rige la redacción citada.'),
		textVersion: isoDate
			.optional()
			.describe('Fecha de la versión consolidada que se leyó para comprobar la cifra.'),
	})
	.strict();

/** Why a figure could not be checked in its law: shown as «no verificado» beside it. */
export const unverified = z
	.string()
	.min(10)
	.optional()
	.describe(
		'Motivo por el que la cifra no se ha podido leer en su norma; la página la marca «no verificado». Vacío cuando hay `law`.',
	);
