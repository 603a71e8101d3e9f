import boxes from '../../../../content/data/casillas-renta.json' with { type: 'json' };
import { numberLeft } from '../layout/around.ts';
import { findLabels, numbersRight } from '../layout/find.ts';
import type { Layout } from '../layout/lines.ts';
import { euros, missing, read, type FieldReading, type Readings } from './reading.ts';

/** Labels of each concept of the modelo 100, by meaning (the label), in the order tried. */
const labels: Record<string, { labels: RegExp[]; absent: string }> = {
	ingresos: {
		labels: [/base imp(?:onible|\.)? general/],
		absent: 'No aparece la base imponible general.',
	},
	trabajo: {
		labels: [/(?:rendimientos?|rdtos?\.?) netos? (?:total )?del trabajo/],
		absent: 'No aparece el rendimiento neto del trabajo.',
	},
	cuota: {
		labels: [/cuota (?:resultante|result\.)(?: de la autoliquidacion)?/],
		absent: 'No aparece la cuota resultante de la autoliquidación.',
	},
};

/**
 * Concepts read by their meaning, not by the box number, which changes between years; the usual
 * box printed on the row (content/data/casillas-renta.json, with its source) only raises the
 * confidence.
 */
const concepts = Object.fromEntries(
	Object.entries(labels).map(([key, c]) => [
		key,
		{ ...c, box: boxes.concepts[key as keyof typeof boxes.concepts].casilla },
	]),
);

/** The amount on a concept's row (box numbers skipped), alta when the usual box is there too. */
function concept(layout: Layout, labels: RegExp[], box: string, absent: string): FieldReading {
	for (const label of [
		...labels,
		...labels.map((l): [RegExp, { anywhere: true }] => [l, { anywhere: true }]),
	])
		for (const hit of Array.isArray(label)
			? findLabels(layout, label[0], label[1])
			: findLabels(layout, label)) {
			const tokens = numbersRight(layout, hit);
			// The amount on the row after the concept, else alone in the cell before it.
			const amount =
				tokens.find((t) => t.kind === 'money') ??
				(tokens.length === 0 ? numberLeft(layout, hit, ['money'])?.token : undefined);
			if (!amount) continue;
			const boxed = tokens.some((t) => t.kind === 'box' && t.raw.replace(/\D/g, '') === box);
			return {
				value: euros(amount.value),
				confidence: boxed ? 'alta' : 'media',
				note: boxed ? '' : `No figura junto a la casilla ${box} habitual: comprueba el concepto.`,
			};
		}
	// By its box alone («0435 …… 25.002,10» with another wording): the amount on the box's row.
	for (let i = 0; i < layout.lines.length; i++) {
		const tokens = numbersRight(layout, { line: i, start: 0, end: 0 });
		const at = tokens.findIndex((t) => t.kind === 'box' && t.raw.replace(/\D/g, '') === box);
		if (at < 0) continue;
		const amount =
			tokens.slice(at + 1).find((t) => t.kind === 'money') ??
			tokens
				.slice(0, at)
				.reverse()
				.find((t) => t.kind === 'money');
		if (amount)
			return {
				value: euros(amount.value),
				confidence: 'media',
				note: `Leído por la casilla ${box}: comprueba que es el concepto.`,
			};
	}
	return missing(absent);
}

/** A tax return: the year and the base imponible general, net work income and the tax due. */
export function readTaxReturn(layout: Layout): Readings {
	let year: FieldReading = missing('No aparece el ejercicio.');
	for (const hit of findLabels(
		layout,
		/(?:ejercicio|periodo impositivo|renta|irpf)(?: fiscal)?(?: de(?:l)?)?:?\s*/,
		{ anywhere: true },
	)) {
		const token = numbersRight(layout, hit)[0];
		if (token?.kind === 'year' && token.start - hit.end <= 2) {
			year = read(token.raw);
			break;
		}
	}
	const out: Readings = { ejercicio: year };
	for (const [key, c] of Object.entries(concepts))
		out[key] = concept(layout, c.labels, c.box, c.absent);
	return out;
}
