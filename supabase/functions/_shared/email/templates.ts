/**
 * The Spanish templates of the transactional emails, one per `email_outbox.template`, shared by
 * the local backend's worker and the Edge Function «enviar-emails». Each one turns the payload
 * its trigger wrote into an email framed in the brand (layout.ts escapes every value); links are
 * absolute to the site URL the worker is configured with.
 */
import processSteps from '../../../../content/data/process.json' with { type: 'json' };
import { type EmailContent, frame, type RenderedEmail, siteLink } from './layout.ts';
import { type Payload, quoted, text } from './payload.ts';
import { loanNotice } from './loanNotice.ts';
import { greeting, roleDecision } from './roleDecision.ts';
import { signedCopy } from './signedCopy.ts';
import { signedCopyConfirmation } from './signedCopyConfirmation.ts';

/** The `template` check of email_outbox (last set by migration 20261210100000), in its order. */
export const emailTemplateKeys = [
	'respuesta_soporte',
	'ticket_cerrado',
	'solicitud_avanza',
	'aviso_equipo',
	'nuevo_cliente',
	'copia_formulario_firmado',
	'documento_rechazado',
	'cuenta_eliminada',
	'confirmar_copia',
	'rol_decidido',
	'aviso_hipoteca',
] as const;
export type EmailTemplateKey = (typeof emailTemplateKeys)[number];

/** Legal and security emails: sent even when the person turned emails off. */
export const legalTemplates: readonly EmailTemplateKey[] = [
	'copia_formulario_firmado',
	'cuenta_eliminada',
];

export const isEmailTemplateKey = (key: string): key is EmailTemplateKey =>
	(emailTemplateKeys as readonly string[]).includes(key);

/** The footer's line for the emails a person may turn off, with where to do it. */
const optional = (siteUrl: string) =>
	`Recibes este email porque tienes activados los avisos por email. Puedes desactivarlos en tu panel: ${siteLink(siteUrl, '/dashboard#perfil')}`;

/** How the application's state reads inside a sentence. */
const statusInSentence: Record<string, string> = {
	en_curso: 'en curso',
	aprobada: 'aprobada',
	firmada: 'firmada',
	cancelada: 'cancelada',
};

/** The panel's document kinds that read differently from their id; the rest are humanised. */
const documentKinds: Record<string, string> = {
	dni: 'DNI o NIE',
	dni_nie: 'DNI o NIE',
	nominas: 'últimas nóminas',
	renta: 'última declaración de la renta',
	irpf: 'última declaración de la renta',
	extractos: 'extractos bancarios',
	vida_laboral: 'vida laboral',
	fein: 'FEIN',
};

const humanise = (id: string) => id.replace(/[_-]+/g, ' ').trim();

type Render = (payload: Payload, siteUrl: string) => EmailContent;

