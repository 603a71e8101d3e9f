import { euriborQuery } from './euriborHistory.ts';
import { feeWords, type Figures } from './figures.ts';
import { forecastTopic } from './forecast.ts';
import { foldText } from './normalize.ts';

/**
 * What a question asks for, which decides its answer plan:
 * - `cuota`, `coste`, `variable`, `mixta`, `fija-variable`, `amortizacion`: a loan calculation;
 * - `capacidad`: how much loan or home an income allows; `entrada`: the savings a price needs;
 * - `impuesto`: the purchase tax of a given price in a place;
 * - `lugar`: a fact that depends on the place (tax rates, young buyers' rates, ICO caps);
 * - `comision`: the legal cap of an early repayment or a change of rate or bank (Ley 5/2019);
 * - `euribor`: the latest Euribor of our data; `euribor-historia`: a fact of its history;
 * - `prevision`: a question about the future (answered hedged, with no future figure);
 * - `contenido`: anything else, answered from our answer cards, guides, news and glossary.
 */
export type Intent =
	| 'cuota'
	| 'coste'
	| 'variable'
	| 'mixta'
	| 'fija-variable'
	| 'amortizacion'
	| 'capacidad'
	| 'entrada'
	| 'impuesto'
	| 'lugar'
	| 'comision'
	| 'euribor'
	| 'euribor-historia'
	| 'prevision'
	| 'contenido';

/** Which place-dependent fact a question is about. */
export type PlaceTopic = 'itp' | 'nueva' | 'ajd' | 'joven' | 'ico';

const paymentWords =
	/(cuota|mensualidad|pagaria|pagare|pagaremos|pagariamos|pagamos|pagar al mes|pago al mes|pago mensual|al mes por|cuanto (se )?paga|letra|que pago|cuanto pago|me sale|saldria|cuanto al mes|cada mes|nos toca pagar|me cuesta al mes|me costara .*al mes|pagar cada mes)/;
const capacityWords =
	/((me|nos) van a (prestar|dar|financiar|conceder)|puedo comprar|podemos comprar|puedo permitir|podemos permitir|me puedo permitir|nos podemos permitir|que (piso|casa|vivienda)|cuanto me prest|cuanto nos prest|me prestaria|nos prestaria|prestarian|me dan\b|nos dan\b|me darian|nos darian|puedo pedir|podemos pedir|hipoteca max|precio maximo|maximo que|me lo puedo permitir|me conceden|me concederian|concederian|alcanza|llega para|cuanta hipoteca|capacidad|me da para|hasta que precio|me dejan|me dejarian|aprobarian|aprobaria|nos aprueban|me aprueban|concederian|darian hipoteca|prestarnos|prestarme|podrian prestar|nos dejarian|me dejaria|nos dejaria|cuota maxima|cuota max\b|cuota hipotecaria maxima|importe maximo|podria adquirir)/;
const costWords =
	/(intereses (totales|en total)|total de intereses|coste total|cuesta en total|en total|de intereses|cuantos intereses|que intereses|pagado de intereses|total de los intereses)/;
const placeQuestion =
	/(cuanto|cual|que (itp|iva|igic|ipsi|ajd|impuesto|tipo|porcentaje)|\bhay\b|tengo|pago menos|limite|tope|hasta que|precio maximo|existe)/;
/** A capacity question without figures asks how much: «¿cuánto me prestan?». */
const amountQuestion =
	/(cuanto|cuanta|que (piso|casa|vivienda|precio)|hasta que precio|hipoteca max|precio maximo|maximo que)/;
const definitionWords =
	/(que es |q es |que son |que significa|definicion|para que sirve|como funciona)/;
const savingsNeeded =
	/(cuanto|que) (dinero )?(necesito|necesitamos|necesitaria|necesitariamos|hace falta|haria falta|tengo que tener|tenemos que tener|tendria que tener|tendriamos que tener|deberia tener|debo tener|hay que tener|me hace falta)( \w+){0,2} (ahorrad\w*|de entrada|para la entrada|ahorrar|de ahorro)|cuanta entrada|cuanto (de )?entrada/;

/** The place-dependent topic of a question, if it names one. */
export function placeTopic(text: string): PlaceTopic | undefined {
	const t = foldText(text).replace(/(despues de|netos de|descontados los|sin) impuestos/g, ' ');
	if (/\bico\b/.test(t) && /(precio|limite|tope|hasta|maximo|cubre|cuanto puede costar)/.test(t))
		return 'ico';
	const tax =
		/(\bitp\b|transmisiones|impuesto|\bajd\b|actos juridicos|\biva\b|\bigic\b|\bipsi\b)/.test(t);
	if (!tax) return undefined;
	if (
		/(joven|jovenes|menores de 3\d|(tengo|tiene|tenemos|con|edad de) \d\d anos|reducido|rebaja|pago menos)/.test(
			t,
		) &&
		!/\bajd\b|actos/.test(t)
	)
		return 'joven';
	if (/(\bajd\b|actos juridicos)/.test(t)) return 'ajd';
	if (
		/(\biva\b|\bigic\b|\bipsi\b|obra nueva|vivienda nueva|piso nuevo|casa nueva|a estrenar|\bnuevo\b|\bnueva\b)/.test(
			t,
		)
	)
		return 'nueva';
	return 'itp';
}

