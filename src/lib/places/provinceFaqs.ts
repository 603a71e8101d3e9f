import { formatEuros, formatPercent } from '../format/index.ts';
import type { Faq } from '../seo/jsonLd.ts';
import type { HomeExample } from './provinceExample.ts';
import { examples } from './examples.ts';
import type { TaxSummary } from './taxSummary.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });

/** Questions a buyer asks about a province, answered with its computed figures. */
export function provinceFaqs(name: string, taxes: TaxSummary, ex: HomeExample): Faq[] {
	const young = taxes.itpReduced.filter((r) => r.conditions.some((c) => /años/.test(c)));
	return [
		{
			question: `¿Cuánto ITP se paga al comprar una vivienda usada en ${name}?`,
			answer: `El Impuesto de Transmisiones Patrimoniales de ${taxes.community.name} es del ${taxes.itpGeneral} con carácter general. Para una vivienda de ${eur(ex.price)} supone unos ${eur(ex.costs.lines.find((l) => l.id === 'itp')?.amount ?? 0)}.`,
		},
		{
			question: `¿Qué impuestos tiene una vivienda nueva en ${name}?`,
			answer: `La primera venta de una vivienda nueva paga ${taxes.newBuildTax} del ${formatPercent(taxes.newBuildRate, { maxDecimals: 2 })} en lugar de ITP, más Actos Jurídicos Documentados del ${formatPercent(taxes.ajdRate, { maxDecimals: 2 })} sobre el precio de la escritura.`,
		},
		{
			question: `¿Cuánto dinero ahorrado necesito para comprar en ${name}?`,
			answer: `Para una vivienda de ${ex.areaM2} m² a ${eur(ex.pricePerM2)}/m² (${eur(ex.price)}) con un préstamo del ${examples.ltvPercent} %, necesitas la entrada de ${eur(ex.price - ex.loan)} más unos ${eur(ex.costs.totals.buyer)} de impuestos y gastos: ${eur(ex.savingsNeeded)} en total.`,
		},
		{
			question: `¿Hay rebajas de impuestos para jóvenes en ${name}?`,
			answer:
				young.length > 0
					? `Sí: ${young.map((r) => `${r.label.toLowerCase()} (${formatPercent(r.ratePercent, { maxDecimals: 2 })}; ${r.conditions.join(', ')})`).join('; ')}. Además, el aval ICO para la primera vivienda permite financiar hasta el 100 % a quien cumple sus requisitos.`
					: `${taxes.community.name} no tiene un tipo reducido de ITP para jóvenes en los datos que recogemos. Sí puedes acceder al aval ICO para la primera vivienda, que permite financiar hasta el 100 % a quien cumple sus requisitos.`,
		},
	];
}
