import { aiMessages as m } from '~/lib/ai/messages.ts';
import { AnswerView } from './AnswerView.tsx';
import type { Turn } from './useConversation.ts';

/** The conversation so far; new answers are announced to screen readers. */
export function Conversation({
	turns,
	busy,
	label,
}: {
	turns: readonly Turn[];
	busy: boolean;
	label: string;
}) {
	return (
		<div
			role="log"
			aria-label={label}
			aria-live="polite"
			className="space-y-3 rounded-lg border border-line bg-surface p-4"
		>
			<p className="text-sm text-muted">{m.chat.welcome}</p>
			{turns.map((turn) =>
				turn.role === 'user' ? (
					<div
						key={turn.id}
						className="ml-auto max-w-[85%] rounded-lg bg-bg p-3"
						data-role="pregunta"
					>
						<p className="text-xs font-semibold text-muted">{m.chat.you}</p>
						<p>{turn.text}</p>
					</div>
				) : (
					<div
						key={turn.id}
						className="max-w-[95%] rounded-lg border border-line bg-bg p-3"
						data-role="respuesta"
					>
						<p className="text-xs font-semibold text-muted">{m.chat.assistant}</p>
						<AnswerView answer={turn.answer} />
					</div>
				),
			)}
			{busy && <p className="text-sm text-muted">{m.chat.busy}</p>}
		</div>
	);
}
