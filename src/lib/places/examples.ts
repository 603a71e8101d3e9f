import { z } from 'zod';
import examplesData from '../../../content/data/examples.json' with { type: 'json' };

/** The assumptions behind every example on province, city and portal pages (one source). */
export const examplesSchema = z
	.object({
		areaM2: z.number().positive().describe('Superficie construida de la vivienda de ejemplo.'),
		ltvPercent: z.number().min(1).max(100).describe('Préstamo sobre el precio, en %.'),
		years: z.number().int().min(1).max(40).describe('Plazo del préstamo de ejemplo.'),
		ratePercent: z.number().min(0).max(30).describe('Tipo fijo de ejemplo, en %.'),
		buyerAge: z
			.number()
			.int()
			.min(18)
			.max(75)
			.describe('Edad de la persona compradora de ejemplo.'),
		effortPercent: z
			.number()
			.min(1)
			.max(100)
			.describe('Parte de los ingresos netos para la cuota.'),
		note: z.string().describe('Explicación de los supuestos que se muestra en las páginas.'),
	})
	.strict();

/** Validated example assumptions. */
export const examples = examplesSchema.parse(examplesData);
