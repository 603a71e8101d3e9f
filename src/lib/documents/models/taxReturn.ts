import { findLabels, numbersRight } from '../layout/find.ts';
import type { Layout } from '../layout/lines.ts';
import { euros, missing, read, type FieldReading, type Readings } from './reading.ts';

/**
 * Concepts of the modelo 100 read by their meaning (the label), not by the box number, which
 * changes between years; the box printed on the row (when it is the usual one) only raises the
 * confidence. Boxes: Orden HAC/242/2025 numbering as described in content/data/documentos.json.
 */
const concepts: Record<string, { labels: RegExp[]; box: string; absent: string }> = {
	ingresos: {
		labels: [/base imponible general/],
		box: '0435',
		absent: 'No aparece la base imponible general.',
	},
	trabajo: {
		labels: [/rendimientos? netos? del trabajo/],
		box: '0022',
		absent: 'No aparece el rendimiento neto del trabajo.',
	},
	cuota: {
		labels: [/cuota resultante(?: de la autoliquidacion)?/],
		box: '0595',
		absent: 'No aparece la cuota resultante de la autoliquidación.',
	},
};

/** The amount on a concept's row (box numbers skipped), alta when the usual box is there too. */
function concept(layout: Layout, labels: RegExp[], box: string, absent: string): FieldReading {
	for (const label of labels)
		for (const hit of findLabels(layout, label)) {
			const tokens = numbersRight(layout, hit);
			const amount = tokens.find((t) => t.kind === 'money');
			if (!amount) continue;
			const boxed = tokens.some((t) => t.kind === 'box' && t.raw.replace(/\D/g, '') === box);
			return {
				value: euros(amount.value),
				confidence: boxed ? 'alta' : 'media',
				note: boxed ? '' : `No figura junto a la casilla ${box} habitual: comprueba el concepto.`,
			};
		}
	return missing(absent);
}

/** A tax return: the year and the base imponible general, net work income and the tax due. */
export function readTaxReturn(layout: Layout): Readings {
	let year: FieldReading = missing('No aparece el ejercicio.');
	for (const hit of findLabels(layout, /ejercicio:?\s*/, { anywhere: true })) {
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
