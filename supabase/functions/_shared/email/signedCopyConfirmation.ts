/**
 * «confirmar_copia» (issue 43): the first email to the address a shareable form was signed
 * with. It says who filled in which form of whom and why the email arrives, and offers the copy
 * behind a link whose page confirms the address (public.confirm_signed_copy). The form's title
 * and the names are other people's words: quoted and defanged, never in the subject.
 */
import { type EmailContent, siteLink } from './layout.ts';
import { formatWhen, type Payload, quoted, text } from './payload.ts';

export function signedCopyConfirmation(p: Payload, siteUrl: string): EmailContent {
	const form = quoted(p, 'form_title');
	const professional = quoted(p, 'professional');
	const name = quoted(p, 'name');
	const when = formatWhen(text(p, 'signed_at'));
	const token = text(p, 'token');
	return {
		subject: 'Confirma tu email para recibir la copia de tu formulario firmado',
		heading: 'Confirma tu email',
		blocks: [
			{ kind: 'p', text: 'Hola:' },
			{
				kind: 'p',
				text:
					`Alguien ha firmado${when ? ` el ${when}` : ''} en Hipoteca Clara el formulario «${form}»` +
					`${professional ? ` que envía «${professional}»` : ''}, a nombre de «${name}», y ha escrito esta dirección de email para recibir una copia de lo firmado.`,
			},
			{
				kind: 'p',
				text: 'Solo enviamos esa copia a una dirección que confirme su dueño. Si fuiste tú, pídela aquí:',
			},
			{
				kind: 'button',
				label: 'Enviarme la copia',
				href: siteLink(siteUrl, `/formulario?copia=${encodeURIComponent(token)}`),
			},
			{
				kind: 'note',
				text: 'Si no has firmado ese formulario, ignora este email: no te enviaremos nada más sobre él. El título y los nombres entre comillas los escribieron otras personas; no son un mensaje de Hipoteca Clara.',
			},
		],
		reason:
			'Recibes este email porque alguien escribió esta dirección al firmar un formulario en Hipoteca Clara.',
	};
}
