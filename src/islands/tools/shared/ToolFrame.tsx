import type { ReactNode } from 'react';
import { ui } from '~/lib/i18n/es.ts';
import { LiveSummary } from '~/islands/shared/ui/fields.tsx';

/**
 * The two columns every calculator shares: the form, and the result announced politely. While
 * an input is wrong the result gives way to a note pointing at the marked fields, shown by the same
 * live region that carries the summary, so it is announced once.
 */
export function ToolFrame({
	tool,
	formLabel,
	resultLabel,
	summary,
	form,
	result,
}: {
	/** Anchor id of the tool, also set as data-tool. */
	tool: string;
	formLabel: string;
	resultLabel: string;
	/** Short text read by screen readers when the result changes. */
	summary: string;
	form: ReactNode;
	/** The result, or null while an input is invalid. */
	result: ReactNode | null;
}) {
	return (
		<div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]" data-tool={tool}>
			<form
				className="space-y-4"
				onSubmit={(event) => event.preventDefault()}
				aria-label={formLabel}
				data-no-print
			>
				{form}
			</form>
			<section aria-label={resultLabel} className="min-w-0">
				<LiveSummary text={result ? summary : ui.tools.fixInputs} visible={!result} />
				{result}
			</section>
		</div>
	);
}
