import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { checkLeadNotes, leadStatuses } from '~/lib/dashboard/leads.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { ClientLeadRow } from '~/lib/supabase/shareForms.ts';
import { $clients, portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import { SelectField } from '~/islands/tools/shared/fields.tsx';
import { QueryView, TextField } from './ui.tsx';

const statusOptions = Object.entries(leadStatuses).map(([value, label]) => ({ value, label }));

/** One client lead with its follow-up (status and notes), saved without losing what was typed. */
function LeadItem({ lead, formTitle }: { lead: ClientLeadRow; formTitle: string }) {
	const [status, setStatus] = useState(lead.status);
	const [notes, setNotes] = useState(lead.notes ?? '');
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkLeadNotes(notes);
		if (!checked.ok) {
			setError(checked.message);
			toast({ title: panelTexts.validation, description: checked.message, variant: 'destructive' });
			return;
		}
		setError(undefined);
		setBusy(true);
		try {
			const { updateClientLead } = await import('~/lib/supabase/shareForms.ts');
			await updateClientLead(await portalClient(), lead.id, { status, notes: checked.notes });
			toast({ title: panelTexts.saved, description: `Seguimiento de ${lead.name} actualizado.` });
		} catch {
			toast({
				title: panelTexts.saveError,
				description: panelTexts.saveErrorHint,
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	return (
		<li className="py-4" data-testid="cliente">
			<p className="font-semibold">{lead.name}</p>
			<p className="text-sm break-words">
				<a className="text-primary underline" href={`mailto:${lead.email}`}>
					{lead.email}
				</a>
				{lead.phone && (
					<>
						{' '}
						·{' '}
						<a className="text-primary underline" href={`tel:${lead.phone.replace(/\s/g, '')}`}>
							{lead.phone}
						</a>
					</>
				)}
			</p>
			<p className="text-xs text-muted">
				{formTitle} · {formatDateTime(lead.created_at)}
			</p>
			{lead.message && <p className="mt-2 text-sm whitespace-pre-line">{lead.message}</p>}
			<form
				noValidate
				onSubmit={(e) => void save(e)}
				className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]"
			>
				<SelectField
					id={`lead-${lead.id}-estado`}
					label="Estado"
					value={status}
					onChange={setStatus}
					options={statusOptions}
				/>
				<TextField
					id={`lead-${lead.id}-notas`}
					label="Notas"
					multiline
					value={notes}
					onChange={setNotes}
					error={error}
				/>
				<div className="sm:col-span-2">
					<button type="submit" className="btn btn-outline" disabled={busy}>
						{busy ? 'Guardando...' : 'Guardar seguimiento'}
					</button>
				</div>
			</form>
		</li>
	);
}

/** A professional's clients: the leads of their shareable forms. */
export function ClientsSection() {
	const value = useStore($clients);
	return (
		<QueryView
			value={value}
			retry={() => $clients.invalidate()}
			isEmpty={(d) => d.leads.length === 0}
			empty="Todavía no te ha llegado ningún cliente por tus formularios compartidos."
		>
			{(d) => {
				const titles = Object.fromEntries(d.forms.map((f) => [f.id, f.title]));
				return (
					<ul className="divide-y divide-line">
						{d.leads.map((lead) => (
							<LeadItem
								key={lead.id}
								lead={lead}
								formTitle={titles[lead.share_form_id ?? ''] ?? 'Formulario'}
							/>
						))}
					</ul>
				);
			}}
		</QueryView>
	);
}

/** A professional's shareable forms (created from the admin area). */
export function FormsSection() {
	const value = useStore($clients);
	return (
		<QueryView
			value={value}
			retry={() => $clients.invalidate()}
			isEmpty={(d) => d.forms.length === 0}
			empty="Aún no tienes formularios compartidos. Pídenos uno desde Soporte y te lo preparamos."
		>
			{(d) => (
				<ul className="divide-y divide-line">
					{d.forms.map((f) => {
						const count = d.leads.filter((l) => l.share_form_id === f.id).length;
						return (
							<li key={f.id} className="py-3" data-testid="formulario">
								<p className="font-semibold">{f.title}</p>
								<p className="text-sm">
									{f.is_active ? 'Activo' : 'Desactivado'} ·{' '}
									{count === 1 ? '1 cliente' : `${count} clientes`} · creado el{' '}
									{formatDateTime(f.created_at)}
								</p>
							</li>
						);
					})}
				</ul>
			)}
		</QueryView>
	);
}
