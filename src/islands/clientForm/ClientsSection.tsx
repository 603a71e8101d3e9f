import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { employmentLabels, type Employment } from '~/lib/clientForm/schema.ts';
import { checkLeadNotes } from '~/lib/leads/followUp.ts';
import { leadStatuses } from '~/lib/leads/states.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { formatDateTime, formatEuros } from '~/lib/format/index.ts';
import { leadStatusValues, type LeadStatus } from '~/lib/leads/states.ts';
import {
	$clients,
	saveLeadFollowUp,
	showMoreClients,
	type ClientLeadRow,
} from '~/stores/clientForm.ts';
import { toast } from '~/stores/toasts.ts';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';

const statusOptions = leadStatusValues.map((value) => ({
	value,
	label: leadStatuses[value] ?? value,
}));

/** A stored status as one of the known ones (the database check allows only those). */
const asLeadStatus = (value: string): LeadStatus =>
	leadStatusValues.find((s) => s === value) ?? 'nuevo';

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
		<dl className="grid gap-1">
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

/** A lead's follow-up (status and notes), saved only with «Guardar», keeping what was typed. */
function FollowUp({ lead }: { lead: ClientLeadRow }) {
	const [status, setStatus] = useState<LeadStatus>(asLeadStatus(lead.status));
	const [notes, setNotes] = useState(lead.notes ?? '');
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkLeadNotes(notes);
		if (!checked.ok) {
			setError(checked.message);
			toast({ title: panelTexts.validation, description: checked.message, variant: 'destructive' });
			document.getElementById(`lead-${lead.id}-notas`)?.focus();
			return;
		}
		setError(undefined);
		setBusy(true);
		try {
			await saveLeadFollowUp(lead.id, { status, notes: checked.notes });
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
		<form noValidate onSubmit={(e) => void save(e)} className="grid min-w-56 gap-3">
			<SelectField
				id={`lead-${lead.id}-estado`}
				label="Estado"
				value={status}
				onChange={(v) => setStatus(asLeadStatus(v))}
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
			<div>
				<button type="submit" className="btn btn-outline" disabled={busy}>
					{busy ? 'Guardando...' : 'Guardar seguimiento'}
				</button>
			</div>
		</form>
	);
}

/** Who the client is and how to reach them (the row's header). */
function Contact({ lead }: { lead: ClientLeadRow }) {
	return (
		<div className="min-w-40">
			<p className="font-semibold">{lead.name}</p>
			<p className="font-normal break-words">
				<a className="text-primary underline" href={`mailto:${lead.email}`}>
					{lead.email}
				</a>
			</p>
			{lead.phone && (
				<p className="font-normal">
					<a className="text-primary underline" href={`tel:${lead.phone.replace(/\s/g, '')}`}>
						{lead.phone}
					</a>
				</p>
			)}
		</div>
	);
}

/**
 * A professional's clients: the leads of their shareable forms, in one table with each
 * client's answers, signature and follow-up. A client who signs while this is open appears at
 * once (the store listens to new leads through Realtime).
 */
export function ClientsSection({ names }: { names: PlaceNames }) {
	const value = useStore($clients);
	const list = useRef<HTMLDivElement>(null);
	// Rows shown before «Mostrar más»: once more arrive, the first new client takes the focus.
	const [before, setBefore] = useState<number | null>(null);
	const count = value.data?.leads.length ?? 0;
	useEffect(() => {
		if (before === null || count <= before) return;
		const cell = list.current?.querySelectorAll('[data-testid="cliente"] th')[before];
		if (cell instanceof HTMLElement) {
			cell.tabIndex = -1;
			cell.focus();
		}
		setBefore(null);
	}, [before, count]);
	return (
		<QueryView
			value={value}
			retry={() => $clients.invalidate()}
			isEmpty={(d) => d.leads.length === 0}
			empty="Todavía no te ha llegado ningún cliente por tus formularios compartidos."
		>
			{(d) => {
				const titles = new Map(d.forms.map((f) => [f.id, f.title]));
				const columns: Column<ClientLeadRow>[] = [
					{
						key: 'cliente',
						header: 'Cliente',
						rowHeader: true,
						cell: (lead) => <Contact lead={lead} />,
					},
					{
						key: 'formulario',
						header: 'Formulario',
						cell: (lead) => (
							<div className="min-w-36">
								<p>{titles.get(lead.share_form_id ?? '') ?? 'Formulario'}</p>
								<p className="text-xs text-muted">{formatDateTime(lead.created_at)}</p>
							</div>
						),
					},
					{
						key: 'datos',
						header: 'Situación y vivienda',
						cell: (lead) => (
							<div className="min-w-56">
								<LeadDetails lead={lead} names={names} />
								{lead.message && <p className="mt-2 whitespace-pre-line">{lead.message}</p>}
								<LeadSignature lead={lead} />
							</div>
						),
					},
					{ key: 'seguimiento', header: 'Seguimiento', cell: (lead) => <FollowUp lead={lead} /> },
				];
				return (
					<div ref={list} className="grid grid-cols-[minmax(0,1fr)] gap-3">
						<DataTable
							caption="Tus clientes"
							columns={columns}
							rows={d.leads}
							rowKey={(lead) => lead.id}
							rowTestId="cliente"
							// A grid track that may shrink to 0: the table's width stays inside its scroll
							// region instead of widening the panel (and the page) on a phone.
							className="grid grid-cols-[minmax(0,1fr)]"
						/>
						{d.more && (
							<button
								type="button"
								className="btn btn-outline justify-self-start"
								disabled={value.loading}
								onClick={() => {
									setBefore(d.leads.length);
									showMoreClients();
								}}
							>
								{panelTexts.showMore}
							</button>
						)}
					</div>
				);
			}}
		</QueryView>
	);
}
