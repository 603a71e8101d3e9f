import type { Figures } from './figures.ts';
import { foldText } from './normalize.ts';

/**
 * What a question asks for: `cuota`, the monthly payment of a loan; `capacidad`, how much home
 * or loan an income allows; `contenido`, anything else (answered from our content).
 */
export type Intent = 'cuota' | 'capacidad' | 'contenido';

const paymentWords =
	/(cuota|mensualidad|pagaria|pagare|pagaremos|pagariamos|pagar al mes|pago al mes|pago mensual|al mes por|cuanto (se )?paga|letra)/;
const capacityWords =
	/(puedo comprar|podemos comprar|puedo permitir|podemos permitir|me puedo permitir|que (piso|casa|vivienda)|cuanto me prestan|cuanto nos prestan|me prestaria|me dan|nos dan|puedo pedir|podemos pedir|hipoteca maxima|precio maximo|maximo que|me lo puedo permitir|me conceden|me concederian|alcanza|llega para|cuanta hipoteca|capacidad)/;

/**
 * The intent of a question from its words and figures: a payment question needs an amount, a
 * capacity question an income or the words of one («¿qué piso puedo comprar…?»).
 */
export function detectIntent(question: string, figures: Figures): Intent {
	const text = foldText(question);
	const amount = figures.loan ?? figures.price;
	if (capacityWords.test(text) && (figures.income !== undefined || !paymentWords.test(text)))
		return 'capacidad';
	if (figures.income !== undefined && figures.loan === undefined && !paymentWords.test(text))
		return 'capacidad';
	if (amount !== undefined && (paymentWords.test(text) || figures.years !== undefined))
		return 'cuota';
	if (paymentWords.test(text) && amount !== undefined) return 'cuota';
	return 'contenido';
}
