import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { applicationStatuses } from '~/lib/application/progress.ts';
import { nextForPerson, trackSteps } from '~/lib/application/tracker.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { $progress, $trackerFacts, requestStudy } from '~/stores/application.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TrackedStepItem } from './TrackedStepItem.tsx';

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

/** The six steps from the facts, with what the person can do now. */
function Steps({ steps }: { steps: ReturnType<typeof trackSteps> }) {
	return (
		<>
			<p className="mt-3 font-medium" data-testid="solicitud-ahora">
				{nextForPerson(steps)}
			</p>
			<ol className="mt-4 space-y-3">
				{steps.map((step) => (
					<TrackedStepItem key={step.number} step={step} />
				))}
			</ol>
		</>
	);
}

/** The mortgage application through the 6 steps of the online process, updated live. */
export function ProgressSection() {
	const value = useStore($progress);
	const facts = useStore($trackerFacts);
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
					<Steps steps={trackSteps({ ...facts, progress: row })} />
				</>
			)}
		</QueryView>
	);
}
