import { formatNumber } from '../../format/formatNumber.ts';
import {
	cellBelow,
	findLabels,
	numberNear,
	textNear,
	type Found,
	type LabelOptions,
} from '../layout/find.ts';
import { fold } from '../kinds.ts';
import type { Layout } from '../layout/lines.ts';
import type { NumberKind, NumberToken } from '../layout/numbers.ts';

/** How sure the reader is of a field: read where the model expects it, nearby, or doubtful. */
export type Confidence = 'alta' | 'media' | 'baja';

/** One field as read: the editable Spanish text, how sure, and a note for the person. */
export interface FieldReading {
	value: string;
	confidence: Confidence | null;
	note: string;
}

/** Every field of a document, by key. */
export type Readings = Record<string, FieldReading>;

/** A label to look for: a regex on folded text and whether it may sit inside a sentence. */
export type Label = RegExp | [RegExp, LabelOptions];

/** A field read where the model expects it (same row: alta; under the label: media). */
export const read = (value: string, where: Found<unknown>['where'] = 'row'): FieldReading => ({
	value,
	confidence: where === 'row' ? 'alta' : 'media',
	note: '',
});

/** A field left empty, with the reason. */
export const missing = (note: string): FieldReading => ({ value: '', confidence: null, note });

/** The field flagged as doubtful with the reason, its value kept for the person to check. */
export const doubt = (field: FieldReading, note: string): FieldReading => ({
	...field,
	confidence: 'baja',
	note,
});

/** Euros for the form: two decimals, Spanish marks («1.937,70»). */
export const euros = (n: number) => formatNumber(n, { decimals: 2 });
/** A rate or a count for the form: up to four decimals («2,9», «0,75»). */
export const plain = (n: number) => formatNumber(n, { maxDecimals: 4 });

/**
 * A printed number with the document's own precision: «2,50 %» stays «2,50» (not «2,5»),
 * «3,7000%» stays «3,7000», «2.90» becomes «2,90». Up to four decimals.
 */
export function printedNumber(raw: string, value: number): string {
	const digits = /[.,](\d{1,4})$/.exec(raw)?.[1] ?? '';
	const decimals =
		digits &&
		Math.abs(value * 10 ** digits.length - Math.round(value * 10 ** digits.length)) < 1e-6 &&
		!(digits.length === 3 && Number.isInteger(value) && value >= 1000)
			? digits.length
			: 0;
	return formatNumber(value, decimals > 0 ? { decimals } : { maxDecimals: 4 });
}

const hitsOf = (layout: Layout, labels: readonly Label[]) =>
	labels.flatMap((label) =>
		Array.isArray(label) ? findLabels(layout, label[0], label[1]) : findLabels(layout, label),
	);

/** The first number of `kinds` next to any of the labels (in the labels' order). */
export function numberAt(
	layout: Layout,
	labels: readonly Label[],
	kinds: readonly NumberKind[],
	pick: 'first' | 'last' = 'first',
): Found<NumberToken> | null {
	for (const hit of hitsOf(layout, labels)) {
		const found = numberNear(layout, hit, kinds, pick);
		if (found) return found;
	}
	return null;
}

/** An amount in euros next to one of the labels. */
export function moneyField(layout: Layout, labels: readonly Label[], absent: string): FieldReading {
	const found = numberAt(layout, labels, ['money']);
	return found ? read(euros(found.value.value), found.where) : missing(absent);
}

/** A percentage next to one of the labels, with the document's precision. */
export function percentField(
	layout: Layout,
	labels: readonly Label[],
	absent: string,
): FieldReading {
	const found = numberAt(layout, labels, ['percent']);
	return found
		? read(printedNumber(found.value.raw, found.value.value), found.where)
		: missing(absent);
}

/** The text next to one of the labels, cleaned by `clean` ('' from clean = not found). */
export function textField(
	layout: Layout,
	labels: readonly Label[],
	absent: string,
	clean: (text: string) => string = (t) => t,
): FieldReading {
	for (const hit of hitsOf(layout, labels)) {
		const found = textNear(layout, hit);
		const value = found ? clean(found.value).trim() : '';
		if (found && value) return read(value.slice(0, 200), found.where);
	}
	return missing(absent);
}

/** The first match of `re` (on folded text) on the label's row after it, or in the cell under it. */
export function patternNear(
	layout: Layout,
	labels: readonly Label[],
	re: RegExp,
): { match: RegExpExecArray; where: 'row' | 'below' } | null {
	for (const hit of hitsOf(layout, labels)) {
		const right = layout.lines[hit.line]?.folded.slice(hit.end) ?? '';
		const inRow = re.exec(right);
		if (inRow) return { match: inRow, where: 'row' };
		const below = cellBelow(layout, hit);
		const under = below === null ? null : re.exec(fold(below));
		if (under) return { match: under, where: 'below' };
	}
	return null;
}
