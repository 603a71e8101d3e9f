import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { applicationStatuses, progressSteps, stepStateLabels } from '~/lib/application/progress.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { $progress, requestStudy } from '~/stores/application.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';

const stateStyles = {
	hecho: 'border-success text-success',
	actual: 'border-primary text-primary',
	pendiente: 'border-line text-muted',
} as const;

/** «Solicitar estudio»: the person opens their own application; focus lands on the outcome. */
function RequestStudy() {
	const [busy, setBusy] = useState(false);
	const [failure, setFailure] = useState<string>();
	const failureRef = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (failure) failureRef.current?.focus();
	}, [failure]);

	const request = async () => {
		setBusy(true);
		setFailure(undefined);
		try {
			await requestStudy();
		} catch (error) {
			setFailure(errorMessage(error));
			setBusy(false);
		}
	};

	return (
		<div className="mt-3">
			<p>
				Aún no has abierto tu solicitud. Cuando quieras que un asesor estudie tu caso, pulsa
				«Solicitar estudio»: la abrimos en el paso 1 y te avisamos de cada avance.
			</p>
			<button
				type="button"
				className="btn btn-primary mt-3"
				disabled={busy}
				onClick={() => void request()}
			>
				{busy ? 'Solicitando…' : 'Solicitar estudio'}
			</button>
			{failure && (
				<p
					ref={failureRef}
					tabIndex={-1}
					role="alert"
					className="mt-2 text-sm font-medium text-danger"
				>
					{failure}
				</p>
			)}
		</div>
	);
}

/** The mortgage application through the 6 steps of the online process, updated live. */
export function ProgressSection() {
	const value = useStore($progress);
	const statusRef = useRef<HTMLParagraphElement>(null);
	const hadRow = useRef<boolean | null>(null);
	const opened = value.data !== undefined && value.data !== null;
	useEffect(() => {
		// Right after «Solicitar estudio» the status line replaces the button: focus goes there.
		if (hadRow.current === false && opened) statusRef.current?.focus();
		if (value.data !== undefined) hadRow.current = opened;
	}, [opened, value.data]);

	return (
		<QueryView
			value={value}
			retry={() => $progress.invalidate()}
			isEmpty={() => false}
			empty={null}
		>
			{(row) => (
				<>
					{row ? (
						<p ref={statusRef} tabIndex={-1} data-testid="solicitud-estado">
							Estado de tu solicitud:{' '}
							<strong>{applicationStatuses[row.status] ?? row.status}</strong>. Último cambio:{' '}
							{formatDateTime(row.updated_at)}.
						</p>
					) : (
						<RequestStudy />
					)}
					{row?.notes && <p className="mt-2 text-sm">Nota de tu asesor: {row.notes}</p>}
					<ol className="mt-4 space-y-3">
						{progressSteps(row).map((step) => (
							<li
								key={step.number}
								aria-current={step.state === 'actual' ? 'step' : undefined}
								className={`rounded-lg border-l-4 bg-surface p-3 ${stateStyles[step.state]}`}
							>
								<p className="font-semibold">
									Paso {step.number}: {step.title}{' '}
									<span className="text-sm font-medium">({stepStateLabels[step.state]})</span>
								</p>
								<p className="mt-1 text-sm text-fg">{step.subtitle}</p>
								<p className="mt-1 text-sm text-fg">
									<span className="font-medium">Qué necesitamos de ti:</span> {step.needs}
								</p>
								{step.link && (
									<p className="mt-2 text-sm">
										<a className="font-semibold text-primary underline" href={step.link.href}>
											{step.link.label}
											<span className="sr-only"> (paso {step.number})</span>
										</a>
									</p>
								)}
							</li>
						))}
					</ol>
				</>
			)}
		</QueryView>
	);
}
