import { chargeVerdict, landNoteTexts, noteIsOld } from '~/lib/documentReader/chargeVerdicts.ts';
import type { FieldValues } from '~/lib/documentReader/fields.ts';
import type { Charge } from '~/lib/documentReader/models/charges.ts';

const riskClass = { alto: 'border-danger', medio: 'border-primary', bajo: 'border-line' } as const;

/**
 * What a nota simple means for the buyer: every entry of its «Cargas» section with its holder,
 * amount and date and what that kind of charge implies (with its law), whether the note says
 * the property is free of charges, public-housing limits and a note older than three months.
 */
export function ChargesResult({ values, charges }: { values: FieldValues; charges: Charge[] }) {
	const state = values['cargas']?.trim() ?? '';
	const old = noteIsOld(values['fechaNota'] ?? '', new Date());
	const vpo = values['vpo']?.trim() ?? '';
	const summary =
		state === '' && charges.length === 0
			? landNoteTexts.noSection
			: state === 'Sin cargas'
				? landNoteTexts.free
				: charges.length === 1
					? 'La nota simple tiene 1 carga:'
					: charges.length > 1
						? `La nota simple tiene ${charges.length} cargas:`
						: 'La nota simple tiene cargas, pero no hemos sabido separarlas: léelas en el apartado «Cargas».';
	return (
		<div
			className="space-y-3 rounded-card border border-line p-5 text-sm"
			data-testid="documentos-cargas"
		>
			{old && <p className="font-semibold text-danger">{landNoteTexts.oldNote}</p>}
			<p className="font-semibold">{summary}</p>
			{charges.length > 0 && (
				<ol className="space-y-3">
					{charges.map((charge, i) => {
						const verdict = chargeVerdict(charge.tipo);
						const facts = [
							charge.titular && `a favor de ${charge.titular}`,
							charge.importe && `${charge.importe} €`,
							charge.fecha && `de ${charge.fecha}`,
						].filter(Boolean);
						return (
							<li key={i} className={`border-l-4 pl-3 ${riskClass[verdict.risk]}`}>
								<p>
									<strong>{verdict.label}</strong>
									{facts.length > 0 && `: ${facts.join(', ')}`}
								</p>
								<p className="mt-1">{verdict.verdict}</p>
								<p className="mt-1 text-xs text-muted">{verdict.law}</p>
							</li>
						);
					})}
				</ol>
			)}
			{vpo && (
				<div className="border-l-4 border-primary pl-3">
					<p>
						<strong>Vivienda protegida</strong>: {vpo}
					</p>
					<p className="mt-1">{landNoteTexts.vpo.verdict}</p>
					<p className="mt-1 text-xs text-muted">{landNoteTexts.vpo.law}</p>
				</div>
			)}
		</div>
	);
}
