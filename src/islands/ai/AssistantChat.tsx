import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { Conversation } from './Conversation.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { useConversation } from './useConversation.ts';

/** The AI assistant: questions answered from our content and the mortgage engine. */
function AssistantChat() {
	const { turns, busy, ask } = useConversation();
	return (
		<div>
			<Conversation turns={turns} busy={busy} label={m.chat.log} />
			<QuestionForm busy={busy} onAsk={(q) => void ask(q)} focusOnOpen />
		</div>
	);
}

export default withErrorBoundary(AssistantChat, 'AssistantChat');
