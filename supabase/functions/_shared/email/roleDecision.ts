/**
 * «rol_decidido» (issue 45): the person hears by email that the team approved or refused the
 * role they asked for in their panel (public.role_change_requests). Optional: the person's
 * email preference applies (private.enqueue_email). Its payload: status (aprobada/rechazada),
 * role (the Spanish name of the role asked for) and first_name.
 */
import { type EmailContent, siteLink } from './layout.ts';
import { type Payload, quoted, text } from './payload.ts';

/** «Hola, Lucía:», or «Hola:» without a name. */
export const greeting = (p: Payload) => {
	const name = quoted(p, 'first_name');
	return name ? `Hola, ${name}:` : 'Hola:';
};

/** The email of a decided role request; `reason` is the footer line of optional emails. */
export function roleDecision(p: Payload, siteUrl: string, reason: string): EmailContent {
	const role = text(p, 'role');
	const approved = text(p, 'status') === 'aprobada';
	return approved
		? {
				subject: `Ya tienes el rol de ${role} en Hipoteca Clara`,
				heading: 'Tu cambio de rol está aprobado',
				blocks: [
					{ kind: 'p', text: greeting(p) },
					{
						kind: 'p',
						text: `Hemos aprobado tu solicitud: tu rol ahora es ${role}. En tu panel ya tienes las secciones de ese rol, como «Mis clientes» y «Mis formularios».`,
					},
					{ kind: 'button', label: 'Ir a mi panel', href: siteLink(siteUrl, '/dashboard') },
				],
				reason,
			}
		: {
				subject: 'Tu solicitud de cambio de rol no se ha aprobado',
				heading: 'Hemos revisado tu solicitud de cambio de rol',
				blocks: [
					{ kind: 'p', text: greeting(p) },
					{
						kind: 'p',
						text: `Tu solicitud para pasar a ${role} no se ha aprobado. Si tienes dudas, escríbenos desde Soporte.`,
					},
					{ kind: 'button', label: 'Ir a Soporte', href: siteLink(siteUrl, '/soporte') },
				],
				reason,
			};
}
