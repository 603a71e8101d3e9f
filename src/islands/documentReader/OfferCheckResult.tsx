import { formatEuros, formatNumber, formatPercent } from '~/lib/format/index.ts';
import type { FieldValues } from '~/lib/documentReader/fields.ts';
import type { Readings } from '~/lib/documentReader/models/reading.ts';
import { checkOffer } from '~/lib/documentReader/offerCheck.ts';
import { Figure } from '~/islands/shared/ui/fields.tsx';

const titles = {
	cuadra: 'La TAE cuadra',
	'no-cuadra': 'La TAE no cuadra',
	'sin-comprobar': 'No he podido comprobar la TAE',
} as const;

/**
 * The offer's TAE recomputed from its own figures: it matches, it does not (only when every
 * input is sure, and they are listed), or it could not be checked and why.
 */
export function OfferCheckResult({
	values,
	readings,
}: {
	values: FieldValues;
	readings: Readings;
}) {
	const check = checkOffer(values, readings);
	if (!check)
		return (
			<p className="text-sm text-muted">
				Completa importe, TIN, plazo y TAE para comprobar la TAE de la oferta.
			</p>
		);
	const border =
		check.status === 'cuadra'
			? 'border-success'
			: check.status === 'no-cuadra'
				? 'border-danger'
				: 'border-line';
	return (
		<div className={`rounded-card border-2 p-5 ${border}`} data-testid="documentos-tae">
			<p className="font-semibold">{titles[check.status]}</p>
			<p className="mt-2 text-sm">{check.message}</p>
			{check.status !== 'sin-comprobar' && (
				<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
					<Figure label="Cuota mensual" value={formatEuros(check.payment, { decimals: 2 })} />
					<Figure label="TAE calculada" value={formatPercent(check.computedTae, { decimals: 2 })} />
					<Figure label="TAE del banco" value={formatPercent(check.statedTae, { decimals: 2 })} />
					<Figure
						label="Diferencia"
						value={`${check.differencePoints >= 0 ? '+' : '−'}${formatNumber(Math.abs(check.differencePoints), { decimals: 2 })} puntos`}
					/>
				</dl>
			)}
			{check.status === 'no-cuadra' && (
				<div className="mt-3 text-sm">
					<p className="font-medium">Datos con los que la hemos calculado:</p>
					<ul className="mt-1 list-disc pl-5">
						{check.inputs.map((input) => (
							<li key={input.label}>
								{input.label}: {input.value}
							</li>
						))}
					</ul>
				</div>
			)}
		</div>
	);
}
