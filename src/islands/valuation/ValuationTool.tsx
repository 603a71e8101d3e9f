import { useEffect, useMemo, useRef, useState } from 'react';
import { signInUrl } from '~/lib/session/gate.ts';
import { valuationInputs } from '~/lib/valuation/saved.ts';
import { formatEuros, formatNumber } from '~/lib/format/index.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { municipalitiesOfProvince } from '~/lib/places/municipalities.ts';
import { pricePerM2Text } from '~/lib/places/pricePerM2Text.ts';
import { valuationMessages } from '~/lib/valuation/messages.ts';
import {
	conditionOptions,
	runValuation,
	typeOptions,
	valuationDefaults,
	valuationRow,
} from '~/lib/valuation/form.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { CheckboxField } from '~/islands/shared/ui/CheckboxField.tsx';
import { Figure, numberFields, SelectField } from '~/islands/shared/ui/fields.tsx';
import { provinceOptions } from '~/islands/tools/shared/options.ts';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';
import { saveValuation } from '~/stores/valuation.ts';
import { useSession } from '~/islands/session/useSession.ts';
import { useHydrated } from '~/islands/shared/useHydrated.ts';

/** The form's URL namespace and data-tool id. */
const TOOL = 'valoracion';

const money = (n: number) => formatEuros(n, { decimals: 0 });
const factorText = (f: number) =>
	`${f > 1 ? '+' : '−'}${formatNumber(Math.abs(f - 1) * 100, { decimals: 0 })} %`;

