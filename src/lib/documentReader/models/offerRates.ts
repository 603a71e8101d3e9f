import { levelPayment } from '../../mortgage/monthlyPayment.ts';
import { fold } from '../kinds.ts';
import { findLabels, numberNear, numbersRight, type Hit } from '../layout/find.ts';
import { spanX, type Layout, type Line } from '../layout/lines.ts';
import { scanNumbers, type NumberKind, type NumberToken } from '../layout/numbers.ts';
import { euros, missing, printedNumber, read, type FieldReading, type Label } from './reading.ts';

/** Words of a heading or label for the rate without bonuses (checked before the bonified one). */
const PLAIN =
	/sin (?:las )?bonifica|no bonificad|sin (?:productos )?vincula|sin vinculacion|tipo (?:de interes )?(?:base|ordinario)|antes de bonifica|sin ellas|sin dichas bonificaciones|de no cumplir|si no (?:se )?cumpl|en caso de (?:no cumplir|incumplimiento)/;
/** Words of a heading or label for the rate with the bonuses the offer assumes. */
const BONIFIED =
	/con (?:las )?bonifica|bonificad[oa]|con (?:productos )?vincula|con vinculacion|tipo (?:de interes )?aplicad|aplicable|reducirse hasta|rebajarse hasta|bonificarse hasta|cumpliendo/;

/** Which rate a value is: with the bonuses (applied), without them (plain), or not said. */
type Role = 'applied' | 'plain' | null;

/** A value found next to a label, with where it sits across the page and its role. */
interface Candidate {
	token: NumberToken;
	x: number;
	role: Role;
	where: 'row' | 'below' | 'above';
}

const roleOf = (text: string): Role => {
	const plain = [...text.matchAll(new RegExp(PLAIN.source, 'g'))].at(-1)?.index ?? -1;
	const bonified = [...text.matchAll(new RegExp(BONIFIED.source, 'g'))].at(-1)?.index ?? -1;
	if (plain < 0 && bonified < 0) return null;
	return plain >= bonified ? 'plain' : 'applied';
};

/**
 * The role of a column at `x`: a heading row above (same page, a few lines up) with one cell for
 * the rate without bonuses and one for the bonified rate; the nearest heading cell decides.
 */
function columnRole(layout: Layout, lineIndex: number, x: number): Role {
	const line = layout.lines[lineIndex] as Line;
	for (let j = lineIndex - 1; j >= Math.max(0, lineIndex - 8); j--) {
		const up = layout.lines[j] as Line;
		if (up.page !== line.page) break;
		const heads = up.cells
			.map((c) => ({ c, role: roleOf(fold(c.text)) }))
			.filter((h) => h.role !== null);
		if (heads.length >= 2 && heads.some((h) => h.role === 'plain')) {
			const nearest = heads.reduce((a, b) =>
				Math.abs(a.c.x + a.c.w / 2 - x) <= Math.abs(b.c.x + b.c.w / 2 - x) ? a : b,
			);
			return nearest.role;
		}
	}
	return null;
}

const hitsOf = (layout: Layout, labels: readonly Label[]): Hit[] =>
	labels.flatMap((label) =>
		Array.isArray(label) ? findLabels(layout, label[0], label[1]) : findLabels(layout, label),
	);

/**
 * Every value of `kind` next to the labels: each on the label's row (up to a TAE or another
 * rate's label) with its role from the words before it or the column heading above it, else
 * the one under the label.
 */
function candidates(layout: Layout, labels: readonly Label[], kind: NumberKind): Candidate[] {
	const out: Candidate[] = [];
	const seen = new Set<string>();
	for (const hit of hitsOf(layout, labels)) {
		const line = layout.lines[hit.line] as Line;
		const stop = /\btae\b/.exec(line.folded.slice(hit.end));
		const limit = stop && kind === 'percent' ? hit.end + stop.index : line.text.length;
		const row = numbersRight(layout, hit).filter((t) => t.kind === kind && t.start < limit);
		for (const token of row) {
			const key = `${hit.line}:${token.start}`;
			if (seen.has(key)) continue;
			seen.add(key);
			const x = spanX(line, token.start, token.end).x0;
			const role =
				roleOf(line.folded.slice(hit.start, token.start)) ?? columnRole(layout, hit.line, x);
			out.push({ token, x, role, where: 'row' });
		}
		if (row.length === 0) {
			const below = numberNear(layout, hit, [kind]);
			if (below && !seen.has(`${below.line}:${below.value.start}`)) {
				seen.add(`${below.line}:${below.value.start}`);
				out.push({ token: below.value, x: 0, role: null, where: below.where });
			}
		}
	}
	return out;
}

const TIN_LABELS: Label[] = [
	/tipo de interes nominal/,
	/(?:tipo de )?interes nominal(?: anual)?/,
	/tipo nominal(?: anual)?/,
	/tipo (?:de interes )?(?:aplicad[oa]|inicial|fijo)\b/,
	/tin\b/,
	/tipo de interes (?:fijo|bonificado|con bonificaciones|sin bonifica\w*|aplicable)/,
	/tipo deudor/,
	/tipo de interes\s*:/,
	/tipo de interes (?:anual|ordinario|nominal anual)\b/,
	[/a tipo fijo del/, { anywhere: true }],
	[/tipo (?:de interes )?inicial del/, { anywhere: true }],
	[/tipo de interes (?:inicial |nominal |fijo )?del/, { anywhere: true, within: 6 }],
	[/(?:reducirse|rebajarse|bonificarse) hasta(?: el)?/, { anywhere: true }],
];

