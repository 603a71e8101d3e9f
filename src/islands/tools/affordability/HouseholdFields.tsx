import type { HouseholdForm, HouseholdKey } from '~/lib/tools/affordabilityTool.ts';
import { CheckboxField } from '~/islands/shared/ui/CheckboxField.tsx';
import { ChoiceField, NumberField, SelectField } from '~/islands/shared/ui/fields.tsx';
import { homeTypeOptions, provinceOptions } from '~/islands/tools/shared/options.ts';

/** The household inputs shared by the viability and maximum price tools. */
export function HouseholdFields({
	prefix,
	values,
	set,
	errors,
}: {
	prefix: string;
	values: HouseholdForm;
	set: (key: HouseholdKey, value: string) => void;
	errors: Partial<Record<HouseholdKey, string>>;
}) {
	const num = (key: HouseholdKey, label: string, suffix: string, hint?: string) => (
		<NumberField
			id={`${prefix}-${key}`}
			label={label}
			value={values[key]}
			onChange={(v) => set(key, v)}
			error={errors[key]}
			suffix={suffix}
			hint={hint}
		/>
	);
	return (
		<>
			{num('ingresos1', 'Ingresos netos al mes (titular 1)', '€')}
			{num('edad1', 'Edad (titular 1)', 'años')}
			{num(
				'ingresos2',
				'Ingresos netos al mes (titular 2)',
				'€',
				'Déjalo en blanco si compras solo.',
			)}
			{num('edad2', 'Edad (titular 2)', 'años')}
			{num('deudas', 'Otras deudas al mes (coche, tarjetas…)', '€')}
			{num('ahorro', 'Ahorro disponible', '€')}
			{num('plazo', 'Plazo', 'años')}
			{num('tipo', 'Tipo de interés', '%')}
			<SelectField
				id={`${prefix}-provincia`}
				label="Provincia"
				value={values.provincia}
				onChange={(v) => set('provincia', v)}
				options={provinceOptions}
				error={errors.provincia}
			/>
			<ChoiceField
				id={`${prefix}-vivienda`}
				legend="Vivienda"
				value={values.vivienda}
				onChange={(v) => set('vivienda', v)}
				options={homeTypeOptions}
			/>
			<CheckboxField
				id={`${prefix}-primera`}
				label="Es mi primera vivienda"
				value={values.primera}
				onChange={(v) => set('primera', v)}
			/>
			<CheckboxField
				id={`${prefix}-hijos`}
				label="Tengo hijos menores a cargo"
				value={values.hijos}
				onChange={(v) => set('hijos', v)}
			/>
		</>
	);
}