/** Estimate of a home's value from the province's €/m² and its features, savable to the panel. */
function ValuationTool() {
	const [values, set, currentUrl] = useToolState(TOOL, valuationDefaults);
	const session = useSession();
	const [saving, setSaving] = useState(false);
	/** The outcome of «Guardar en mi panel» for the inputs it was pressed with. */
	const [saved, setSaved] = useState<{ key: string; text: string; failed: boolean } | null>(null);
	const savedRef = useRef<HTMLParagraphElement>(null);
	const year = new Date().getFullYear();
	const outcome = useMemo(() => runValuation(values, year), [values, year]);
	const errors = outcome.ok ? {} : outcome.errors;
	const v = outcome.ok ? outcome.valuation : undefined;
	const num = numberFields(TOOL, values, set, errors);
	const towns = municipalitiesOfProvince(values.provincia);

	const inputs = outcome.ok ? valuationInputs(outcome) : null;
	const inputsKey = JSON.stringify(inputs);
	// One message per save, said once (the live region) and focused; it goes when the inputs change.
	const shown = saved?.key === inputsKey ? saved : null;
	useEffect(() => {
		if (saved) savedRef.current?.focus();
	}, [saved]);

	const save = async () => {
		if (!outcome.ok || !inputs) return;
		setSaving(true);
		try {
			const result = await saveValuation({ ...valuationRow(outcome), inputs });
			setSaved({
				key: inputsKey,
				text: result.created ? valuationMessages.saved : valuationMessages.alreadySaved,
				failed: false,
			});
		} catch (error) {
			setSaved({ key: inputsKey, text: errorMessage(error), failed: true });
		} finally {
			setSaving(false);
		}
	};

	// The return path with the values as typed (the address bar follows them 200 ms later); the
	// server's while hydrating, so the link's href matches the server markup.
	const hydrated = useHydrated();
	const returnPath = hydrated ? currentUrl().replace(/#.*$/, '') : '/valoracion-inmueble';

	return (
		<ToolFrame
			tool={TOOL}
			formLabel="Datos de la vivienda"
			resultLabel="Valor estimado"
			summary={v ? `Valor estimado entre ${money(v.min)} y ${money(v.max)}.` : ''}
			form={
				<>
					<SelectField
						id="valoracion-provincia"
						label="Provincia"
						value={values.provincia}
						onChange={(value) => set('provincia', value)}
						options={provinceOptions}
						error={errors.provincia}
					/>
					<div>
						<label htmlFor="valoracion-municipio" className="block text-sm font-medium">
							Municipio (opcional)
						</label>
						<input
							id="valoracion-municipio"
							type="text"
							list="valoracion-municipios"
							autoComplete="address-level2"
							value={values.municipio}
							onChange={(event) => set('municipio', event.target.value)}
							aria-invalid={errors.municipio ? true : undefined}
							aria-describedby={
								errors.municipio ? 'valoracion-municipio-error' : 'valoracion-municipio-ayuda'
							}
							className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${errors.municipio ? 'border-danger' : 'border-line'}`}
						/>
						<datalist id="valoracion-municipios">
							{towns.map((t) => (
								<option key={t.ine} value={t.name}>
									{`INE ${t.ine}`}
								</option>
							))}
						</datalist>
						{errors.municipio ? (
							<p id="valoracion-municipio-error" className="mt-1 text-sm font-medium text-danger">
								{errors.municipio}
							</p>
						) : (
							<p id="valoracion-municipio-ayuda" className="mt-1 text-xs text-muted">
								{towns.length > 0
									? `Escribe para buscar entre los ${towns.length} municipios de la provincia con valor tasado propio; si el tuyo no está, usamos el de la provincia.`
									: 'Esta provincia no tiene municipios con valor tasado propio: usamos el de la provincia.'}
							</p>
						)}
					</div>
					<SelectField
						id="valoracion-tipo"
						label="Tipo de vivienda"
						value={values.tipo}
						onChange={(value) => set('tipo', value)}
						options={typeOptions}
						error={errors.tipo}
					/>
					{num('superficie', 'Superficie construida', 'm²')}
					{num('habitaciones', 'Habitaciones')}
					<SelectField
						id="valoracion-estado"
						label="Estado"
						value={values.estado}
						onChange={(value) => set('estado', value)}
						options={conditionOptions}
						error={errors.estado}
					/>
					{num('planta', 'Planta', undefined, '0 para un bajo; no cuenta en casas y chalets.')}
					{num('anio', 'Año de construcción')}
					<div className="space-y-2">
						<CheckboxField
							id="valoracion-ascensor"
							label="Ascensor"
							value={values.ascensor}
							onChange={(x) => set('ascensor', x)}
						/>
						<CheckboxField
							id="valoracion-terraza"
							label="Terraza"
							value={values.terraza}
							onChange={(x) => set('terraza', x)}
						/>
						<CheckboxField
							id="valoracion-garaje"
							label="Plaza de garaje"
							value={values.garaje}
							onChange={(x) => set('garaje', x)}
						/>
					</div>
				</>
			}
			result={
				v ? (
					<>
						<div
							className="rounded-card border-2 border-primary p-5"
							data-testid="valoracion-rango"
						>
							<p className="text-sm text-muted">Valor estimado de mercado</p>
							<p className="mt-1 text-3xl font-bold">
								{money(v.min)} – {money(v.max)}
							</p>
							<p className="mt-1">Valor central: {money(v.estimate)}</p>
						</div>
						{outcome.ok && outcome.notice && (
							<p className="mt-4 text-sm" data-testid="valoracion-aviso">
								{outcome.notice}
							</p>
						)}
						<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure
								label={`Valor tasado en ${v.placeName}`}
								value={`${money(v.reference.value)}/m²`}
							/>
							<Figure label="Precio corregido" value={`${money(v.adjustedPricePerM2)}/m²`} />
							<Figure label="Horquilla" value={`± ${formatNumber(v.rangePercent)} %`} />
						</dl>
						<h2 className="mt-6 font-semibold">Cómo lo hemos calculado</h2>
						<ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
							<li>
								{v.reference.level === 'municipio'
									? `Valor tasado del municipio de ${v.placeName}: `
									: `Valor tasado de la provincia de ${v.placeName}: `}
								{money(v.reference.value)}/m² ×{' '}
								{formatNumber(outcome.ok ? outcome.input.areaM2 : 0)} m² = {money(v.baseValue)}.
							</li>
							{v.adjustments.length === 0 ? (
								<li>Sin correcciones: la vivienda está en la referencia en todo.</li>
							) : (
								v.adjustments.map((a) => (
									<li key={a.label}>
										{a.label}: {factorText(a.factor)}. {a.why}
									</li>
								))
							)}
							<li>
								Horquilla de ± {formatNumber(v.rangePercent)} % sobre el valor central, redondeada a
								miles de euros
								{v.reference.level === 'provincia'
									? ' (más ancha que con un dato municipal, porque la provincia mezcla zonas muy distintas).'
									: '.'}
							</li>
						</ol>
						<p className="mt-4 text-xs text-muted" data-testid="valoracion-fuente">
							{pricePerM2Text(v.reference, v.placeName)}
						</p>
						<div className="mt-5 flex flex-wrap items-center gap-3">
							{/* Until the session is known (the server, and the island before its first
							    interaction) both are in the page and the head's mark on <html> shows the
							    right one (global.css): a press on «Guardar» hydrates the island and is
							    replayed, so signed-in visitors no longer need React on arrival. */}
							{session.status !== 'signed-out' && (
								<button
									type="button"
									className="btn btn-primary"
									disabled={saving}
									onClick={() => void save()}
									data-if-session={session.status === 'unknown' ? '' : undefined}
								>
									{saving ? 'Guardando…' : 'Guardar en mi panel'}
								</button>
							)}
							{session.status !== 'signed-in' && (
								<a
									className="btn btn-primary"
									href={signInUrl(returnPath)}
									data-auth-buttons={session.status === 'unknown' ? '' : undefined}
								>
									Inicia sesión para guardarla en tu panel
								</a>
							)}
							{shown && (
								<p
									ref={savedRef}
									tabIndex={-1}
									className={`text-sm ${shown.failed ? 'text-danger' : 'text-success'}`}
									data-testid="valoracion-guardada-aviso"
								>
									{shown.text}{' '}
									{!shown.failed && (
										<a className="font-semibold underline" href="/dashboard#valoraciones">
											Ver mis valoraciones
										</a>
									)}
								</p>
							)}
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(ValuationTool, 'ValuationTool');
