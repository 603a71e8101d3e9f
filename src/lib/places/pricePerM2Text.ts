import { formatQuarter } from '../format/index.ts';
import type { PricePerM2 } from './provinces.ts';

/**
 * The sentence shown under any €/m² figure: what it measures, where, which quarter, the source,
 * and whether it is still to be checked against the official table. One text for the province
 * and town pages and the valuation.
 */
export function pricePerM2Text(price: PricePerM2, place: string): string {
	const scope =
		price.level === 'municipio'
			? `Valor tasado medio de la vivienda libre en el municipio de ${place}`
			: `Valor tasado medio de la vivienda libre en la provincia de ${place}`;
	const check = price.verified
		? ''
		: ' Cifra pendiente de contrastar con la tabla oficial del Ministerio.';
	return `${scope}, ${formatQuarter(price.period)}. Fuente: ${price.source}${check}`;
}
