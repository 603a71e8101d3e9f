import { useEffect, useId, useRef, useState } from 'react';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { questionProblem } from '~/lib/ai/conversation.ts';

interface Props {
	busy: boolean;
	onAsk: (question: string) => void;
	/** Puts the cursor in the field when the tool opens. */
	focusOnOpen?: boolean;
}

/** The question field with its send button and example questions. */
export function QuestionForm({ busy, onAsk, focusOnOpen = false }: Props) {
	const id = useId();
	const [question, setQuestion] = useState('');
	const [error, setError] = useState('');
	const input = useRef<HTMLTextAreaElement>(null);

	useEffect(() => {
		if (focusOnOpen) input.current?.focus();
	}, [focusOnOpen]);

	const send = (text: string) => {
		const problem = questionProblem(text);
		if (problem) {
			setError(problem);
			// The question box is where it is fixed: focus it (its error is tied to it).
			input.current?.focus();
			return;
		}
		setError('');
		setQuestion('');
		onAsk(text.trim());
	};
	const submit = (event: { preventDefault(): void }) => {
		event.preventDefault();
		send(question);
	};

	return (
		<form onSubmit={submit} className="mt-4 space-y-2" noValidate>
			<label htmlFor={id} className="block text-sm font-medium">
				{m.chat.label}
			</label>
			<textarea
				id={id}
				ref={input}
				rows={2}
				value={question}
				onChange={(e) => setQuestion(e.target.value)}
				onKeyDown={(e) => {
					if (e.key === 'Enter' && !e.shiftKey) {
						e.preventDefault();
						send(question);
					}
				}}
				aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
				aria-invalid={error ? true : undefined}
				className="w-full rounded-lg border border-line bg-bg p-2"
			/>
			<p id={`${id}-ayuda`} className="text-xs text-muted">
				{m.chat.hint}
			</p>
			{/* A live region that stays mounted, so the error is announced when it appears. */}
			<div aria-live="polite" aria-atomic="true">
				{error && (
					<p id={`${id}-error`} className="text-sm font-medium text-danger">
						{error}
					</p>
				)}
			</div>
			<div className="flex flex-wrap items-center gap-2">
				<button type="submit" className="btn btn-primary" disabled={busy}>
					{busy ? m.chat.busy : m.chat.send}
				</button>
			</div>
			<div className="pt-2">
				<p className="text-sm font-medium">{m.chat.examples}:</p>
				<ul className="mt-1 flex flex-wrap gap-2">
					{m.examplesList.map((q) => (
						<li key={q}>
							<button
								type="button"
								className="btn btn-outline text-left"
								disabled={busy}
								onClick={() => send(q)}
							>
								{q}
							</button>
						</li>
					))}
				</ul>
			</div>
		</form>
	);
}
