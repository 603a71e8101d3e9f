import { z } from 'zod';
import typeData from '../../../content/data/propertyTypes.json' with { type: 'json' };

/** A kind of home (piso, ático, chalet…) as pages and the portal use it. */
export const propertyTypeSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z]+$/)
			.describe('Identificador usado en las URL del portal.'),
		name: z.string().describe('Nombre en singular.'),
		plural: z.string().describe('Nombre en plural para listados.'),
		withArticle: z.string().describe('Singular con artículo: «un piso», «una casa».'),
		typicalAreaM2: z
			.number()
			.positive()
			.describe('Superficie construida supuesta en los ejemplos (no es una estadística).'),
		description: z.string().describe('Descripción corta para la portada y el portal.'),
	})
	.strict();

/** A property type record. */
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/** All property types, validated, in display order. */
export const propertyTypes: readonly PropertyType[] = z
	.array(propertyTypeSchema)
	.min(1)
	.parse(typeData);
