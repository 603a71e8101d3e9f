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
