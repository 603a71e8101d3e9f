import { useStore } from '@nanostores/react';
import { valuationPlace, valuationPropertyTypes } from '~/lib/dashboard/valuationLabels.ts';
import { formatDateTime, formatEuros, formatNumber } from '~/lib/format/index.ts';
import { $valuations } from '~/stores/panel.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';

/** Where a valuation is made (built by the valuation issue). */
const valuationPath = '/valoracion-inmueble';

/** The user's saved property valuations. */
export function ValuationsSection({
	provinceNames,
}: {
	provinceNames: Readonly<Record<string, string>>;
}) {
	const value = useStore($valuations);
	return (
		<QueryView
			value={value}
			retry={() => $valuations.invalidate()}
			isEmpty={(rows) => rows.length === 0}
			empty={
				<p>
					No tienes valoraciones guardadas.{' '}
					<a className="font-semibold text-primary underline" href={valuationPath}>
						Valora tu vivienda gratis
					</a>{' '}
					y guárdala para verla aquí.
				</p>
			}
		>
			{(rows) => (
				<ul className="divide-y divide-line">
					{rows.map((v) => (
						<li key={v.id} className="py-4">
							<p className="font-semibold">
								{valuationPropertyTypes[v.property_type] ?? v.property_type} de{' '}
								{formatNumber(v.area_m2)} m² en {valuationPlace(v, provinceNames)}
							</p>
							{v.estimated_value !== null && (
								<p>
									Valor estimado: <strong>{formatEuros(v.estimated_value, { decimals: 0 })}</strong>
									{v.min_value !== null &&
										v.max_value !== null &&
										` (entre ${formatEuros(v.min_value, { decimals: 0 })} y ${formatEuros(v.max_value, { decimals: 0 })})`}
								</p>
							)}
							<p className="text-sm text-muted">{formatDateTime(v.created_at)}</p>
						</li>
					))}
				</ul>
			)}
		</QueryView>
	);
}
