import { extractFigures, type Figures } from './figures.ts';
import { detectIntent, placeTopic, type Intent, type PlaceTopic } from './intent.ts';
import { foldText } from './normalize.ts';

/** How a question is answered: its intent, its figures and, for place facts, the topic. */
export interface Plan {
	intent: Intent;
	figures: Figures;
	topic?: PlaceTopic | undefined;
}

const calculations: readonly Intent[] = [
	'cuota',
	'coste',
	'variable',
	'mixta',
	'fija-variable',
	'amortizacion',
	'capacidad',
	'impuesto',
];

/** A follow-up that leans on the previous question: «¿y a 25 años?», «¿y en Málaga?». */
function isFollowUp(question: string, plan: Plan): boolean {
	const text = foldText(question)
		.replace(/[¿?¡!.,]/g, ' ')
		.trim();
	const words = text.split(/\s+/).filter(Boolean);
	if (/^(y|e|pues|entonces|vale|ok|y si|y con|y en|y para|y a)\b/.test(text)) return true;
	const hasFigures = Object.keys(plan.figures).length > 0;
	return plan.intent === 'contenido' && hasFigures && words.length <= 7;
}

/** The plan of one question on its own. */
export function planOf(question: string): Plan {
	const figures = extractFigures(question);
	const intent = detectIntent(question, figures);
	const plan: Plan = { intent, figures };
	if (intent === 'lugar' || intent === 'impuesto') plan.topic = placeTopic(question);
	return plan;
}

/**
 * The plan of a question in its conversation: a follow-up takes the previous calculation or
 * place question and changes only what it says (a term, a rate, an amount, a place); a
 * calculation that lacks a figure takes it from the previous question.
 */
export function planInContext(question: string, context: readonly string[]): Plan {
	const own = planOf(question);
	if (context.length === 0) return own;
	const previous = planInContext(context.at(-1) ?? '', context.slice(0, -1));
	if (previous.intent === 'contenido' || previous.intent === 'euribor') return own;
	const merged = { ...previous.figures, ...own.figures };
	if (own.intent === 'contenido' && isFollowUp(question, own))
		return { intent: previous.intent, figures: merged, topic: previous.topic };
	// «¿Y cuántos intereses pagaría en total?» after a payment: same loan, another calculation.
	if (calculations.includes(own.intent) && calculations.includes(previous.intent))
		return { ...own, figures: merged };
	if (own.intent === 'lugar' && previous.intent === 'lugar' && !own.figures.provinceId)
		return { ...own, figures: merged };
	return own;
}