const CUOTA_LABELS: Label[] = [
	/importe (?:de la )?cuota/,
	/primera (?:cuota|mensualidad)/,
	/(?:importe de la )?mensualidad/,
	/cuota (?:mensual|inicial)/,
	/importe de cada cuota/,
	[/cuota (?:mensual |inicial )?(?:sera|es|asciende a)(?: de)?/, { anywhere: true, within: 12 }],
];

const TAE_LABELS: Label[] = [/tasa anual equivalente/, /tae\b/];

/** The rates and the payment of a FEIN: what the bank will apply, and without the bonuses. */
export interface OfferRates {
	tin: FieldReading;
	tinSinBonificar: FieldReading;
	tae: FieldReading;
	cuota: FieldReading;
}

const percentText = (c: Candidate) => printedNumber(c.token.raw, c.token.value);

/**
 * A rate of three bare digits («225%») is a scan that lost its comma: 2,25 %. No nominal rate
 * or TAE reaches 100 %, so the reading is unambiguous.
 */
function lostComma(c: Candidate): Candidate {
	if (!/^\d{3}$/.test(c.token.raw)) return c;
	const raw = `${c.token.raw.charAt(0)},${c.token.raw.slice(1)}`;
	return { ...c, token: { ...c.token, raw, value: c.token.value / 100 } };
}

/**
 * The TIN the bank will apply and the one without bonuses, decided by the document's structure
 * (the column or the words each rate sits under), then by the printed payment (the rate whose
 * instalment is the one printed), then by the bonus lines (the lower rate is the bonified one);
 * never just the first number. The payment and the TAE are read from the applied rate's column.
 */
export function readRates(layout: Layout, amount: number | null, years: number | null): OfferRates {
	const tins = candidates(layout, TIN_LABELS, 'percent')
		.map(lostComma)
		.filter((c) => c.token.value < 30);
	const cuotas = candidates(layout, CUOTA_LABELS, 'money');
	const months = years !== null ? Math.round(years * 12) : null;
	const pays = (tin: number, cuota: number) =>
		amount !== null && months !== null && amount > 0 && months > 0
			? Math.abs(levelPayment(amount, tin, months) - cuota) <= 1
			: false;
	let applied = tins.find((c) => c.role === 'applied');
	const plain = tins.find((c) => c.role === 'plain');
	const open = tins.filter((c) => c.role === null);
	const values = [...new Set(tins.map((c) => c.token.value))];
	let how: 'estructura' | 'cuota' | 'bonificaciones' | 'unico' = 'estructura';
	if (!applied) {
		const others = open.filter((c) => c.token.value !== plain?.token.value);
		const byPayment = tins.filter((c) => cuotas.some((q) => pays(c.token.value, q.token.value)));
		if (byPayment.length > 0 && new Set(byPayment.map((c) => c.token.value)).size === 1) {
			applied = byPayment[0];
			how = 'cuota';
		} else if (values.length >= 2 && bonusPoints(layout) > 0) {
			applied = [...tins].sort((a, b) => a.token.value - b.token.value)[0];
			how = 'bonificaciones';
		} else {
			applied = others[0] ?? open[0];
			how = 'unico';
		}
	}
	const unbonified =
		plain ??
		(applied && values.length === 2 && how !== 'unico'
			? tins.find((c) => c.token.value > (applied?.token.value ?? 0))
			: undefined);
	const tin: FieldReading = applied
		? {
				...read(percentText(applied), applied.where),
				...(how === 'bonificaciones'
					? {
							confidence: 'media' as const,
							note: 'Hay dos tipos: tomamos el bonificado, el que resta las bonificaciones del otro.',
						}
					: {}),
			}
		: missing('No aparece el tipo de interés nominal (TIN).');
	const cuota = pickByRole(cuotas, applied, (c) =>
		applied ? pays(applied.token.value, c) : false,
	);
	return {
		tin,
		tinSinBonificar: unbonified ? read(percentText(unbonified), unbonified.where) : missing(''),
		tae: readTae(layout, applied),
		cuota: cuota
			? read(euros(cuota.token.value), cuota.where)
			: missing('No aparece el importe de la cuota.'),
	};
}

/** The value in the applied rate's column, else the one that fits the applied rate, else the first. */
function pickByRole(
	list: Candidate[],
	applied: Candidate | undefined,
	fits: (value: number) => boolean,
): Candidate | undefined {
	if (applied?.role === 'applied') {
		const same = list.find((c) => c.role === 'applied');
		if (same) return same;
	}
	return list.find((c) => fits(c.token.value)) ?? list.find((c) => c.role !== 'plain') ?? list[0];
}

/** The TAE: the model's sentence «La TAE aplicable a su préstamo es…», else the applied column. */
function readTae(layout: Layout, applied: Candidate | undefined): FieldReading {
	const sentence = candidates(
		layout,
		[[/la tae (?:variable )?aplicable a su prestamo es/, { anywhere: true }]],
		'percent',
	)[0];
	if (sentence) return read(percentText(sentence), sentence.where);
	const list = candidates(layout, TAE_LABELS, 'percent')
		.map(lostComma)
		.filter((c) => c.token.value < 30);
	const chosen = pickByRole(list, applied, () => false);
	return chosen ? read(percentText(chosen), chosen.where) : missing('No aparece la TAE.');
}

/** The bonus points the offer lists («-0,20 puntos»), added up; 0 when there are none. */
export function bonusPoints(layout: Layout): number {
	let total = 0;
	for (const line of layout.lines) {
		const bonusLine = /bonifica|rebaja|reduccion|descuento/.test(line.folded);
		for (const t of scanNumbers(line.text, layout.decimal))
			if (t.kind === 'points' && (bonusLine || t.value < 0)) total += Math.abs(t.value);
	}
	return Math.round(total * 1e4) / 1e4;
}
