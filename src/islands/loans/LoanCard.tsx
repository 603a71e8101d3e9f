import { useMemo, useState } from 'react';
import { formatEuros, formatNumber } from '~/lib/format/index.ts';
import { loansTexts } from '~/lib/i18n/loans.ts';
import { improvementCheck, loanStatus, loanSummary } from '~/lib/loans/index.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { dangerButtonClass } from '~/islands/shared/ui/ConfirmDialog.tsx';
import type { LoanResult, SavedLoan } from '~/stores/loans.ts';
import { ImprovementFigures, RevisionFigures, StatusFigures } from './LoanFigures.tsx';
import { LoanStudy } from './LoanStudy.tsx';

const kindNames = { fija: 'Tipo fijo', variable: 'Tipo variable', mixta: 'Tipo mixto' } as const;

/** A Spanish message for a loan the engine refuses (LoanError is already Spanish). */
const refusal = (error: unknown) =>
	error instanceof Error && error.name === 'LoanError' ? error.message : errorMessage(error);

/** Computes `fn`, or its Spanish refusal. */
function attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; message: string } {
	try {
		return { ok: true, value: fn() };
	} catch (error) {
		return { ok: false, message: refusal(error) };
	}
}

/**
 * One loan of «Mi hipoteca»: where it stands today, the next revision (exact or range, labelled),
 * the improvement check, its notice settings, and its actions (edit, delete, ask for a study).
 */
export function LoanCard({
	saved,
	today,
	person,
	onEdit,
	onRemove,
	onStudySent,
}: {
	saved: SavedLoan;
	today: string;
	person: { name: string; email: string };
	onEdit: () => void;
	onRemove: () => void;
	onStudySent: (result: LoanResult) => void;
}) {
	const { loan } = saved;
	const [asking, setAsking] = useState(false);
	const status = useMemo(() => attempt(() => loanStatus(loan, today)), [loan, today]);
	const check = useMemo(() => attempt(() => improvementCheck(loan, today)), [loan, today]);
	const prefix = `prestamo-${saved.id}`;
	const titleId = `${prefix}-titulo`;

	return (
		<article
			aria-labelledby={titleId}
			className="space-y-4 rounded-lg border border-line p-4"
			data-testid="prestamo"
		>
			<header>
				<h3 id={titleId} className="text-lg font-semibold break-words">
					{loan.name}
				</h3>
				<p className="text-sm text-muted break-words">
					{[
						loan.bank,
						kindNames[loan.kind],
						`${formatEuros(loan.principal)} a ${formatNumber(loan.months)} cuotas`,
					]
						.filter(Boolean)
						.join(' · ')}
				</p>
			</header>
			{status.ok ? (
				<>
					<section aria-labelledby={`${prefix}-hoy`} className="space-y-2">
						<h4 id={`${prefix}-hoy`} className="font-semibold">
							Cómo va hoy
						</h4>
						<StatusFigures status={status.value} />
					</section>
					<section aria-labelledby={`${prefix}-revision`} className="space-y-2">
						<h4 id={`${prefix}-revision`} className="font-semibold">
							Próxima revisión
						</h4>
						<RevisionFigures forecast={status.value.nextRevision} />
					</section>
				</>
			) : (
				<p role="alert" className="rounded-lg border border-danger bg-danger-bg p-3 text-sm">
					{status.message}
				</p>
			)}
			{check.ok && (
				<section aria-labelledby={`${prefix}-mejora`} className="space-y-2">
					<h4 id={`${prefix}-mejora`} className="font-semibold">
						¿Te compensa cambiar algo?
					</h4>
					<ImprovementFigures check={check.value} />
				</section>
			)}
			<p className="text-sm" data-testid="prestamo-avisos">
				Avisos: te avisamos {formatNumber(loan.noticeDaysBefore)}{' '}
				{loan.noticeDaysBefore === 1 ? 'día' : 'días'} antes de cada revisión, cuando se conozca la
				cuota exacta y si una mejora ahorra más de {formatEuros(loan.improvementThreshold)}. Puedes
				cambiarlo en «{loansTexts.edit}».
			</p>
			<div className="flex flex-wrap gap-3">
				<button type="button" className="btn btn-outline" onClick={onEdit}>
					{loansTexts.edit}
					<span className="sr-only"> «{loan.name}»</span>
				</button>
				<button type="button" className={dangerButtonClass} onClick={onRemove}>
					{loansTexts.remove}
					<span className="sr-only"> «{loan.name}»</span>
				</button>
				{status.ok && !asking && (
					<button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
						{loansTexts.studyTitle}
					</button>
				)}
			</div>
			{status.ok && asking && (
				<LoanStudy
					idPrefix={prefix}
					summary={loanSummary(loan, status.value)}
					name={person.name}
					email={person.email}
					onCancel={() => setAsking(false)}
					onDone={(result) => {
						setAsking(false);
						onStudySent(result);
					}}
				/>
			)}
		</article>
	);
}
