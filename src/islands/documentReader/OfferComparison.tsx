import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { signInUrl } from '~/lib/session/gate.ts';
import { formatNumber } from '~/lib/format/formatNumber.ts';
import { latestEuribor } from '~/lib/mortgage/euribor.ts';
import { compareOffers, MAX_OFFERS } from '~/lib/offerComparison/compare.ts';
import {
	comparisonParam,
	encodeComparison,
	entryOffer,
	readPath,
	type ComparisonState,
	type OfferEntry,
} from '~/lib/offerComparison/share.ts';
import { toolHref } from '~/lib/tools/catalog.ts';
import { $session } from '~/stores/session.ts';
import { saveSimulation } from '~/stores/simulations.ts';
import { toast } from '~/stores/toasts.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { OfferForm } from './OfferForm.tsx';

/** An empty offer for the form. */
export const blankEntry = (n: number): OfferEntry => ({
	name: `Oferta ${n}`,
	fields: { tipo: 'Fijo' },
	bonuses: [],
});

/** Where the comparison reopens: the tool's section with the comparison in the query string. */
const shareUrl = (state: ComparisonState) => {
	const [path, hash] = toolHref('analisis-documentos').split('#');
	return `${path}?${comparisonParam}=${encodeComparison(state)}#${hash}`;
};

/**
 * Two or three offers side by side under the person's Euribor path: typed in or brought from a
 * FEIN (`draft`), costed with the mortgage engine, the cheapest with its reasons; saved to the
 * panel when signed in.
 */
export function OfferComparison({
	state,
	onChange,
	draft,
	focusKey,
}: {
	state: ComparisonState;
	onChange: (state: ComparisonState) => void;
	draft: OfferEntry;
	focusKey: number;
}) {
	const id = useId();
	const session = useStore($session);
	const heading = useRef<HTMLHeadingElement>(null);
	const nameInput = useRef<HTMLInputElement>(null);
	const [saving, setSaving] = useState(false);
	useEffect(() => {
		if (focusKey > 0) nameInput.current?.focus();
	}, [focusKey]);
	const path = readPath(state.euribor);
	const offers = state.entries.map(entryOffer).filter((o) => o !== null);
	const comparison = useMemo(() => {
		if (!path || offers.length < 2) return null;
		try {
			return compareOffers(offers, path);
		} catch {
			return null;
		}
	}, [JSON.stringify(state)]);
	const full = state.entries.length >= MAX_OFFERS;
	const save = async () => {
		setSaving(true);
		try {
			await saveSimulation({
				kind: 'comparacion',
				name: `Comparación: ${state.entries.map((e) => e.name).join(', ')}`,
				input: state,
				url: shareUrl(state),
			});
			toast({ title: 'Comparación guardada', description: 'La tienes en tu panel.' });
		} catch {
			toast({
				title: 'No se pudo guardar',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		} finally {
			setSaving(false);
		}
	};
	const setEuribor = (key: 'now' | 'inFiveYears', value: string) =>
		onChange({ ...state, euribor: { ...state.euribor, [key]: value } });
	return (
		<section aria-labelledby={`${id}-titulo`} className="space-y-4 border-t border-line pt-6">
			<h3 id={`${id}-titulo`} ref={heading} tabIndex={-1} className="text-xl font-bold">
				Comparar ofertas ({state.entries.length} de {MAX_OFFERS})
			</h3>
			<p className="text-sm text-muted">
				Añade dos o tres ofertas desde su FEIN o escribiendo sus datos. Las calculamos con el
				Euríbor que tú supongas.
			</p>
			{state.entries.length > 0 && (
				<ul className="space-y-2">
					{state.entries.map((entry, i) => (
						<li
							key={`${entry.name}-${i}`}
							className="flex items-center justify-between gap-2 rounded-lg border border-line p-2 text-sm"
						>
							<span>
								<strong>{entry.name}</strong>: {entry.fields['importe'] || '—'} €,{' '}
								{entry.fields['plazo'] || '—'} años, {entry.fields['tipo']?.toLowerCase()} al{' '}
								{entry.fields['tin'] || '—'} %
							</span>
							<button
								type="button"
								className="btn btn-outline text-xs"
								aria-label={`Quitar ${entry.name}`}
								onClick={() => {
									onChange({ ...state, entries: state.entries.filter((_, k) => k !== i) });
									heading.current?.focus();
								}}
							>
								Quitar
							</button>
						</li>
					))}
				</ul>
			)}
			{!full && (
				<OfferForm
					key={`${focusKey}-${state.entries.length}`}
					ref={nameInput}
					initial={draft}
					disabled={full}
					onAdd={(entry) => {
						onChange({ ...state, entries: [...state.entries, entry] });
						heading.current?.focus();
					}}
				/>
			)}
			<fieldset className="grid grid-cols-2 gap-3">
				<legend className="mb-1 text-sm font-medium">Tu hipótesis de Euríbor a 12 meses</legend>
				{(
					[
						['now', 'Hoy (%)'],
						['inFiveYears', 'Dentro de 5 años (%)'],
					] as const
				).map(([key, label]) => (
					<div key={key}>
						<label htmlFor={`${id}-${key}`} className="block text-sm">
							{label}
						</label>
						<input
							id={`${id}-${key}`}
							type="text"
							inputMode="decimal"
							value={state.euribor[key]}
							onChange={(event) => setEuribor(key, event.target.value)}
							className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
						/>
					</div>
				))}
			</fieldset>
			{!path && (
				<p role="alert" className="text-sm text-danger">
					Escribe el Euríbor como un porcentaje entre −2 y 15 (por ejemplo, 2,2).
				</p>
			)}
			<div aria-live="polite" data-testid="comparacion-resultado">
				{comparison ? (
					<ComparisonTable comparison={comparison} />
				) : (
					<p className="text-sm text-muted">Añade al menos dos ofertas para compararlas.</p>
				)}
			</div>
			{comparison &&
				(session.status === 'signed-in' ? (
					<button
						type="button"
						className="btn btn-primary"
						disabled={saving}
						onClick={() => void save()}
					>
						Guardar la comparación en mi panel
					</button>
				) : (
					<a className="btn btn-outline" href={signInUrl(shareUrl(state))}>
						Inicia sesión para guardar la comparación
					</a>
				))}
		</section>
	);
}

/** The Euribor the comparison starts from: the latest monthly average in euribor.json. */
export const defaultEuribor = () => {
	const latest = formatNumber(latestEuribor().ratePercent, { maxDecimals: 2 });
	return { now: latest, inFiveYears: latest };
};