/** Whether a question asks for the legal cap of a fee (not the opening fee, which is content). */
export function asksFee(text: string): boolean {
	if (/(apertura|mantenimiento|de estudio|tarjeta|registr|notari|gestori|arancel)/.test(text))
		return false;
	const fee =
		/(comision|penaliz|compensacion|\bcobr(a|an|en|e|ar|arme|arnos|arian|aria|aran)\b|cuanto me cuesta de)/.test(
			text,
		);
	// «¿cuánto me costaría cancelar mi hipoteca fija de 2018?»: ending a fixed or variable loan
	// early has a cost only by its fee (the Registry's is asked with «registro» or «notario»).
	const ending =
		/(cancel\w*|liquid\w*|saldar|amortiz\w*|adelant\w*|devolver|devuelvo|quitar)/.test(text) &&
		/\b(fij[ao]|variable|tipo fijo|tipo variable)\b/.test(text) &&
		/(cuesta|costar\w*|coste|de mas|extra|cargo|gasto)/.test(text) &&
		!/(cuota|plazo|mensualidad|letra|al mes|ahorr|intereses)/.test(text);
	return (fee || ending) && feeWords.test(text) && !/(bajaria|baja) la cuota/.test(text);
}

/**
 * The intent of a question from its words and figures. Calculations need the figures that make
 * them one (an amount, an income); the plan then asks for what is missing. `latestYear` is the
 * year of our latest data (a later year is the future).
 */
export function detectIntent(question: string, figures: Figures, latestYear = 2026): Intent {
	const text = foldText(question);
	const amount = figures.loan ?? figures.price ?? figures.balance;
	const income =
		figures.income ?? figures.grossAnnual?.[0] ?? figures.grossMonthly?.[0] ?? undefined;
	if (definitionWords.test(text) && amount === undefined && income === undefined)
		return 'contenido';
	if (!paymentWords.test(text) && amount === undefined && forecastTopic(text, latestYear))
		return 'prevision';
	if (asksFee(text)) return 'comision';
	if (amount === undefined && euriborQuery(text)) return 'euribor-historia';
	const topic = placeTopic(text);
	if (topic && topic !== 'ico' && figures.price !== undefined) return 'impuesto';
	if (topic && placeQuestion.test(text)) return 'lugar';
	if (topic && figures.provinceId) return 'lugar';
	if (topic && text.split(/\s+/).length <= 4) return 'lugar';
	if (
		/euribor/.test(text) &&
		amount === undefined &&
		figures.euriborSpread === undefined &&
		/(ahora|hoy|actual|ultimo|este mes|a cuanto esta|cuanto (esta|vale)|esta ahora|anda|estos dias|esta semana|hoy en dia)/.test(
			text,
		)
	)
		return 'euribor';
	if (savingsNeeded.test(text) && income === undefined && figures.loan === undefined)
		return 'entrada';
	if (
		capacityWords.test(text) &&
		(income !== undefined || (!paymentWords.test(text) && amountQuestion.test(text)))
	)
		return 'capacidad';
	if (income !== undefined && figures.loan === undefined && figures.price === undefined)
		return 'capacidad';
	if (figures.incomeUnclear && figures.loan === undefined) return 'capacidad';
	if (
		(/(amortiz|adelant|devuelvo|devolver antes)/.test(text) || figures.balance !== undefined) &&
		figures.repayment !== undefined
	)
		return 'amortizacion';
	const variable =
		figures.euriborSpread !== undefined ||
		figures.euribor !== undefined ||
		/(variable|euribor)/.test(text);
	const calculating =
		amount !== undefined ||
		/(cuanto|que cuota|que letra|tendria|me queda)/.test(text) ||
		(figures.euriborSpread !== undefined && paymentWords.test(text));
	if (variable && calculating && (amount !== undefined || paymentWords.test(text))) {
		if (/mixta/.test(text) || figures.fixedYears !== undefined) return 'mixta';
		if (/(fij[ao])/.test(text) && figures.ratePercent !== undefined) return 'fija-variable';
		return 'variable';
	}
	if (amount !== undefined && costWords.test(text)) return 'coste';
	// «hipoteca 140.000, 3,4 %»: an amount with its rate or term is a payment to compute.
	if (
		amount !== undefined &&
		(paymentWords.test(text) || figures.years !== undefined || figures.ratePercent !== undefined)
	)
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
