import { carryOver } from './carryOver.ts';
import { euriborQuery } from './euriborHistory.ts';
import { extractFigures, normaliseFigures, type Figures } from './figures.ts';
import { detectIntent, placeTopic, type Intent, type PlaceTopic } from './intent.ts';
import { expandShorthand, foldText } from './normalize.ts';

/** How a question is answered: its intent, its figures and, for place facts, the topic. */
export interface Plan {
	intent: Intent;
	figures: Figures;
	topic?: PlaceTopic | undefined;
	/** The question as asked (content, fee and history plans read its words). */
	question: string;
	/** A question with several parts: one plan each, answered in order. */
	parts?: Plan[];
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
	'entrada',
];

/** A follow-up that leans on the previous question: «¿y a 25 años?», «¿y en Málaga?». */
function isFollowUp(question: string, plan: Plan): boolean {
	const text = foldText(question)
		.replace(/[¿?¡!.,]/g, ' ')
		.trim();
	const words = text.split(/\s+/).filter(Boolean);
	if (/^(y|e|pues|entonces|vale|ok|y si|y con|y en|y para|y a|pero|y cuanto)\b/.test(text))
		return true;
	if (/(que es|que son|que significa|como funciona)/.test(text)) return false;
	const hasFigures = Object.keys(plan.figures).length > 0;
	return (
		plan.intent === 'contenido' &&
		hasFigures &&
		(words.length <= 14 || /(y ahora|entonces)/.test(text))
	);
}

/** Clauses of a question that may ask different things: «¿…ITP… y cuánto sería la cuota…?». */
function clauses(question: string): string[] {
	return question
		.split(
			/[?¿;]|\.\s+|,?\s+y\s+(?=(?:qu[eé]|q|cu[aá]nt[oa]s?|cu[aá]l|c[oó]mo|a cu[aá]nto|hasta qu[eé]|(?:(?:de|la|el|los|las|en|del)\s+)?(?:eur[ií]bor|cuota|letra|mensualidad|itp|iva|ajd|impuestos?|intereses|comisi[oó]n|gastos))(?![a-záéíóúñ]))/i,
		)
		.map((c) => c.trim())
		.filter((c) => /[a-záéíóúñ]{3}/i.test(c));
}

