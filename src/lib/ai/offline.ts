import type { Answer } from './answer.ts';
import type { AssistantData } from './assistantData.ts';
import { answerCapacity } from './calculate.ts';
import { answerKnowledge } from './knowledge.ts';
import {
	answerEarlyRepayment,
	answerEuribor,
	answerFixedVsVariable,
	answerInterest,
	answerMixed,
	answerPayment,
	answerVariable,
} from './loanAnswers.ts';
import { aiMessages } from './messages.ts';
import { answerPlaceFact, answerTaxAmount } from './placeAnswers.ts';
import { provinceName } from './places.ts';
import { planInContext, type Plan } from './plan.ts';
import { provincePath } from '../places/provinces.ts';
import type { PassageIndex } from './searchIndex.ts';

export { bestSentences, relevantPassages, sourcesOf } from './knowledge.ts';

/**
 * The answer of a plan that needs no content search (calculations and place facts), computed
 * with the data served in the index (today's Euribor, the tax and cost tables).
 */
export function answerPlan(plan: Plan, data: AssistantData): Answer | undefined {
	const f = plan.figures;
	switch (plan.intent) {
		case 'cuota':
			return answerPayment(f);
		case 'coste':
			return answerInterest(f);
		case 'variable':
			return answerVariable(f, data.euribor);
		case 'mixta':
			return answerMixed(f, data.euribor);
		case 'fija-variable':
			return answerFixedVsVariable(f, data.euribor);
		case 'amortizacion':
			return answerEarlyRepayment(f);
		case 'euribor':
			return answerEuribor(data.euribor);
		case 'impuesto':
			return answerTaxAmount(f, plan.topic ?? 'itp', data.tables);
		case 'lugar':
			return answerPlaceFact(f, plan.topic ?? 'itp', data.tables);
		case 'capacidad': {
			const answer = answerCapacity(f, data.tables);
			if (f.provinceId)
				answer.sources.push({
					title: `Hipotecas en ${provinceName(f.provinceId)}`,
					href: provincePath(f.provinceId),
				});
			return answer;
		}
		default:
			return undefined;
	}
}

/**
 * The offline assistant: each kind of question has its plan. Calculations fill their slots from
 * the question (and the earlier questions of the conversation) and go to the mortgage engine,
 * asking back for a missing figure; place facts come from our tax data for the place named;
 * the rest is answered from our content, or «No lo sé con seguridad». Without the index (which
 * holds the data too) nothing can be answered.
 */
export function answerOffline(
	question: string,
	index: PassageIndex | undefined,
	context: readonly string[] = [],
): Answer {
	if (!index) return { text: aiMessages.indexFailed, sources: [], origin: 'desconocido' };
	return (
		answerPlan(planInContext(question, context), index.data) ?? answerKnowledge(index, question)
	);
}
