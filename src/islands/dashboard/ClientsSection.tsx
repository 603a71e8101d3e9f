import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { employmentLabels, type Employment } from '~/lib/clientForm/schema.ts';
import { checkLeadNotes, leadStatuses } from '~/lib/dashboard/leads.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { formatDateTime, formatEuros } from '~/lib/format/index.ts';
import type { ClientLeadRow } from '~/lib/supabase/shareForms.ts';
import { $clients, portalClient } from '~/stores/panel.ts';
import { refresh } from '~/stores/query.ts';
import { toast } from '~/stores/toasts.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';

const statusOptions = Object.entries(leadStatuses).map(([value, label]) => ({ value, label }));

/** Names of provinces and property types, by id (from the site's data files). */
export interface PlaceNames {
	provinceNames: Readonly<Record<string, string>>;
	propertyTypeNames: Readonly<Record<string, string>>;
}

/** What the client told about their situation and the home they want, in one or two lines. */
function LeadDetails({ lead, names }: { lead: ClientLeadRow; names: PlaceNames }) {
	const money = (v: number | null) => (v === null ? null : formatEuros(v, { maxDecimals: 2 }));
	const situation = [
		lead.monthly_income !== null ? `Ingresos netos: ${money(lead.monthly_income)} al mes` : null,
		lead.savings !== null ? `Ahorros: ${money(lead.savings)}` : null,
		lead.employment ? (employmentLabels[lead.employment as Employment] ?? lead.employment) : null,
	].filter(Boolean);
	const place = [
		lead.city,
		lead.province ? (names.provinceNames[lead.province] ?? lead.province) : null,
	]
		.filter(Boolean)
		.join(', ');
	const type = lead.property_type
		? (names.propertyTypeNames[lead.property_type] ?? lead.property_type)
		: null;
	const wants = [
		type && place ? `${type} en ${place}` : (type ?? place),
		lead.property_price !== null ? `precio aproximado ${money(lead.property_price)}` : null,
	].filter(Boolean);
	if (situation.length === 0 && wants.length === 0) return null;
	return (
		<dl className="mt-2 grid gap-1 text-sm">
			{situation.length > 0 && (
				<div>
					<dt className="inline font-medium">Situación: </dt>
					<dd className="inline">{situation.join(' · ')}</dd>
				</div>
			)}
			{wants.length > 0 && (
				<div>
					<dt className="inline font-medium">Busca: </dt>
					<dd className="inline">{wants.join(' · ')}</dd>
				</div>
			)}
		</dl>
	);
}

/** The client's signed consent as an image (on white paper in both themes). */
function LeadSignature({ lead }: { lead: ClientLeadRow }) {
	if (!lead.signature) return null;
	const how = lead.signature_method === 'nombre' ? 'nombre escrito' : 'firma dibujada';
	return (
		<figure className="mt-3">
			<img
				src={lead.signature}
				alt={`Firma de ${lead.name} (${how})`}
				className="h-20 w-auto max-w-full rounded border border-line bg-white"
				data-testid="firma"
			/>
			<figcaption className="mt-1 text-xs text-muted">
				Consentimiento firmado ({how}) el {formatDateTime(lead.created_at)}
			</figcaption>
		</figure>
	);
}

/** One client lead with its follow-up (status and notes), saved without losing what was typed. */
function LeadItem({
	lead,
	formTitle,
	names,
}: {
	lead: ClientLeadRow;
	formTitle: string;
	names: PlaceNames;
}) {
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
			<LeadDetails lead={lead} names={names} />
			{lead.message && <p className="mt-2 text-sm whitespace-pre-line">{lead.message}</p>}
			<LeadSignature lead={lead} />
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
export function ClientsSection({ names }: { names: PlaceNames }) {
	const value = useStore($clients);
	// The list is shared with «Mis formularios», which may have loaded it before a client signed:
	// opening this section asks again, so a new lead shows without reloading the page.
	useEffect(() => refresh($clients), []);
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
								names={names}
							/>
						))}
					</ul>
				);
			}}
		</QueryView>
	);
}
