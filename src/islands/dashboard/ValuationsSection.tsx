import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { checkSavedName } from '~/lib/dashboard/simulationLink.ts';
import { valuationHref, valuationPath, valuationTitle } from '~/lib/dashboard/valuations.ts';
import { valuationPlace } from '~/lib/dashboard/valuationLabels.ts';
import { formatAmount } from '~/lib/dashboard/simulationSummary.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { $valuations, deleteSavedValuation, renameSavedValuation } from '~/stores/valuations.ts';
import { useAnnouncer } from '~/islands/shared/ui/Announcer.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { SavedCount } from './SavedCount.tsx';
import { SavedItem } from './SavedItem.tsx';

const checkName = (value: string) => checkSavedName(value, 'la valoración');

/** The user's saved property valuations: reopen in the tool, rename, delete. */
export function ValuationsSection({
	provinceNames,
}: {
	provinceNames: Readonly<Record<string, string>>;
}) {
	const value = useStore($valuations);
	const { region, announce } = useAnnouncer();
	const count = useRef<HTMLParagraphElement>(null);
	return (
		<>
			{region}
			<QueryView
				value={value}
				retry={() => $valuations.invalidate()}
				isEmpty={(rows) => rows.length === 0}
				empty={
					<p ref={count} tabIndex={-1}>
						No tienes valoraciones guardadas.{' '}
						<a className="font-semibold text-primary underline" href={valuationPath}>
							Valora tu vivienda gratis
						</a>{' '}
						y guárdala para verla aquí.
					</p>
				}
			>
				{(rows) => (
					<>
						<SavedCount
							ref={count}
							count={rows.length}
							one="valoración guardada"
							many="valoraciones guardadas"
						/>
						<ul className="divide-y divide-line">
							{rows.map((v) => (
								<SavedItem
									key={v.id}
									id={v.id}
									title={valuationTitle(v, provinceNames)}
									testId="valoracion-guardada"
									noun="la valoración"
									details={
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
									}
									openHref={valuationHref(v)}
									openLabel="Abrir en la valoración"
									checkName={checkName}
									rename={(name) => renameSavedValuation(v.id, name)}
									remove={() => deleteSavedValuation(v.id)}
									announce={announce}
									onDeleted={() => requestAnimationFrame(() => count.current?.focus())}
								/>
							))}
						</ul>
					</>
				)}
			</QueryView>
		</>
	);
}