const templates = {
	respuesta_soporte: (p, siteUrl) => ({
		subject: `Nueva respuesta a tu consulta: ${quoted(p, 'subject')}`,
		heading: 'El equipo ha respondido a tu consulta',
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{ kind: 'p', text: `Tenemos una respuesta a tu consulta «${quoted(p, 'subject')}»:` },
			{ kind: 'quote', text: text(p, 'message') },
			{
				kind: 'button',
				label: 'Ver la conversación',
				href: siteLink(siteUrl, `/soporte?ticket=${encodeURIComponent(text(p, 'ticket_id'))}`),
			},
			{ kind: 'note', text: 'Para contestar, escribe en la conversación: este buzón no se lee.' },
		],
		reason: optional(siteUrl),
	}),
	ticket_cerrado: (p, siteUrl) => ({
		subject: `Hemos cerrado tu consulta: ${quoted(p, 'subject')}`,
		heading: 'Tu consulta está cerrada',
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{
				kind: 'p',
				text: `Hemos cerrado tu consulta «${quoted(p, 'subject')}». Si necesitas algo más, abre una nueva desde la página de soporte.`,
			},
			{
				kind: 'button',
				label: 'Ver la consulta',
				href: siteLink(siteUrl, `/soporte?ticket=${encodeURIComponent(text(p, 'ticket_id'))}`),
			},
		],
		reason: optional(siteUrl),
	}),
	solicitud_avanza: (p, siteUrl) => {
		const step = Number(text(p, 'step'));
		const title = Number.isInteger(step) ? processSteps[step - 1]?.title : undefined;
		const status = statusInSentence[text(p, 'status')] ?? 'en curso';
		const where = title ? `el paso ${step} de 6 («${title}»)` : 'un nuevo paso';
		return {
			subject:
				status === 'cancelada'
					? 'Tu solicitud hipotecaria se ha cancelado'
					: `Tu solicitud hipotecaria avanza${title ? `: paso ${step} de 6` : ''}`,
			heading: 'Tu solicitud avanza',
			blocks: [
				{ kind: 'p', text: 'Hola:' },
				{ kind: 'p', text: `Tu solicitud hipotecaria está en ${where} y su estado es: ${status}.` },
				{
					kind: 'button',
					label: 'Ver mi solicitud',
					href: siteLink(siteUrl, '/dashboard#solicitud'),
				},
			],
			reason: optional(siteUrl),
		};
	},
	aviso_equipo: (p, siteUrl) => ({
		subject: text(p, 'title'),
		heading: text(p, 'title'),
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{ kind: 'p', text: 'El equipo de Hipoteca Clara te ha enviado este aviso:' },
			{ kind: 'quote', text: text(p, 'message') },
			{
				kind: 'button',
				label: 'Abrir en Hipoteca Clara',
				href: siteLink(siteUrl, text(p, 'action_url') || '/dashboard'),
			},
		],
		reason: optional(siteUrl),
	}),
	nuevo_cliente: (p, siteUrl) => ({
		subject: `Nuevo cliente desde tu formulario «${quoted(p, 'form_title')}»`,
		heading: 'Tienes un nuevo cliente',
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{
				kind: 'p',
				text: `${quoted(p, 'client_name')} ha rellenado tu formulario «${quoted(p, 'form_title')}» y ha firmado su consentimiento. Sus datos te esperan en tu panel.`,
			},
			{ kind: 'button', label: 'Ver mis clientes', href: siteLink(siteUrl, '/dashboard#clientes') },
		],
		reason: optional(siteUrl),
	}),
	copia_formulario_firmado: (p) => signedCopy(p),
	confirmar_copia: (p, siteUrl) => signedCopyConfirmation(p, siteUrl),
	documento_rechazado: (p, siteUrl) => {
		const kind = documentKinds[text(p, 'kind')] ?? humanise(text(p, 'kind'));
		const reason = text(p, 'reason');
		const file = text(p, 'file_name');
		return {
			subject: 'Tenemos que pedirte otra vez un documento',
			heading: 'Hemos revisado un documento',
			blocks: [
				{ kind: 'p', text: greeting(p) },
				{
					kind: 'p',
					text: file
						? `Hemos revisado el archivo «${file}» que subiste en «${kind}» y no podemos aceptarlo.`
						: `Hemos revisado tu documento «${kind}» y no podemos aceptarlo.`,
				},
				...(reason ? [{ kind: 'quote' as const, text: `Motivo: ${reason}` }] : []),
				{ kind: 'p', text: 'Súbelo de nuevo desde tu solicitud cuando puedas.' },
				{
					kind: 'button',
					label: 'Ir a mi solicitud',
					href: siteLink(siteUrl, '/dashboard#solicitud'),
				},
			],
			reason: optional(siteUrl),
		};
	},
	cuenta_eliminada: (_p, siteUrl) => ({
		subject: 'Hemos eliminado tu cuenta de Hipoteca Clara',
		heading: 'Tu cuenta se ha eliminado',
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{
				kind: 'p',
				text: 'Como nos has pedido desde tu panel, hemos eliminado tu cuenta de Hipoteca Clara. Con ella hemos borrado tu perfil, tus simulaciones y valoraciones guardadas, tus solicitudes, los documentos que subiste, tus consultas de soporte y tus avisos.',
			},
			{
				kind: 'p',
				text: 'Si no has sido tú, escríbenos cuanto antes desde la página de contacto: alguien podría conocer tu contraseña.',
			},
			{ kind: 'button', label: 'Ir a contacto', href: siteLink(siteUrl, '/contacto') },
		],
		reason:
			'Este email se envía siempre: es un aviso de seguridad sobre tu cuenta. No volverás a recibir más emails nuestros.',
	}),
	rol_decidido: (p, siteUrl) => roleDecision(p, siteUrl, optional(siteUrl)),
	aviso_hipoteca: (p, siteUrl) => loanNotice(p, siteUrl, optional(siteUrl)),
} satisfies Record<EmailTemplateKey, Render>;

/** Renders the template `key` with a row's payload; links start at `siteUrl`. */
export function renderEmail(
	key: EmailTemplateKey,
	payload: Payload,
	siteUrl: string,
): RenderedEmail {
	return frame(templates[key](payload, siteUrl));
}
