import { ui } from '~/lib/i18n/es.ts';
import { incidentUrl, shortEventId } from '~/lib/errors/report.ts';

/** Props of the fallback screen. */
export interface ErrorFallbackProps {
	eventId: string;
	onRetry: () => void;
}

/** The screen shown in place of an island that failed (texts from SPEC section 8). */
export function ErrorFallback({ eventId, onRetry }: ErrorFallbackProps) {
	const t = ui.errorFallback;
	return (
		<div
			role="alert"
			className="mx-auto my-6 max-w-xl rounded-card border border-line bg-surface p-6 text-center"
			data-testid="error-fallback"
		>
			<h2 className="text-xl font-bold">{t.title}</h2>
			<p className="mt-2 text-muted">{t.text}</p>
			<div className="mt-5 flex flex-wrap justify-center gap-2">
				<button type="button" className="btn btn-primary" onClick={onRetry}>
					{t.retry}
				</button>
				<a className="btn btn-outline" href="/">
					{t.home}
				</a>
				<a className="btn btn-outline" href={incidentUrl(eventId)}>
					{t.report(shortEventId(eventId))}
				</a>
			</div>
			<p className="mt-4 text-sm">
				<a className="text-primary underline" href="/soporte">
					{t.support}
				</a>
			</p>
		</div>
	);
}
