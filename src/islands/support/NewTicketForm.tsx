import { useRef, useState, type SubmitEvent } from 'react';
import { panelTexts } from '~/lib/i18n/panel.ts';
import {
	clearDraft,
	newTicketDraftKey,
	readDraft,
	sessionDrafts,
	writeDraft,
} from '~/lib/support/drafts.ts';
import type { NewTicketValues } from '~/lib/support/ticketSchema.ts';
import { ticketCategories, ticketLimits, ticketPriorities } from '~/lib/support/ticketTexts.ts';
import type { TicketRow } from '~/lib/supabase/support.ts';
import { LiveSummary, SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import { openTicket } from '~/stores/support.ts';
import { ticketRules } from './ticketRules.ts';

type Fields = { subject: string; category: string; priority: string; message: string };

const blank: Fields = { subject: '', category: 'hipoteca', priority: 'media', message: '' };

const options = (labels: Record<string, string>) =>
	Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Ids of the fields, to put focus on the one in error. */
const fieldIds: Record<keyof Fields, string> = {
	subject: 'ticket-asunto',
	category: 'ticket-categoria',
	priority: 'ticket-prioridad',
	message: 'ticket-mensaje',
};

/**
 * The new-ticket form. What is typed is kept in sessionStorage (restored after a reload,
 * cleared once the ticket is open). Opening the ticket and sending its first message are two
 * steps: once the ticket exists, `onCreated` hands the first message to the chat, which sends
 * it (keeping it in its box if that fails), so nothing typed is lost and no ticket is opened
 * twice.
 */
export function NewTicketForm({
	initialSubject = '',
	onCreated,
}: {
	initialSubject?: string;
	onCreated: (ticket: TicketRow, firstMessage: string) => void;
}) {
	const [values, setValues] = useState<Fields>(() => {
		const saved = readDraft(sessionDrafts(), newTicketDraftKey, blank);
		return initialSubject ? { ...saved, subject: initialSubject } : saved;
	});
	const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
	const [said, setSaid] = useState('');
	const [busy, setBusy] = useState(false);
	const button = useRef<HTMLButtonElement>(null);
	const set = (key: keyof Fields) => (value: string) =>
		setValues((v) => {
			const next = { ...v, [key]: value };
			writeDraft(sessionDrafts(), newTicketDraftKey, next, blank);
			return next;
		});

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const rules = await ticketRules().catch(() => undefined);
		if (!rules) {
			setSaid(panelTexts.loadError);
			button.current?.focus();
			return;
		}
		const checked = rules.validateForm<NewTicketValues>(rules.newTicketSchema, values);
		if (!checked.ok) {
			const field = checked.issue.field as keyof Fields;
			setErrors({ [field]: checked.issue.message });
			setSaid(`${panelTexts.validation}: ${checked.issue.message}`);
			document.getElementById(fieldIds[field] ?? fieldIds.subject)?.focus();
			return;
		}
		setErrors({});
		setBusy(true);
		try {
			const ticket = await openTicket(checked.data);
			clearDraft(sessionDrafts(), newTicketDraftKey);
			onCreated(ticket, checked.data.message);
		} catch {
			setSaid(`No se pudo abrir el ticket. ${panelTexts.saveErrorHint}`);
			setBusy(false);
			// The button was disabled while sending: give focus back to it, next to the reason.
			setTimeout(() => button.current?.focus(), 0);
		}
	};

	return (
		<form
			noValidate
			onFocus={ticketRules.warm}
			onSubmit={(e) => void submit(e)}
			className="space-y-4"
			aria-labelledby="nuevo-ticket-titulo"
		>
			<h2 id="nuevo-ticket-titulo" className="text-xl font-bold">
				Nuevo ticket
			</h2>
			<TextField
				id={fieldIds.subject}
				label="Asunto"
				value={values.subject}
				onChange={set('subject')}
				error={errors.subject}
				maxLength={ticketLimits.subject.max + 50}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<SelectField
					id={fieldIds.category}
					label="Categoría"
					value={values.category}
					onChange={set('category')}
					error={errors.category}
					options={options(ticketCategories)}
				/>
				<SelectField
					id={fieldIds.priority}
					label="Prioridad"
					value={values.priority}
					onChange={set('priority')}
					error={errors.priority}
					options={options(ticketPriorities)}
				/>
			</div>
			<TextField
				id={fieldIds.message}
				label="Mensaje"
				multiline
				value={values.message}
				onChange={set('message')}
				error={errors.message}
				hint="Cuéntanos qué necesitas; te respondemos en este chat."
			/>
			<LiveSummary text={said} visible={said !== '' && !said.startsWith(panelTexts.validation)} />
			<button ref={button} type="submit" className="btn btn-primary" disabled={busy}>
				{busy ? 'Enviando...' : 'Enviar ticket'}
			</button>
		</form>
	);
}
