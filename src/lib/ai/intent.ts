import type { Figures } from './figures.ts';
import { foldText } from './normalize.ts';

/**
 * What a question asks for, which decides its answer plan:
 * - `cuota`, `coste`, `variable`, `mixta`, `fija-variable`, `amortizacion`: a loan calculation;
 * - `capacidad`: how much home or loan an income allows;
 * - `impuesto`: the purchase tax of a given price in a place;
 * - `lugar`: a fact that depends on the place (tax rates, young buyers' rates, ICO caps);
 * - `euribor`: the latest Euribor of our data;
 * - `contenido`: anything else, answered from our guides, news and glossary.
 */
export type Intent =
	| 'cuota'
	| 'coste'
	| 'variable'
	| 'mixta'
	| 'fija-variable'
	| 'amortizacion'
	| 'capacidad'
	| 'impuesto'
	| 'lugar'
	| 'euribor'
	| 'contenido';

/** Which place-dependent fact a question is about. */
export type PlaceTopic = 'itp' | 'nueva' | 'ajd' | 'joven' | 'ico';

const paymentWords =
	/(cuota|mensualidad|pagaria|pagare|pagaremos|pagariamos|pagamos|pagar al mes|pago al mes|pago mensual|al mes por|cuanto (se )?paga|letra|que pago|cuanto pago|me sale|saldria)/;
const capacityWords =
	/(puedo comprar|podemos comprar|puedo permitir|podemos permitir|me puedo permitir|nos podemos permitir|que (piso|casa|vivienda)|cuanto me prest|cuanto nos prest|me prestaria|nos prestaria|me dan\b|nos dan\b|me darian|nos darian|puedo pedir|podemos pedir|hipoteca maxima|precio maximo|maximo que|me lo puedo permitir|me conceden|me concederian|alcanza|llega para|cuanta hipoteca|capacidad|me da para|hasta que precio)/;
const costWords =
	/(intereses (totales|en total)|total de intereses|coste total|cuesta en total|en total|de intereses|cuantos intereses|que intereses)/;
const placeQuestion =
	/(cuanto|cual|que (itp|iva|igic|ipsi|ajd|impuesto|tipo|porcentaje)|\bhay\b|tengo|pago menos|limite|tope|hasta que|precio maximo)/;
/** A capacity question without figures asks how much: «¿cuánto me prestan?». */
const amountQuestion =
	/(cuanto|cuanta|que (piso|casa|vivienda|precio)|hasta que precio|hipoteca maxima|precio maximo|maximo que)/;
const definitionWords = /(que es |que son |que significa|definicion|para que sirve|como funciona)/;

/** The place-dependent topic of a question, if it names one. */
export function placeTopic(text: string): PlaceTopic | undefined {
	const t = foldText(text);
	if (/\bico\b/.test(t) && /(precio|limite|tope|hasta|maximo|cubre)/.test(t)) return 'ico';
	const tax =
		/(\bitp\b|transmisiones|impuesto|\bajd\b|actos juridicos|\biva\b|\bigic\b|\bipsi\b)/.test(t);
	if (!tax) return undefined;
	if (
		/(joven|jovenes|menores de 3\d|\d\d anos|reducido|rebaja|pago menos)/.test(t) &&
		!/\bajd\b|actos/.test(t)
	)
		return 'joven';
	if (/(\bajd\b|actos juridicos)/.test(t)) return 'ajd';
	if (/(\biva\b|\bigic\b|\bipsi\b|obra nueva|vivienda nueva|piso nuevo|a estrenar)/.test(t))
		return 'nueva';
	return 'itp';
}

/**
 * The intent of a question from its words and figures. Calculations need the figures that make
 * them one (an amount, an income); the plan then asks for what is missing.
 */
export function detectIntent(question: string, figures: Figures): Intent {
	const text = foldText(question);
	const amount = figures.loan ?? figures.price ?? figures.balance;
	if (definitionWords.test(text) && amount === undefined && figures.income === undefined)
		return 'contenido';
	const topic = placeTopic(text);
	if (topic && topic !== 'ico' && figures.price !== undefined) return 'impuesto';
	if (topic && placeQuestion.test(text)) return 'lugar';
	if (topic && figures.provinceId) return 'lugar';
	if (topic && text.split(/\s+/).length <= 4) return 'lugar';
	if (
		/euribor/.test(text) &&
		amount === undefined &&
		/(ahora|hoy|actual|ultimo|este mes|a cuanto esta|cuanto (esta|vale))/.test(text)
	)
		return 'euribor';
	if (
		capacityWords.test(text) &&
		(figures.income !== undefined || (!paymentWords.test(text) && amountQuestion.test(text)))
	)
		return 'capacidad';
	if (figures.income !== undefined && figures.loan === undefined && !paymentWords.test(text))
		return 'capacidad';
	if (
		/(amortiz|adelant|devuelvo|devolver antes)/.test(text) &&
		(figures.repayment ?? figures.balance) !== undefined
	)
		return 'amortizacion';
	const variable = figures.euriborSpread !== undefined || /(variable|euribor)/.test(text);
	const calculating =
		amount !== undefined || /(cuanto|que cuota|que letra|tendria|me queda)/.test(text);
	if (variable && calculating && (amount !== undefined || paymentWords.test(text))) {
		if (/mixta/.test(text) || figures.fixedYears !== undefined) return 'mixta';
		if (/(fij[ao])/.test(text) && figures.ratePercent !== undefined) return 'fija-variable';
		return 'variable';
	}
	if (amount !== undefined && costWords.test(text)) return 'coste';
	if (amount !== undefined && (paymentWords.test(text) || figures.years !== undefined))
		return 'cuota';
	if (paymentWords.test(text) && calculating && !/(que es|significa)/.test(text)) return 'cuota';
	if (
		costWords.test(text) &&
		/(cuanto|cuantos|que)/.test(text) &&
		amount === undefined &&
		/(pagaria|pagare|intereses)/.test(text)
	)
		return 'coste';
	return 'contenido';
}
