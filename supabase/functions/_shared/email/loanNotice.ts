// Dominio: loans
/**
 * «aviso_hipoteca» (issue 50): the notices of «Mi hipoteca» by email, queued by the daily job
 * «revisar-hipotecas» through public.loan_record_notice: N days before a revision, when the
 * revision's exact instalment is known, and once when an improvement passes the person's
 * threshold. Optional: the person's email preference applies (private.enqueue_email). Its
 * payload: kind, title and body (the notice's text, from src/lib/loans dueNotices), loan_name
 * (the person's label for the loan) and first_name.
 */
import { type EmailContent, siteLink } from './layout.ts';
import { type Payload, quoted, text } from './payload.ts';
import { greeting } from './roleDecision.ts';

/** Each kind's heading, when the notice's own title is missing. */
const headings: Record<string, string> = {
	'revision-aviso': 'Se acerca la revisión de tu hipoteca',
	'revision-exacta': 'Ya sabemos tu nueva cuota',
	mejora: 'Tu hipoteca puede mejorar',
};

/** The email of a loan notice; `reason` is the footer line of optional emails. */
export function loanNotice(p: Payload, siteUrl: string, reason: string): EmailContent {
	const heading = headings[text(p, 'kind')] ?? 'Un aviso sobre tu hipoteca';
	const title = text(p, 'title') || heading;
	const body = text(p, 'body');
	const loan = quoted(p, 'loan_name');
	return {
		subject: loan ? `${title} («${loan}»)` : title,
		heading,
		blocks: [
			{ kind: 'p', text: greeting(p) },
			{
				kind: 'p',
				text: loan
					? `Tenemos un aviso sobre tu préstamo «${loan}» de «Mi hipoteca»:`
					: 'Tenemos un aviso sobre tu préstamo de «Mi hipoteca»:',
			},
			...(body ? [{ kind: 'quote' as const, text: body }] : []),
			{
				kind: 'p',
				text: 'Las cifras salen de los datos que guardaste y del euríbor publicado; tu banco te confirmará la cuota definitiva.',
			},
			{ kind: 'button', label: 'Ver mi hipoteca', href: siteLink(siteUrl, '/dashboard#hipoteca') },
		],
		reason,
	};
}
