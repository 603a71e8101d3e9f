import { formatEuros, formatNumber, formatPercent } from '~/lib/format/index.ts';
import type { FieldValues } from '~/lib/documentReader/fields.ts';
import type { DocumentKind } from '~/lib/documentReader/kinds.ts';
import { checkOffer } from '~/lib/documentReader/offerCheck.ts';
import { viabilityHref } from '~/lib/documentReader/viabilityLink.ts';
import { Figure } from '~/islands/shared/ui/fields.tsx';

/** What the corrected fields mean: the viability link, or the offer's TAE check. */
export function DocumentResult({ kind, values }: { kind: DocumentKind; values: FieldValues }) {
	if (kind === 'oferta') {
		const check = checkOffer(values);
		if (!check)
			return (
				<p className="text-sm text-muted">
					Completa importe, TIN, plazo y TAE para comprobar la TAE de la oferta.
				</p>
			);
		return (
			<div
				className={`rounded-card border-2 p-5 ${check.mismatch ? 'border-danger' : 'border-success'}`}
				data-testid="documentos-tae"
			>
				<p className="font-semibold">{check.mismatch ? 'La TAE no cuadra' : 'La TAE cuadra'}</p>
				<p className="mt-2 text-sm">{check.message}</p>
				<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
					<Figure label="Cuota mensual" value={formatEuros(check.payment, { decimals: 2 })} />
					<Figure label="TAE calculada" value={formatPercent(check.computedTae, { decimals: 2 })} />
					<Figure label="TAE del banco" value={formatPercent(check.statedTae, { decimals: 2 })} />
					<Figure
						label="Diferencia"
						value={`${check.differencePoints >= 0 ? '+' : '−'}${formatNumber(Math.abs(check.differencePoints), { decimals: 2 })} puntos`}
					/>
				</dl>
			</div>
		);
	}
	if (kind === 'nota-simple') {
		const charges = values['cargas']?.trim() ?? '';
		const creditor = values['acreedor']?.trim() ?? '';
		return (
			<p className="rounded-card border border-line p-5 text-sm">
				{charges === ''
					? 'No hemos encontrado el apartado de cargas: búscalo en la nota simple antes de firmar.'
					: charges === 'Sin cargas'
						? 'La finca figura libre de cargas.'
						: `La finca tiene cargas${creditor ? ` (a favor de ${creditor})` : ''}: deben cancelarse antes de la compra o en la misma firma. Pide al vendedor el certificado de deuda pendiente.`}
			</p>
		);
	}
	const href = viabilityHref(kind, values);
	return href ? (
		<div className="rounded-card border border-line p-5">
			<p className="text-sm">
				{kind === 'renta'
					? 'Llevamos a la calculadora de viabilidad tus ingresos anuales divididos entre doce; ajústalos a tus ingresos netos.'
					: 'Llevamos tu salario neto a la calculadora de viabilidad; si cobras pagas extra, súmalas prorrateadas.'}
			</p>
			<a className="btn btn-primary mt-3" href={href}>
				Comprobar la viabilidad con estos ingresos
			</a>
		</div>
	) : (
		<p className="text-sm text-muted">
			Escribe los ingresos para llevarlos a la calculadora de viabilidad.
		</p>
	);
}
