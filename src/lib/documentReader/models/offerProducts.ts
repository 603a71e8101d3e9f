import { fold } from '../kinds.ts';
import { cellBelow, findLabels } from '../layout/find.ts';
import type { Layout, Line } from '../layout/lines.ts';
import { scanNumbers } from '../layout/numbers.ts';

/** Linked products a FEIN's section 8 names, by their usual wording. */
export const linkedProducts: readonly [RegExp, string][] = [
	[
		/domiciliacion de (?:la |los |sus )?(?:nomina|ingresos|haberes|salario|pension)|nomina domiciliada|domiciliar (?:su |la |sus )?(?:nomina|ingresos|haberes)/,
		'Nómina domiciliada',
	],
	[/seguro (?:de hogar|de danos|multirriesgo)/, 'Seguro de hogar'],
	[/seguro de vida|seguro de amortizacion(?: de(?:l)? prestamo)?/, 'Seguro de vida'],
	[/seguro de proteccion de pagos/, 'Seguro de protección de pagos'],
	[/plan de pensiones/, 'Plan de pensiones'],
	[/tarjeta de credito/, 'Tarjeta de crédito'],
	[/tarjeta de debito/, 'Tarjeta de débito'],
	[/recibos domiciliados|domiciliacion de (?:\w+ )?recibos/, 'Recibos domiciliados'],
];

/** A linked product of the offer: its yearly cost (null when not stated) and its bonus. */
export interface OfferProduct {
	name: string;
	/** Euros a year; 0 when the offer says it costs nothing; null when it does not say. */
	yearlyCost: number | null;
	/** Points it takes off the rate (a bonus line); null when it is not a bonus. */
	points: number | null;
	/** The line that names it, as the condition to meet. */
	condition: string;
}

const FREE = /sin coste|gratuit|coste 0|0,00 ?(?:€|eur)/;
const MONTHLY = /\/ ?mes|al mes|mensual/;
const CONDITION = /minim|al menos|superior a|mas de|igual o|a partir de/;
/** A product the offer says is not required («no es necesario domiciliar la nómina»). */
const NOT_REQUIRED =
	/\bno (?:se )?(?:exige|requiere|es (?:necesari|obligatori)|obliga)|sin (?:necesidad|obligacion) de|no (?:esta|queda) vinculad|opcional|voluntari|no exigid/;

/** The folded clause a product's name sits in: from the last «.» or «;» before it to the next. */
function clauseAround(layout: Layout, hit: { line: number; start: number; end: number }): string {
	const folded = layout.lines[hit.line]?.folded ?? '';
	const from = Math.max(folded.lastIndexOf('.', hit.start), folded.lastIndexOf(';', hit.start)) + 1;
	const rest = folded.slice(hit.end);
	const to = hit.end + (rest.search(/[;]|\.\s/) + 1 || rest.length + 1) - 1;
	return folded.slice(from, to);
}

/** The cost a year on a piece of text after the product's name, or null. */
function costIn(text: string, decimal: Layout['decimal']): number | null {
	const folded = fold(text);
	// Not a condition's amount («ingresos de 1.500 €/mes como mínimo», «superior a 600 €»).
	const money = scanNumbers(text, decimal).find(
		(t) =>
			t.kind === 'money' && !CONDITION.test(folded.slice(Math.max(0, t.start - 16), t.end + 24)),
	);
	if (money) return MONTHLY.test(folded) ? money.value * 12 : money.value;
	return FREE.test(folded) ? 0 : null;
}

/**
 * The linked products the FEIN names, in the order of the list above, each with the yearly
 * cost on its row (or in the cell under it) and the rate points it takes off («-0,15 puntos»).
 */
export function readProducts(layout: Layout): OfferProduct[] {
	const out: OfferProduct[] = [];
	for (const [re, name] of linkedProducts) {
		const hits = findLabels(layout, re, { anywhere: true });
		if (hits.length === 0) continue;
		let yearlyCost: number | null = null;
		let points: number | null = null;
		let condition = '';
		const linked = hits.filter((hit) => !NOT_REQUIRED.test(clauseAround(layout, hit)));
		if (linked.length === 0) continue;
		for (const hit of linked) {
			const line = layout.lines[hit.line] as Line;
			// The product's own clause: up to a «;» or the end of its sentence.
			const right = line.text.slice(hit.end).split(/;|(?<=\p{L}{3})\.\s/u)[0] ?? '';
			const tokens = scanNumbers(right, layout.decimal);
			const bonus = tokens.find((t) => t.kind === 'points');
			if (bonus && points === null) points = Math.abs(bonus.value);
			if (yearlyCost === null) yearlyCost = costIn(right, layout.decimal);
			if (yearlyCost === null) {
				const below = cellBelow(layout, hit);
				if (below !== null) yearlyCost = costIn(below, layout.decimal);
			}
			condition ||= line.text.trim();
			if (yearlyCost !== null && points !== null) break;
		}
		out.push({ name, yearlyCost, points, condition });
	}
	return out;
}
