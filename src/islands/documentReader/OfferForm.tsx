import { forwardRef, useId, useState } from 'react';
import { fieldsByKind } from '~/lib/documentReader/fields.ts';
import { offerFromFields } from '~/lib/offerComparison/fromFields.ts';
import { entryOffer, type OfferEntry } from '~/lib/offerComparison/share.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { FieldInput } from './FieldInput.tsx';

/** The FEIN fields an offer needs for the comparison, in the analysis' order and wording. */
const keys = [
	'importe',
	'plazo',
	'tin',
	'anosFijo',
	'diferencial',
	'tae',
	'comision',
	'gastos',
	'costeVinculados',
];
const offerFields = fieldsByKind.oferta.filter((f) => keys.includes(f.key));
const kinds = [
	{ value: 'Fijo', label: 'Fijo' },
	{ value: 'Variable', label: 'Variable' },
	{ value: 'Mixto', label: 'Mixto' },
];
const emptyBonus = { name: '', yearlyCost: '', points: '' };

/**
 * One offer typed in or brought from a FEIN: its figures and the bonuses (a product that lowers
 * the rate, its yearly cost and the points it takes off). Errors show by field, in Spanish,
 * and nothing typed is lost.
 */
export const OfferForm = forwardRef<
	HTMLInputElement,
	{ initial: OfferEntry; onAdd: (entry: OfferEntry) => void; disabled: boolean }
>(function OfferForm({ initial, onAdd, disabled }, nameRef) {
	const id = useId();
	const [entry, setEntry] = useState<OfferEntry>(initial);
	const [errors, setErrors] = useState<Record<string, string>>({});
	const set = (key: string, value: string) =>
		setEntry((e) => ({ ...e, fields: { ...e.fields, [key]: value } }));
	const setBonus = (i: number, key: keyof typeof emptyBonus, value: string) =>
		setEntry((e) => ({
			...e,
			bonuses: e.bonuses.map((b, k) => (k === i ? { ...b, [key]: value } : b)),
		}));
	const kind = entry.fields['tipo'] || 'Fijo';
	const submit = () => {
		const full = { ...entry, fields: { ...entry.fields, tipo: kind } };
		const parsed = offerFromFields(entry.name, full.fields);
		if (!parsed.ok) return setErrors(parsed.errors);
		if (!entryOffer(full))
			return setErrors({
				bonos:
					'Revisa las bonificaciones: producto, coste al año y rebaja en puntos (por ejemplo, 0,30).',
			});
		setErrors({});
		onAdd(full);
	};
	return (
		<form
			aria-label="Oferta para comparar"
			className="space-y-3 rounded-lg border border-line p-4"
			onSubmit={(event) => {
				event.preventDefault();
				submit();
			}}
		>
			<div>
				<label htmlFor={`${id}-nombre`} className="block text-sm font-medium">
					Nombre de la oferta
				</label>
				<input
					ref={nameRef}
					id={`${id}-nombre`}
					type="text"
					maxLength={60}
					value={entry.name}
					onChange={(event) => setEntry((e) => ({ ...e, name: event.target.value }))}
					className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
				/>
			</div>
			<SelectField
				id={`${id}-tipo`}
				label="Tipo de interés"
				value={kind}
				onChange={(value) => set('tipo', value)}
				options={kinds}
			/>
			<div className="grid gap-3 sm:grid-cols-2">
				{offerFields
					.filter((f) => kind !== 'Fijo' || (f.key !== 'anosFijo' && f.key !== 'diferencial'))
					.map((field) => (
						<div key={field.key}>
							<FieldInput
								id={`${id}-${field.key}`}
								field={field}
								value={entry.fields[field.key] ?? ''}
								reading={undefined}
								onChange={(value) => set(field.key, value)}
							/>
							{errors[field.key] && (
								<p role="alert" className="mt-1 text-xs text-danger">
									{field.label}: {errors[field.key]}
								</p>
							)}
						</div>
					))}
			</div>
			<fieldset className="space-y-2">
				<legend className="text-sm font-medium">Bonificaciones (productos opcionales)</legend>
				{entry.bonuses.map((b, i) => (
					<div key={i} className="grid grid-cols-3 gap-2">
						{(
							[
								['name', 'Producto'],
								['yearlyCost', 'Coste al año (€)'],
								['points', 'Rebaja (puntos)'],
							] as const
						).map(([key, label]) => (
							<div key={key}>
								<label htmlFor={`${id}-b${i}-${key}`} className="block text-xs">
									{label}
								</label>
								<input
									id={`${id}-b${i}-${key}`}
									type="text"
									inputMode={key === 'name' ? 'text' : 'decimal'}
									value={b[key]}
									onChange={(event) => setBonus(i, key, event.target.value)}
									className="mt-1 w-full rounded-lg border border-line bg-bg px-2 py-1.5 text-sm text-fg"
								/>
							</div>
						))}
					</div>
				))}
				{errors['bonos'] && (
					<p role="alert" className="text-xs text-danger">
						{errors['bonos']}
					</p>
				)}
				{entry.bonuses.length < 4 && (
					<button
						type="button"
						className="btn btn-outline text-sm"
						onClick={() => setEntry((e) => ({ ...e, bonuses: [...e.bonuses, emptyBonus] }))}
					>
						Añadir una bonificación
					</button>
				)}
			</fieldset>
			<button type="submit" className="btn btn-primary" disabled={disabled}>
				Añadir a la comparación
			</button>
		</form>
	);
});
