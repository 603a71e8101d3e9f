import { useState, type SubmitEvent } from 'react';
import { validateForm } from '~/lib/auth/schemas.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import {
	newTicketSchema,
	ticketCategories,
	ticketLimits,
	ticketPriorities,
	type NewTicketValues,
} from '~/lib/support/ticketSchema.ts';
import type { TicketRow } from '~/lib/supabase/tickets.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

type Fields = { subject: string; category: string; priority: string; message: string };

const options = (labels: Record<string, string>) =>
	Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The new-ticket form. Opening the ticket and sending its first message are two steps: once the
 * ticket exists, `onCreated` hands the first message to the chat, which sends it (and offers a
 * retry if that fails), so nothing typed is lost and no ticket is opened twice.
 */
export function NewTicketForm({
	initialSubject = '',
	onCreated,
}: {
	initialSubject?: string;
	onCreated: (ticket: TicketRow, firstMessage: string) => void;
}) {
	const [values, setValues] = useState<Fields>({
		subject: initialSubject,
		category: 'hipoteca',
		priority: 'media',
		message: '',
	});
	const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
	const [busy, setBusy] = useState(false);
	const set = (key: keyof Fields) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = validateForm<NewTicketValues>(newTicketSchema, values);
		if (!checked.ok) {
			setErrors({ [checked.issue.field]: checked.issue.message });
			toast({
				title: panelTexts.validation,
				description: checked.issue.message,
				variant: 'destructive',
			});
			return;
		}
		setErrors({});
		setBusy(true);
		try {
			const { createTicket } = await import('~/lib/supabase/tickets.ts');
			const ticket = await createTicket(await portalClient(), checked.data);
			onCreated(ticket, checked.data.message);
		} catch {
			toast({
				title: 'No se pudo abrir el ticket',
				description: panelTexts.saveErrorHint,
				variant: 'destructive',
			});
			setBusy(false);
		}
	};

	return (
		<form
			noValidate
			onSubmit={(e) => void submit(e)}
			className="space-y-4"
			aria-labelledby="nuevo-ticket-titulo"
		>
			<h2 id="nuevo-ticket-titulo" className="text-xl font-bold">
				Nuevo ticket
			</h2>
			<TextField
				id="ticket-asunto"
				label="Asunto"
				value={values.subject}
				onChange={set('subject')}
				error={errors.subject}
				maxLength={ticketLimits.subject.max + 50}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<SelectField
					id="ticket-categoria"
					label="Categoría"
					value={values.category}
					onChange={set('category')}
					error={errors.category}
					options={options(ticketCategories)}
				/>
				<SelectField
					id="ticket-prioridad"
					label="Prioridad"
					value={values.priority}
					onChange={set('priority')}
					error={errors.priority}
					options={options(ticketPriorities)}
				/>
			</div>
			<TextField
				id="ticket-mensaje"
				label="Mensaje"
				multiline
				value={values.message}
				onChange={set('message')}
				error={errors.message}
				hint="Cuéntanos qué necesitas; te respondemos en este chat."
			/>
			<button type="submit" className="btn btn-primary" disabled={busy}>
				{busy ? 'Enviando...' : 'Enviar ticket'}
			</button>
		</form>
	);
}
