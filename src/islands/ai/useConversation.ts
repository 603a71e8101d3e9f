import { useCallback, useRef, useState } from 'react';
import type { Answer } from '~/lib/ai/answer.ts';
import { createConversation } from '~/lib/ai/conversation.ts';
import { gateway } from './gateway.ts';

/** One turn of a conversation: the person's question or the assistant's answer. */
export type Turn =
	{ id: number; role: 'user'; text: string } | { id: number; role: 'assistant'; answer: Answer };

/** The turns of a conversation and ask(), which waits for the gateway's answer. */
export function useConversation() {
	const [turns, setTurns] = useState<Turn[]>([]);
	const [busy, setBusy] = useState(false);
	const next = useRef(0);
	// The questions asked so far, so a follow-up («¿y a 25 años?») keeps the previous figures.
	const conversation = useRef(createConversation(gateway));

	const ask = useCallback(async (question: string): Promise<Answer> => {
		setTurns((t) => [...t, { id: next.current++, role: 'user', text: question.trim() }]);
		setBusy(true);
		try {
			const answer = await conversation.current.ask(question);
			setTurns((t) => [...t, { id: next.current++, role: 'assistant', answer }]);
			return answer;
		} finally {
			setBusy(false);
		}
	}, []);

	return { turns, busy, ask };
}