/** The plan of one question on its own (several plans when it asks several things). */
export function planOf(question: string, latestYear?: number, before?: Figures): Plan {
	// With the figures of the conversation so far, when a question's parts need them.
	const figures = before
		? carryOver(before, extractFigures(question), question)
		: extractFigures(question);
	const intent = detectIntent(question, figures, latestYear);
	const plan: Plan = { intent, figures, question };
	if (intent === 'lugar' || intent === 'impuesto') plan.topic = placeTopic(question);
	const folded = foldText(question);
	// «el valor actual del euríbor y el máximo de 2024»: today's value and a fact of its history.
	if (intent === 'euribor-historia' && /(actual|ahora|hoy|ultimo dato)/.test(folded))
		return {
			...plan,
			parts: [
				{ intent: 'euribor', figures, question },
				{ intent: 'euribor-historia', figures, question },
			],
		};
	// «el más alto de 2023 y el más bajo de 2021»: one fact of the series per piece.
	if (intent === 'euribor-historia') {
		const pieces = question.split(/\s+y\s+|,\s*|;\s*/i);
		const yearOf = (p: string | undefined) => /\b(?:19|20)\d{2}\b/.exec(p ?? '')?.[0];
		// «máximo y mínimo de 2022»: a piece without its year takes the next one said.
		const facts = pieces
			.map((piece, i) => {
				const year = yearOf(piece)
					? ''
					: (pieces
							.slice(i + 1)
							.map(yearOf)
							.find(Boolean) ?? '');
				return `euríbor ${piece} ${year}`.trim();
			})
			.filter((piece) => euriborQuery(foldText(piece)) !== undefined);
		if (facts.length >= 2)
			return {
				...plan,
				parts: facts.map((piece) => ({ intent, figures, question: piece })),
			};
	}
	const parts: Plan[] = [];
	const pieces = clauses(question);
	if (pieces.length < 2) return plan;
	const interrogative = (piece: string | undefined) =>
		/(^|\s)(que|q|cuanto|cuanta|cuantos|cual|como|donde|cuando|hasta)(\s|$)/.test(
			foldText(piece ?? ''),
		);
	for (const [i, piece] of pieces.entries()) {
		// A clause without its own topic word borrows the question's («… y a cuánto está ahora»).
		const text =
			!/euribor/.test(foldText(piece)) &&
			/euribor/.test(foldText(question)) &&
			/(ahora|hoy|actual)/.test(foldText(piece))
				? `${piece} euribor`
				: piece;
		const own = extractFigures(text);
		const merged: Figures = { ...figures, ...own };
		const definitional = /(que es|q es|que son|que significa|como funciona)/.test(foldText(piece));
		// A clause is read with its own figures first («…y el euríbor actual»), then with the
		// question's («… y qué cuota a 25 años»: the price said before).
		let partIntent = detectIntent(text, own, latestYear);
		// «¿cuánto de ITP y de cuota…?»: a piece joined by «y» to a question asks too.
		const asking = interrogative(piece) || (i > 0 && interrogative(pieces[i - 1]));
		if ((partIntent === 'contenido' && !definitional && asking) || partIntent === 'lugar') {
			const withAll = detectIntent(text, merged, latestYear);
			if (withAll !== 'contenido') partIntent = withAll;
		}
		// «… y cuánto bajaría la cuota si me quedan 150.000?» after «si amortizo 20.000»: the new
		// payment after the early repayment said in another piece.
		if (partIntent === 'cuota' && detectIntent(text, merged, latestYear) === 'amortizacion')
			partIntent = 'amortizacion';
		// «… con euríbor + 0,8, ¿cuánto pagaré?»: the payment of the variable loan said before.
		if (
			partIntent === 'cuota' &&
			merged.ratePercent === undefined &&
			(merged.euriborSpread ?? merged.euribor) !== undefined
		)
			partIntent = 'variable';
		// «Gano 2.200 y pago 300 de pensión. ¿Qué cuota…?»: a statement gives figures, not a part.
		const next = question.slice(question.indexOf(piece) + piece.length).trimStart();
		// «Si adelanto 30.000…, ¿cuánto me cobran?»: a condition is the context of the question.
		const statement =
			(!asking && !definitional && next.startsWith('.') && question.includes('?')) ||
			(/^si\s/i.test(piece.trim()) && !interrogative(piece) && next.startsWith('?') === false);
		const asks = !statement && (partIntent !== 'contenido' || definitional);
		if (!asks) continue;
		// A fee is read from the whole question (the loan's type and age may be said elsewhere).
		const part: Plan = {
			intent: partIntent,
			figures: merged,
			question: partIntent === 'comision' ? question : text,
		};
		if (partIntent === 'lugar' || partIntent === 'impuesto')
			part.topic = placeTopic(text) ?? placeTopic(question);
		// «itp madrid y itp barcelona»: the same fact of two places is two parts.
		const same = parts.find(
			(p) =>
				p.intent === part.intent &&
				p.topic === part.topic &&
				(p.intent !== 'lugar' || p.figures.provinceId === part.figures.provinceId),
		);
		if (!same) parts.push(part);
	}
	// «quiero amortizar 20.000, ¿qué comisión?»: the repayment is the fee's context, not a new
	// payment to ask figures for (it stays a part when the balance to compute it is said).
	const kept = parts.some((p) => p.intent === 'comision')
		? parts.filter((p) => p.intent !== 'amortizacion' || p.figures.balance !== undefined)
		: parts;
	if (kept.length >= 2) plan.parts = kept;
	else if (kept[0]?.intent === 'comision') return { ...plan, intent: 'comision' };
	return plan;
}

/**
 * The plan of a question in its conversation: a follow-up takes the previous calculation or
 * place question and changes only what it says (a term, a rate, an amount, a place); a
 * calculation that lacks a figure takes it from the earlier questions. The newest value of a
 * slot wins, and a new amount, rate or income replaces the earlier ones of its kind.
 */
