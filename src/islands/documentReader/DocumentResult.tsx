import type { FieldValues } from '~/lib/documentReader/fields.ts';
import type { DocumentKind } from '~/lib/documentReader/kinds.ts';
import type { Charge } from '~/lib/documentReader/models/charges.ts';
import type { Readings } from '~/lib/documentReader/models/reading.ts';
import { viabilityHref } from '~/lib/documentReader/viabilityLink.ts';
import { ChargesResult } from './ChargesResult.tsx';
import { OfferCheckResult } from './OfferCheckResult.tsx';

/** What the corrected fields mean: the viability link, the offer's TAE check or the note's charges. */
export function DocumentResult({
	kind,
	values,
	readings,
	charges,
}: {
	kind: DocumentKind;
	values: FieldValues;
	readings: Readings;
	charges: Charge[];
}) {
	if (kind === 'oferta') return <OfferCheckResult values={values} readings={readings} />;
	if (kind === 'nota-simple') return <ChargesResult values={values} charges={charges} />;
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
