import { findLabels } from '../layout/find.ts';
import type { Layout } from '../layout/lines.ts';
import { normaliseDate } from './dates.ts';
import {
	first,
	found,
	lenderName,
	proseOf,
	rx,
	type PrintedReading,
	type Prose,
} from './loanText.ts';
import {
	euros,
	missing,
	numberAt,
	printedNumber,
	read,
	type Label,
	type Readings,
} from './reading.ts';
import type { Found } from '../layout/find.ts';
import type { NumberKind, NumberToken } from '../layout/numbers.ts';

/**
 * A bank's receipt of one mortgage instalment (recibo or aviso de adeudo): the date charged, the
 * instalment and its breakdown into capital and interest, the capital left and the rate applied.
 * Labels on the value's row («Intereses: 225,37 €», leader dots) or a heading row with the values
 * underneath (a table), or a letter («hemos adeudado … la cantidad de 1.005,63 EUR»).
 */
export function readReceipt(layout: Layout): Readings {
	const prose = proseOf(layout);
	const count = instalmentNumber(layout, prose);
	return {
		entidad: bank(prose),
		fecha: chargeDate(layout),
		numeroCuota: count.number,
		totalCuotas: count.total,
		cuota: amount(
			layout,
			[
				/importe(?: de la cuota| del recibo| total| adeudado)?/,
				/total (?:cuota|recibo|adeudado)/,
				/cuota(?! n)(?: mensual)?/,
				[/(?:la )?cantidad de/, { anywhere: true, within: 4 }],
			],
			'No aparece el importe de la cuota.',
		),
		capitalAmortizado: amount(
			layout,
			[/capital amortizado/, /amortizacion(?: de capital)?/, /capital(?! pendiente)/],
			'No aparece el capital amortizado.',
		),
		intereses: amount(layout, [/intereses(?: ordinarios)?/], 'No aparecen los intereses.'),
		capitalPendiente: amount(
			layout,
			[/capital pendiente/, /saldo pendiente/, /pendiente/],
			'No aparece el capital pendiente.',
		),
		tipoAplicado: rate(layout),
		tipo: rateClass(prose),
		diferencial: spread(prose),
	};
}

/** The printed line of a value found by position (its label's line, and the value's when below). */
function withLine(
	layout: Layout,
	hit: Found<NumberToken>,
	value: string,
	labelLine: number,
): PrintedReading {
	const lines = [...new Set([labelLine, hit.line])].map((i) => layout.lines[i]?.text ?? '');
	return { ...read(value, hit.where), printed: lines.join(' / ').replace(/\s+/g, ' ').trim() };
}

/** The number of `kinds` next to one of the labels, with the lines it was printed on. */
function near(layout: Layout, labels: readonly Label[], kinds: readonly NumberKind[]) {
	for (const label of labels) {
		const hit = numberAt(layout, [label], kinds);
		if (!hit) continue;
		const [re, options] = Array.isArray(label) ? label : [label, {}];
		const labelLine =
			hit.where === 'row'
				? hit.line
				: (findLabels(layout, re, options).find((h) => h.line < hit.line)?.line ?? hit.line);
		return { hit, labelLine };
	}
	return null;
}

function amount(layout: Layout, labels: readonly Label[], absent: string): PrintedReading {
	const got = near(layout, labels, ['money']);
	return got
		? withLine(layout, got.hit, euros(got.hit.value.value), got.labelLine)
		: missing(absent);
}

function rate(layout: Layout): PrintedReading {
	const got = near(
		layout,
		[
			/tipo (?:de interes )?(?:nominal )?(?:anual )?(?:aplicado|vigente)/,
			/tipo nominal(?: anual)?/,
			/tipo de interes/,
			/interes nominal/,
			/t\.?i\.?n\.?\b/,
		],
		['percent'],
	);
	if (!got) return missing('No aparece el tipo de interés aplicado.');
	const { raw, value } = got.hit.value;
	return withLine(layout, got.hit, printedNumber(raw.replace(/\s*%$/, ''), value), got.labelLine);
}

function chargeDate(layout: Layout): PrintedReading {
	const got = near(
		layout,
		[
			/fecha(?: de(?:l)? (?:cargo|adeudo|valor|operacion|recibo|vencimiento))?(?: valor)?/,
			[/con fecha/, { anywhere: true, within: 3 }],
			[/fecha(?: de(?:l)? (?:cargo|adeudo|valor))?/, { anywhere: true, within: 4 }],
		],
		['date'],
	);
	const date = got ? normaliseDate(got.hit.value.raw) : null;
	return got && date
		? withLine(layout, got.hit, date, got.labelLine)
		: missing('No aparece la fecha del cargo.');
}

function bank(prose: Prose): PrintedReading {
	const name = lenderName(prose);
	return name ? found(prose, name.value, name.start, name.end) : missing('No aparece la entidad.');
}

/** «Cuota nº 80 de 300», «cuota 37 de 360», or the number under a «Cuota nº» / «Recibo» heading. */
function instalmentNumber(
	layout: Layout,
	prose: Prose,
): { number: PrintedReading; total: PrintedReading } {
	const m = first(
		prose,
		rx(
			String.raw`(?:cuota|recibo)(?: (?:n(?:umero|º|o)\.?|num\.?))?\s*:?\s*(\d{1,3})(?: (?:de|/) (\d{2,3}))?\b(?![.,/]\d)`,
		),
	);
	const none = missing('');
	if (m) {
		const end = m.index + m[0].length;
		return {
			number: found(prose, m[1] ?? '', m.index, end),
			total: m[2] ? found(prose, m[2], m.index, end) : none,
		};
	}
	const got = near(
		layout,
		[/(?:cuota|recibo)(?: n(?:umero|º|o)\.?)?/, /n(?:º|umero) (?:de )?(?:cuota|recibo)/],
		['int'],
	);
	return {
		number: got
			? withLine(layout, got.hit, got.hit.value.raw, got.labelLine)
			: missing('No aparece el número de la cuota.'),
		total: none,
	};
}

function rateClass(prose: Prose): PrintedReading {
	const fixed = first(prose, /\btipo fijo\b|\(fijo\)|\binteres fijo\b|\ba tipo fijo\b/);
	if (fixed) return found(prose, 'Fijo', fixed.index, fixed.index + fixed[0].length);
	const variable = first(prose, /\bvariable\b|\beuribor\b/);
	if (variable)
		return found(prose, 'Variable', variable.index, variable.index + variable[0].length);
	return missing('');
}

function spread(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(String.raw`(?:euribor[^%+\n]{0,30}\+ ?|diferencial:? )(\d{1,2}(?:,\d{1,4})?)`),
	);
	return m
		? found(
				prose,
				printedNumber(m[1] ?? '', Number((m[1] ?? '').replace(',', '.'))),
				m.index,
				m.index + m[0].length,
			)
		: missing('');
}
