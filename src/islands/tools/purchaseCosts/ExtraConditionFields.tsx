import type { ReactNode } from 'react';
import type { ExtraConditions } from '~/lib/tools/purchaseCostsConditions.ts';
import type { CheckKey, NumericKey, OptionalKey } from '~/lib/tools/purchaseCostsForm.ts';

/**
 * The questions only some provinces need (children, a disabled relative, years of residence,
 * wealth, a town with a raised limit, a couple): shown when a rule of the chosen province uses
 * them, so a buyer answers only what changes the result.
 */
export function ExtraConditionFields({
	extra,
	num,
	check,
}: {
	extra: ExtraConditions;
	num: (key: NumericKey | OptionalKey, label: string, suffix: string, hint?: string) => ReactNode;
	check: (key: CheckKey, label: string, hint?: string) => ReactNode;
}) {
	const asks = (field: ExtraConditions['fields'][number]) => extra.fields.includes(field);
	return (
		<>
			{asks('hijos') &&
				num(
					'hijos',
					'Hijos en la unidad familiar',
					'hijos',
					'En esta comunidad hay una rebaja para familias con hijos.',
				)}
			{asks('discapacidadFamiliar') &&
				check(
					'discapacidadFamiliar',
					'Tengo derecho al mínimo por discapacidad de un ascendiente o descendiente',
					'El que se aplica en la declaración de la renta.',
				)}
			{asks('residencia') &&
				check(
					'residencia',
					`Resido en ${extra.communityName} desde hace al menos ${extra.residenceYears} años`,
				)}
			{asks('patrimonio') &&
				num(
					'patrimonio',
					'Patrimonio de los compradores y su familia',
					'€',
					'Sin contar la vivienda que compras; algunas rebajas tienen un límite de patrimonio.',
				)}
			{asks('patrimonio') &&
				num('miembros', 'Miembros de la unidad familiar', 'personas', 'Contándote a ti.')}
			{asks('municipio') &&
				check(
					'municipio',
					'La vivienda está en un municipio con el límite de valor incrementado',
					'Los municipios los fija una orden de la consejería de Hacienda.',
				)}
			{asks('pareja') && check('pareja', 'Somos matrimonio o pareja de hecho inscrita')}
		</>
	);
}
