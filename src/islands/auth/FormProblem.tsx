import type { Ref } from 'react';

/**
 * Why a sent form failed (wrong password, link no longer valid, no connection), shown at the
 * form next to its fields rather than only in a toast. It takes the focus when it appears, so a
 * screen reader reads it and the keyboard continues from there.
 */
export function FormProblem({
	id,
	message,
	problemRef,
}: {
	id: string;
	message: string | null;
	problemRef?: Ref<HTMLDivElement>;
}) {
	if (!message) return null;
	return (
		<div
			ref={problemRef}
			id={id}
			tabIndex={-1}
			data-testid="form-problem"
			className="rounded-lg border border-danger bg-danger-bg p-3 text-sm font-medium text-danger"
		>
			{message}
		</div>
	);
}