export function planInContext(
	asked: string,
	context: readonly string[],
	latestYear?: number,
): Plan {
	const question = expandShorthand(asked);
	const own = planOf(question, latestYear);
	if (context.length === 0 || own.parts) return own;
	const previous = planInContext(context.at(-1) ?? '', context.slice(0, -1), latestYear);
	if (!calculations.includes(previous.intent) && previous.intent !== 'lugar')
		return statedBefore(own, previous, question, latestYear);
	const merged = carryOver(previous.figures, own.figures, question);
	const folded = foldText(normaliseFigures(question));
	// «¿y si me cobran un 3 %?» is a new rate, not a fee; «¿y cuánto pagaría en Andalucía?»
	// after a tax is the same tax somewhere else, not a payment.
	const f = own.figures;
	const weak =
		(own.intent === 'comision' &&
			!/(comision|amortiz|cancel|penaliz|subrog|novac|compensacion)/.test(folded)) ||
		(own.intent === 'cuota' &&
			['impuesto', 'lugar'].includes(previous.intent) &&
			f.loan === undefined &&
			f.ratePercent === undefined &&
			f.years === undefined);
	if (
		(own.intent === 'contenido' || weak) &&
		isFollowUp(question, { ...own, intent: 'contenido' })
	) {
		let topic = previous.topic;
		if (topic && /(nuev[oa]|a estrenar|obra nueva)/.test(folded)) topic = 'nueva';
		else if (topic && /(usad[oa]|segunda mano)/.test(folded)) topic = 'itp';
		let intent = previous.intent;
		// «¿y si el euríbor está al 2,5 y me dan euríbor + 0,7?» after a fixed rate: now variable.
		if ((own.figures.euriborSpread ?? own.figures.euribor) !== undefined && intent === 'cuota')
			intent = 'variable';
		if (merged.ratePercent !== undefined && !merged.euriborSpread && intent === 'variable')
			intent = 'cuota';
		// «¿y en Madrid para un piso de 300.000?» after a tax rate: the tax of that price there.
		if (intent === 'lugar' && topic !== 'joven' && topic !== 'ico' && merged.price !== undefined)
			intent = 'impuesto';
		return { intent, figures: merged, topic, question };
	}
	// «¿Y cuántos intereses pagaría en total?» after a payment: same loan, another calculation.
	// The intent is read again with every figure known: «si meto 15.000 de golpe…» after the
	// balance is an early repayment; «¿qué cuota máxima?» after the incomes, a capacity.
	if (calculations.includes(own.intent) && calculations.includes(previous.intent)) {
		const again = detectIntent(question, merged, latestYear);
		return { ...own, intent: calculations.includes(again) ? again : own.intent, figures: merged };
	}
	if (own.intent === 'lugar' && previous.intent === 'lugar' && !own.figures.provinceId)
		return { ...own, figures: merged };
	// «vale, ¿y el ITP?» after a payment for a home of a price somewhere: that tax of that price.
	if (own.intent === 'lugar' && calculations.includes(previous.intent) && !own.figures.provinceId) {
		const intent = detectIntent(question, merged, latestYear);
		return { ...own, intent, figures: merged };
	}
	return own;
}

/**
 * «Quiero comprar en Málaga un piso de 220.000» and then «¿cuánto pagaría de ITP?»: a statement
 * before (no question of its own) gives its figures to a calculation or place question that
 * needs them; the new question's own figures win.
 */
function statedBefore(own: Plan, previous: Plan, question: string, latestYear?: number): Plan {
	const stated = Object.keys(previous.figures).some((k) => k !== 'loanYear');
	if (!stated || previous.intent !== 'contenido' || /\?/.test(previous.question)) return own;
	const figures = carryOver(previous.figures, own.figures, question);
	// «Estoy mirando un piso en Valladolid» and then «El precio es de 150.000 €»: statements add up.
	if (own.intent === 'contenido' && !/\?/.test(question)) return { ...own, figures };
	if (!calculations.includes(own.intent) && own.intent !== 'lugar') return own;
	// «Piso de 250.000 € en Barcelona» and then «¿cuánto de impuestos y de cuota…?»: every part.
	const whole = planOf(question, latestYear, previous.figures);
	if (whole.parts) return whole;
	const intent = detectIntent(question, figures, latestYear);
	const plan: Plan = { ...own, intent, figures };
	if (intent === 'impuesto' || intent === 'lugar')
		plan.topic = placeTopic(question) ?? placeTopic(previous.question);
	return plan;
}
