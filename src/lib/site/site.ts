import { z } from 'zod';
import siteData from '../../../content/data/site.json' with { type: 'json' };

/** A link to a social network profile of the brand. */
const socialLink = z
	.object({
		id: z.string().describe('Identificador corto de la red (instagram, facebook…).'),
		name: z.string().describe('Nombre visible de la red social.'),
		url: z.url().describe('Dirección completa del perfil.'),
	})
	.strict();

/** Site-wide configuration: the only place the brand, domain and contact details are written. */
export const siteSchema = z
	.object({
		brand: z.string().min(2).describe('Nombre comercial que se muestra en títulos y logotipo.'),
		legalName: z.string().describe('Razón social que aparece en los textos legales.'),
		tagline: z.string().describe('Lema corto bajo el logotipo y en el pie.'),
		description: z.string().describe('Descripción por defecto de las páginas.'),
		domain: z
			.string()
			.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Escribe el dominio sin «www.» ni protocolo.')
			.describe('Dominio principal sin www; la URL canónica siempre usa www.'),
		phone: z.string().describe('Teléfono de atención tal y como se muestra.'),
		whatsapp: z
			.string()
			.regex(/^\d{8,15}$/, 'Solo dígitos, con prefijo de país y sin «+».')
			.describe('Número de WhatsApp para el enlace wa.me.'),
		whatsappMessage: z.string().describe('Mensaje con el que se abre la conversación.'),
		email: z.email().describe('Correo de contacto.'),
		address: z
			.object({
				street: z.string(),
				postalCode: z.string(),
				city: z.string(),
				region: z.string(),
				country: z.string().length(2),
			})
			.strict()
			.describe('Dirección postal de la empresa.'),
		social: z.array(socialLink).describe('Perfiles en redes sociales, en el orden del pie.'),
		sisterBrands: z
			.array(
				z
					.object({
						name: z.string(),
						kind: z.string().describe('A qué se dedica la marca hermana.'),
						url: z.url(),
					})
					.strict(),
			)
			.length(3)
			.describe('Las tres marcas hermanas del grupo que enlaza el pie.'),
		defaultSocialImage: z.string().startsWith('/').describe('Imagen social por defecto.'),
	})
	.strict();

/** The validated site configuration. */
export type Site = z.infer<typeof siteSchema>;

/** Site configuration read from content/data/site.json. */
export const site: Site = siteSchema.parse(siteData);

/** Canonical origin of the site, always on the www host. */
export const siteOrigin = `https://www.${site.domain}`;

/** wa.me link that opens a WhatsApp chat with the brand and a first message. */
export const whatsappUrl = `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(site.whatsappMessage)}`;

/** Phone number in the tel: form (digits and leading plus only). */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
