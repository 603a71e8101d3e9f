import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { applicationStatuses, progressSteps, stepStateLabels } from '~/lib/dashboard/progress.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { realtimeOf, subscribeToChanges, userChannel } from '~/lib/supabase/realtime.ts';
import { $progress, portalClient } from '~/stores/panel.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';

const stateStyles = {
	hecho: 'border-success text-success',
	actual: 'border-primary text-primary',
	pendiente: 'border-line text-muted',
} as const;

/** The mortgage application through the 6 steps of the online process, updated live. */
export function ProgressSection({ userId }: { userId: string }) {
	const value = useStore($progress);

	useEffect(() => {
		let stop: (() => void) | undefined;
		let cancelled = false;
		void portalClient().then((client) => {
			if (cancelled) return;
			stop = subscribeToChanges(realtimeOf(client), {
				channel: `${userChannel(userId)}/panel-solicitud`,
				table: 'application_progress',
				filter: `user_id=eq.${userId}`,
				onChange: () => $progress.invalidate(),
			});
		});
		return () => {
			cancelled = true;
			stop?.();
		};
	}, [userId]);

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
						<p>
							Estado de tu solicitud:{' '}
							<strong>{applicationStatuses[row.status] ?? row.status}</strong>. Último cambio:{' '}
							{formatDateTime(row.updated_at)}.
						</p>
					) : (
						<p>
							Aún no hemos abierto tu expediente. Empieza por el paso 1 y, cuando quieras,
							escríbenos desde{' '}
							<a className="font-semibold text-primary underline" href="/soporte">
								Soporte
							</a>{' '}
							para que un asesor estudie tu caso.
						</p>
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
							</li>
						))}
					</ol>
				</>
			)}
		</QueryView>
	);
}
