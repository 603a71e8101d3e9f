// Dominio: email, auth
import { frame, type Block, type EmailContent } from './layout.ts';

/**
 * The auth emails GoTrue sends (sign-up, password reset, email change and its notice, invite,
 * magic link), written in the same frame and blocks as every other email. Their text carries
 * GoTrue's template variables (`{{ .ConfirmationURL }}`, `{{ .Token }}`, `{{ .Data.first_name }}`…),
 * which HTML escaping leaves as they are. `node scripts/emailTemplates.ts` writes each one to
 * supabase/templates/<name>.html, the files config.toml points GoTrue (hosted, `supabase start`
 * and the local server) at; a unit test keeps the files equal to what this module renders.
 */

/** The templates of config.toml, by the file name GoTrue reads. */
export type AuthTemplateName =
	| 'confirmation'
	| 'recovery'
	| 'email_change'
	| 'invite'
	| 'magic_link'
	| 'email_changed_notification';

const greeting: Block = {
	kind: 'p',
	text: '{{ if .Data.first_name }}Hola, {{ .Data.first_name }}:{{ else }}Hola:{{ end }}',
};

/** What follows a link's button: the code that does the same, and how long both last. */
const linkHelp: Block[] = [
	{
		kind: 'code',
		text: '¿El botón no funciona? Copia el enlace en tu navegador o usa este código:',
		code: '{{ .Token }}',
	},
	{ kind: 'note', text: 'El enlace y el código caducan en 1 hora y solo sirven una vez.' },
];

const sentTo = 'Has recibido este correo porque alguien usó {{ .Email }} en {{ .SiteURL }}.';

/** An email whose button opens GoTrue's confirmation link. */
function withLink(heading: string, intro: string, button: string, ignore: string): EmailContent {
	return {
		subject: heading,
		heading,
		blocks: [
			greeting,
			{ kind: 'p', text: intro },
			{ kind: 'button', label: button, href: '{{ .ConfirmationURL }}' },
			...linkHelp,
			{ kind: 'note', text: ignore },
		],
		reason: sentTo,
	};
}

/** Each auth email's content. */
export const authTemplates: Record<AuthTemplateName, EmailContent> = {
	confirmation: withLink(
		'Confirma tu cuenta',
		'Gracias por registrarte en Hipoteca Clara. Confirma tu email para activar tu cuenta y entrar en tu panel: allí guardarás tus simulaciones y seguirás tu hipoteca paso a paso.',
		'Confirmar mi cuenta',
		'Si no has creado una cuenta, ignora este mensaje: sin confirmar, la cuenta no se activa.',
	),
	recovery: withLink(
		'Restablece tu contraseña',
		'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de Hipoteca Clara. Pulsa el botón para elegir una nueva.',
		'Crear una contraseña nueva',
		'Si no lo has pedido tú, ignora este mensaje: tu contraseña actual sigue funcionando.',
	),
	email_change: withLink(
		'Confirma tu nuevo email',
		'Has pedido usar {{ .NewEmail }} como email de tu cuenta de Hipoteca Clara. Confírmalo para completar el cambio.',
		'Confirmar el nuevo email',
		'Si no has pedido este cambio, ignora este mensaje y escríbenos: tu email no cambiará.',
	),
	invite: withLink(
		'Te han invitado a Hipoteca Clara',
		'Tu asesor te ha creado una cuenta en Hipoteca Clara para que sigas tu hipoteca desde tu panel. Acepta la invitación para entrar.',
		'Aceptar la invitación',
		'Si no esperabas esta invitación, ignora este mensaje.',
	),
	magic_link: withLink(
		'Tu enlace para entrar',
		'Pulsa el botón para entrar en tu cuenta de Hipoteca Clara sin contraseña.',
		'Entrar en mi cuenta',
		'Si no lo has pedido tú, ignora este mensaje: nadie podrá entrar sin él.',
	),
	email_changed_notification: {
		subject: 'Tu email ha cambiado',
		heading: 'Tu email ha cambiado',
		blocks: [
			greeting,
			{
				kind: 'p',
				text: 'El email de tu cuenta de Hipoteca Clara ya no es {{ .OldEmail }}: desde ahora es {{ .Email }}. Lo confirmaron las dos direcciones.',
			},
			{
				kind: 'note',
				text: 'Si no has hecho este cambio, escríbenos cuanto antes desde la página de contacto o al teléfono de abajo para recuperar tu cuenta.',
			},
		],
		reason:
			'Has recibido este aviso porque {{ .OldEmail }} era el email de tu cuenta en {{ .SiteURL }}.',
	},
};

/** The HTML file of one auth email, as GoTrue reads it. */
export function authTemplateHtml(name: AuthTemplateName): string {
	return `${frame(authTemplates[name]).html}\n`;
}
