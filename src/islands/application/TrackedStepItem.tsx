import { stepStateLabels } from '~/lib/application/progress.ts';
import { moverLabels, type TrackedStep } from '~/lib/application/tracker.ts';

const stateStyles = {
	hecho: 'border-success text-success',
	actual: 'border-primary text-primary',
	pendiente: 'border-line text-muted',
} as const;

/**
 * One step of «Mi solicitud»: its state, who moves it, what the portal has seen (evidence),
 * what is missing, the advisor's dated mark when it decided the state, and where to act.
 */
export function TrackedStepItem({ step }: { step: TrackedStep }) {
	return (
		<li
			aria-current={step.state === 'actual' ? 'step' : undefined}
			className={`rounded-lg border-l-4 bg-surface p-3 ${stateStyles[step.state]}`}
			data-testid={`paso-${step.number}`}
		>
			<p className="font-semibold">
				Paso {step.number}: {step.title}{' '}
				<span className="text-sm font-medium">({stepStateLabels[step.state]})</span>
			</p>
			<p className="mt-1 text-sm text-fg">{step.subtitle}</p>
			<p className="mt-1 text-sm text-muted">{moverLabels[step.mover]}.</p>
			{step.evidence && <p className="mt-1 text-sm text-fg">{step.evidence}</p>}
			{step.override && <p className="mt-1 text-sm text-fg">{step.override}</p>}
			{step.missing.length > 0 && (
				<p className="mt-1 text-sm text-fg">
					<span className="font-medium">Falta:</span> {step.missing.join('; ')}.
				</p>
			)}
			{step.state !== 'hecho' && (
				<p className="mt-1 text-sm text-fg">
					<span className="font-medium">Qué necesitamos de ti:</span> {step.needs}
				</p>
			)}
			{step.link && step.state !== 'hecho' && (
				<p className="mt-2 text-sm">
					<a className="font-semibold text-primary underline" href={step.link.href}>
						{step.link.label}
						<span className="sr-only"> (paso {step.number})</span>
					</a>
				</p>
			)}
		</li>
	);
}
