import { useEffect, useState, type SubmitEvent } from 'react';
import { panelTexts } from '~/lib/i18n/panel.ts';
import {
	clearDraft,
	messageDraftKey,
	readDraft,
	sessionDrafts,
	writeDraft,
} from '~/lib/support/drafts.ts';
import type { TicketMessageRow } from '~/lib/supabase/support.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { sendMessage } from '~/stores/supportThread.ts';
import { ticketRules } from './ticketRules.ts';

/** The Spanish explanation under a closed ticket's message box. */
export const closedExplanation =
	'Este ticket está cerrado y ya no admite mensajes. Si necesitas más ayuda, abre uno nuevo.';

const focusBox = () => document.getElementById('chat-mensaje')?.focus();

/**
 * The message box of a ticket. What is typed is kept per ticket in sessionStorage until the
 * server accepts it, so neither a refusal nor a reload loses it; a refusal says why next to the
 * box and focus returns to it. A closed ticket keeps the text readable but not sendable.
 */
export function ChatComposer({
	ticketId,
	asStaff,
	closed,
	takeFirstMessage,
	onSent,
	onFailed,
	onNewTicket,
}: {
	ticketId: string;
	asStaff: boolean;
	closed: boolean;
	/** Hands over, once, the first message of a ticket just opened: sent as the box mounts. */
	takeFirstMessage: () => string | undefined;
	onSent: (row: TicketMessageRow, first: boolean) => void;
	onFailed: (reason: string) => void;
	onNewTicket: () => void;
}) {
	const key = messageDraftKey(ticketId);
	const [draft, setDraft] = useState(() => readDraft(sessionDrafts(), key, { body: '' }).body);
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);

	const change = (body: string) => {
		setDraft(body);
		writeDraft(sessionDrafts(), key, { body }, { body: '' });
	};

	const send = async (body: string, first: boolean) => {
		setBusy(true);
		try {
			const row = await sendMessage(ticketId, body, asStaff);
			setError(undefined);
			setDraft('');
			clearDraft(sessionDrafts(), key);
			onSent(row, first);
		} catch (failure) {
			const reason = failure instanceof Error ? failure.message : String(failure);
			setError(reason);
			onFailed(reason);
			// After the box re-renders as it is now (a closed ticket makes it read-only).
			setTimeout(focusBox, 0);
		} finally {
			setBusy(false);
		}
	};

	useEffect(() => {
		const first = takeFirstMessage();
		if (!first) return;
		change(first);
		void send(first, true);
	}, []);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const rules = await ticketRules().catch(() => undefined);
		if (!rules) {
			setError(panelTexts.loadError);
			focusBox();
			return;
		}
		const checked = rules.validateForm(rules.messageBodySchema, draft);
		if (!checked.ok) {
			setError(checked.issue.message);
			focusBox();
			return;
		}
		void send(checked.data, false);
	};

	const locked = closed && !asStaff;
	return (
		<form
			noValidate
			onFocus={ticketRules.warm}
			onSubmit={(e) => void submit(e)}
			className="space-y-2"
		>
			<TextField
				id="chat-mensaje"
				label={asStaff ? 'Respuesta del equipo' : 'Tu mensaje'}
				multiline
				value={draft}
				onChange={change}
				error={error}
				readOnly={locked || busy}
				hint={locked ? closedExplanation : undefined}
			/>
			<div className="flex flex-wrap gap-2">
				<button type="submit" className="btn btn-primary" disabled={locked || busy}>
					{busy ? 'Enviando...' : 'Enviar'}
				</button>
				{locked && (
					<button type="button" className="btn btn-outline" onClick={onNewTicket}>
						Abrir un ticket nuevo
					</button>
				)}
			</div>
		</form>
	);
}
