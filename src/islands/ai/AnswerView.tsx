import type { Answer } from '~/lib/ai/answer.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';

/** One answer: its text, assumptions, the pre-filled calculator and the cited sources. */
export function AnswerView({ answer }: { answer: Answer }) {
	const origin = m.origin[answer.origin];
	return (
		<div className="space-y-2">
			<p>{answer.text}</p>
			{answer.assumptions && answer.assumptions.length > 0 && (
				<div className="text-sm text-muted">
					<p className="font-medium">{m.chat.assumptions}:</p>
					<ul className="list-disc pl-5">
						{answer.assumptions.map((a) => (
							<li key={a}>{a}</li>
						))}
					</ul>
				</div>
			)}
			{answer.calculator && (
				<p>
					<a className="font-semibold text-primary underline" href={answer.calculator.href}>
						{answer.calculator.title}
					</a>
				</p>
			)}
			{answer.sources.length > 0 && (
				<div className="text-sm">
					<p className="font-medium">{m.chat.sources}:</p>
					<ul className="list-disc pl-5">
						{answer.sources.map((s) => (
							<li key={s.href}>
								<a className="text-primary underline" href={s.href}>
									{s.title}
								</a>
							</li>
						))}
					</ul>
				</div>
			)}
			{origin && <p className="text-xs text-muted">{origin}</p>}
		</div>
	);
}
