import { useEffect, useRef, useState } from 'react';
import { clientFormMessages as m } from '~/lib/clientForm/messages.ts';
import type { CopyOutcome } from '~/lib/clientForm/outcome.ts';
import { confirmCopy } from '~/stores/clientForm.ts';

/**
 * /formulario?copia=<token> (issue 43): the page of the link in «confirmar_copia». The copy of a
 * signed form is sent only when the owner of the address presses the button here (a mail
 * scanner that opens the link confirms nothing). The outcome takes the focus.
 */
export function ConfirmCopy({ token }: { token: string }) {
	const [state, setState] = useState<'idle' | 'sending' | CopyOutcome>('idle');
	const outcome = useRef<HTMLParagraphElement>(null);
	const done = state !== 'idle' && state !== 'sending';
	useEffect(() => {
		if (done) outcome.current?.focus();
	}, [done]);
	return (
		<div className="rounded-lg border border-line bg-surface p-4 sm:p-6">
			<h2 className="text-xl font-bold">{m.copyTitle}</h2>
			<p className="mt-2">{m.copyAsk}</p>
			{!done && (
				<button
					type="button"
					className="btn btn-primary mt-4"
					disabled={state === 'sending'}
					onClick={() => {
						setState('sending');
						void confirmCopy(token).then(setState);
					}}
				>
					{state === 'sending' ? m.copySending : m.copySend}
				</button>
			)}
			<p ref={outcome} tabIndex={-1} role="status" className="mt-4">
				{done ? m.copyOutcomes[state] : ''}
			</p>
		</div>
	);
}
