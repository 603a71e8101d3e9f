import { useStore } from '@nanostores/react';
import { checkSavedName } from '~/lib/simulations/simulationLink.ts';
import { formatAmount } from '~/lib/simulations/simulationSummary.ts';
import { valuationPlace } from '~/lib/valuation/savedLabels.ts';
import { valuationHref, valuationPath, valuationTitle } from '~/lib/valuation/saved.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { $valuations, deleteSavedValuation, renameSavedValuation } from '~/stores/valuation.ts';
import { SavedList } from '~/islands/shared/ui/SavedList.tsx';

const checkName = (value: string) => checkSavedName(value, 'la valoración');

/** The user's saved property valuations: reopen in the tool, rename, delete. */
export function ValuationsSection({
	provinceNames,
}: {
	provinceNames: Readonly<Record<string, string>>;
}) {
	const value = useStore($valuations);
	return (
		<SavedList
			value={value}
			retry={() => $valuations.invalidate()}
			one="valoración guardada"
			many="valoraciones guardadas"
			testId="valoracion-guardada"
			noun="la valoración"
			empty={
				<>
					No tienes valoraciones guardadas.{' '}
					<a className="font-semibold text-primary underline" href={valuationPath}>
						Valora tu vivienda gratis
					</a>{' '}
					y guárdala para verla aquí.
				</>
			}
			item={(v) => ({
				id: v.id,
				title: valuationTitle(v, provinceNames),
				details: (
					<>
						{v.name && <p>{valuationTitle({ ...v, name: null }, provinceNames)}</p>}
						{v.estimated_value !== null && (
							<p className="text-fg">
								Valor estimado: <strong>{formatAmount(v.estimated_value)}</strong>
								{v.min_value !== null &&
									v.max_value !== null &&
									` (entre ${formatAmount(v.min_value)} y ${formatAmount(v.max_value)})`}
							</p>
						)}
						<p>
							{valuationPlace(v, provinceNames)} · {formatDateTime(v.created_at)}
						</p>
					</>
				),
				openHref: valuationHref(v),
				openLabel: 'Abrir en la valoración',
				checkName,
				rename: (name) => renameSavedValuation(v.id, name),
				remove: () => deleteSavedValuation(v.id),
			})}
		/>
	);
}
