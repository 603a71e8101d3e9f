import type { Answer, Source } from './answer.ts';
import type { AssistantData } from './assistantData.ts';
import { answerCapacity, answerSavingsNeeded } from './capacity.ts';
import { answerEuriborHistory, euriborQuery } from './euriborHistory.ts';
import { answerFee } from './feeAnswers.ts';
import { guardAnswer } from './guard.ts';
import { answerForecast, forecastTopic } from './forecast.ts';
import type { AnswerInput } from './inputs.ts';
import { answerKnowledge } from './knowledge.ts';
import {
	answerEuribor,
	answerFixedVsVariable,
	answerInterest,
	answerMixed,
	answerPayment,
	answerVariable,
} from './loanAnswers.ts';
import { aiMessages } from './messages.ts';
import { answerEarlyRepayment } from './repaymentAnswers.ts';
import { foldText } from './normalize.ts';
import { answerPlaceFact, answerTaxAmount } from './placeAnswers.ts';
import { planInContext, type Plan } from './plan.ts';
import type { PassageIndex } from './searchIndex.ts';

export { bestSentences, relevantPassages, sourcesOf } from './knowledge.ts';

/** The year of the latest Euribor of our data: a later year is the future. */
export const latestYearOf = (data: AssistantData) => Number(data.euribor.month.slice(0, 4));

/**
 * The answer of a plan that needs no content search (calculations, legal caps, the Euribor's
 * history, forecasts and place facts), computed with the data served in the index (the Euribor
 * series, the tax and cost tables). Undefined for content questions.
 */
export function answerPlan(plan: Plan, data: AssistantData): Answer | undefined {
	const f = plan.figures;
	const folded = foldText(plan.question);
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
		case 'capacidad':
			return answerCapacity(f, data.tables);
		case 'entrada':
			// With the place known, the tax there goes with the savings it needs.
			return f.provinceId && f.price !== undefined
				? combine([answerSavingsNeeded(f), answerTaxAmount(f, 'itp', data.tables)])
				: answerSavingsNeeded(f);
		case 'comision':
			return answerFee(folded, f, latestYearOf(data));
		case 'euribor-historia': {
			const q = euriborQuery(folded);
			return q ? answerEuriborHistory(q, data) : undefined;
		}
		case 'prevision': {
			const topic = forecastTopic(folded, latestYearOf(data));
			return topic ? answerForecast(topic, data, f.provinceId) : undefined;
		}
		default:
			return undefined;
	}
}

/** Whether a plan needs the content index (a content question, or a part that is one). */
export const needsContent = (plan: Plan) =>
	plan.intent === 'contenido' && (plan.parts ?? []).length === 0
		? true
		: (plan.parts ?? []).some((p) => p.intent === 'contenido');

/** One answer made of the answers of a question's parts, in the order asked. */
export function combine(answers: readonly Answer[]): Answer {
	const sources: Source[] = [];
	for (const a of answers)
		for (const s of a.sources.slice(0, 2))
			if (!sources.some((x) => x.href === s.href)) sources.push(s);
	const inputs: AnswerInput[] = [];
	for (const a of answers)
		for (const i of a.inputs ?? [])
			if (
				!inputs.some(
					(x) => x.slot === i.slot && JSON.stringify(x.value) === JSON.stringify(i.value),
				)
			)
				inputs.push(i);
	const calculator = answers.find((a) => a.calculator)?.calculator;
	const law = answers.find((a) => a.law)?.law;
	return {
		text: answers.map((a) => a.text).join(' '),
		sources,
		origin: answers.some((a) => a.origin === 'calculo')
			? 'calculo'
			: (answers[0]?.origin ?? 'desconocido'),
		...(inputs.length > 0 ? { inputs } : {}),
		...(calculator ? { calculator } : {}),
		...(law ? { law } : {}),
	};
}

/**
 * The answer of a plan, with the content answerer for content questions (and content parts):
 * each part of a multi-part question is answered and the answers joined.
 */
export function answerWith(
	plan: Plan,
	data: AssistantData,
	knowledge: (question: string) => Answer,
): Answer {
	// Refusals go before a place fact or a forecast; a calculation with its figures is answered.
	const guarded = ['lugar', 'prevision'].includes(plan.intent)
		? guardAnswer(plan.question)
		: undefined;
	if (guarded) return guarded;
	if (plan.parts)
		return combine(plan.parts.map((p) => answerPlan(p, data) ?? knowledge(p.question)));
	return answerPlan(plan, data) ?? knowledge(plan.question);
}

/**
 * The offline assistant: each kind of question has its plan. Calculations fill their slots from
 * the question (and the earlier questions of the conversation) and go to the mortgage engine,
 * asking back for a missing figure; legal caps, the Euribor's history, forecasts and place facts
 * come from our data; the rest is answered from our answer cards and content, or «No lo sé con
 * seguridad» with the closest cards. Without the index (which holds the data too) nothing can be
 * answered.
 */
export function answerOffline(
	question: string,
	index: PassageIndex | undefined,
	context: readonly string[] = [],
): Answer {
	if (!index) return { text: aiMessages.indexFailed, sources: [], origin: 'desconocido' };
	const plan = planInContext(question, context, latestYearOf(index.data));
	return answerWith(plan, index.data, (q) => answerKnowledge(index, q));
}
