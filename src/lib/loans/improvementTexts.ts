import { formatEuros, formatMonth, formatPercent } from '../format/index.ts';
import type { MarketRate } from './types.ts';

/** Spanish titles, cost labels and assumptions of the improvement check. */

const pct = (n: number) => formatPercent(n, { decimals: 3 });
const eur = (n: number) => formatEuros(n, { decimals: 2 });

export const improvementTitles = {
	mantener: 'Mantener la hipoteca como está',
	novacion: 'Novación con tu banco al tipo de mercado',
	subrogacion: 'Subrogación a otro banco al tipo de mercado',
	'amortizar-plazo': 'Amortizar una parte y reducir el plazo',
	'amortizar-cuota': 'Amortizar una parte y reducir la cuota',
	'pasar-a-fijo': 'Pasar a tipo fijo con tu banco',
} as const;

export const costLabels = {
	feeFixed: 'Compensación al banco actual por reembolso (tope de la Ley 5/2019, art. 23)',
	feeToFixed: 'Compensación por pasar de variable a fijo (tope de la Ley 5/2019, art. 23.6)',
	feeVariable: 'Compensación al banco actual por reembolso (tope de la Ley 5/2019, art. 23.5)',
	feePrepayment: 'Compensación por amortización anticipada (tope de la Ley 5/2019, art. 23)',
	appraisal: (range: string) => `Tasación nueva (estimación; suele costar ${range})`,
	notary: 'Notaría y registro (aranceles reducidos de la Ley 2/1994), según tu presupuesto',
	notaryMissing: 'Notaría y registro: sin presupuesto, no incluidos (0 €)',
} as const;

export const assumptionTexts = {
	current: (tin: number, payment: number) =>
		`Tu hipoteca sigue como está: TIN actual ${pct(tin)} y cuota de ${eur(payment)}.`,
	noImprovement: 'La hipoteca ya está pagada o no le quedan cuotas: no hay nada que mejorar.',
	futurePrepaymentsLeftOut:
		'Las amortizaciones anticipadas que tienes anotadas para después de hoy no se tienen en cuenta en esta comparación.',
	market: (m: MarketRate) =>
		`Tipo de referencia: IRPH Entidades de ${formatMonth(m.month)}, ${pct(m.value)} (Banco de España). Es la media de los préstamos hipotecarios nuevos a más de tres años para vivienda libre del conjunto de entidades, no una oferta: la oferta real de un banco puede ser distinta.`,
	marketHeld: (months: number) =>
		`Suponemos ese tipo durante las ${months} cuotas que quedan y el mismo plazo que tienes ahora.`,
	sameProducts:
		'Suponemos que mantienes los mismos productos vinculados y su coste, así que no cambian la comparación.',
	novationVariable: (spread: number) =>
		`Para un préstamo variable suponemos un diferencial nuevo de ${formatPercent(spread, { decimals: 3 })} (referencia menos el último euríbor) y el euríbor estable.`,
	novationFee:
		'La comisión de novación es la que prevea tu contrato: no la conocemos y no está incluida.',
	novationNoFeeCap:
		'Cambiar el tipo sin pasar de variable a fijo no es un reembolso: la Ley 5/2019 no fija tope de compensación para ello.',
	notaryMissing:
		'No hemos sumado notaría ni registro: con la Ley 2/1994 se cobran con aranceles reducidos, pero el importe depende de cada escritura. Pide presupuesto y añádelo para incluirlo.',
	appraisal: (amount: number, range: string) =>
		`Tasación nueva de ${eur(amount)}, estimación del portal (normalmente ${range}); la paga quien pide el préstamo (Ley 5/2019, art. 14.1.e) si el banco nuevo la exige.`,
	ajd: 'Sin impuesto de AJD: la Ley 2/1994 (art. 9) prevé su exención para estas escrituras en determinados supuestos.',
	enervation:
		'Tu banco actual puede igualar la oferta antes de firmar (derecho de enervación de la Ley 2/1994).',
	toFixedFree: (months: number) =>
		months >= 36
			? 'Han pasado más de tres años desde la firma: pasar de variable a fijo no tiene compensación (Ley 5/2019, art. 23.6).'
			: 'En los tres primeros años, pasar de variable a fijo puede costar como máximo un 0,05 % del capital (Ley 5/2019, art. 23.6); después, nada.',
	variableFeeOption:
		'Para el tope de un préstamo variable suponemos la opción de 0,25 % durante 3 años; si tu contrato eligió 0,15 % durante 5 años, el tope cambia.',
	feeIsCap:
		'La compensación es el máximo legal; el banco no puede cobrar más que su pérdida financiera real, así que puede ser menor.',
	prepayAmount: (amount: number, month: string) =>
		`Amortizas ${eur(amount)} junto con la cuota de ${formatMonth(month)}.`,
	prepayPer10000: (month: string) =>
		`No has indicado cuánto quieres amortizar: el cálculo es por cada 10.000 € pagados junto con la cuota de ${formatMonth(month)}.`,
	prepayAll: (amount: number) =>
		`El capital pendiente es menor que la cantidad indicada: el cálculo amortiza todo lo que queda (${eur(amount)}).`,
	prepayOpportunity:
		'No contamos lo que ese dinero podría rendirte en otro sitio ni la deducción por vivienda habitual, si la tuvieras.',
	prepayTerm: (months: number) =>
		`El plazo se acorta ${months} ${months === 1 ? 'mes' : 'meses'} y la cuota se mantiene.`,
	prepayPayment: (drop: number) => `La cuota baja ${eur(drop)} al mes y el plazo se mantiene.`,
	savingDefinition:
		'El ahorro es la diferencia de intereses hasta el final del préstamo menos los costes, sin descontar la inflación.',
} as const;
