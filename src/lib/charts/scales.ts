/**
 * Scales and ticks of the site's SVG charts, pure so they are checked without a browser: counts
 * get whole-number ticks, categories one band (and one label) each, and tick labels along a
 * width keep only as many as fit without overlapping.
 */

/** The steps a count axis may use: 1, 2, 5, 10, 20, 50… */
function niceStep(rough: number): number {
	const power = 10 ** Math.floor(Math.log10(rough));
	for (const m of [1, 2, 5, 10]) if (m * power >= rough) return m * power;
	return 10 * power;
}

/**
 * Whole-number ticks from 0 up to a round value at or above `max`, at most `maxTicks` of them
 * (including 0): 3 → [0, 1, 2, 3]; 17 → [0, 5, 10, 15, 20]. Nothing to show (max ≤ 0, NaN) gives
 * [0, 1]: one zero line, never a column of «0».
 */
export function integerTicks(max: number, maxTicks = 6): number[] {
	if (!Number.isFinite(max) || max <= 0) return [0, 1];
	const intervals = Math.max(1, maxTicks - 1);
	const step = Math.max(1, niceStep(Math.ceil(max) / intervals));
	const top = Math.ceil(max / step) * step;
	const ticks: number[] = [];
	for (let v = 0; v <= top; v += step) ticks.push(v);
	return ticks;
}

/** The largest value of some series (nulls skipped; 0 when there is none). */
export function maxValue(series: readonly { values: readonly (number | null)[] }[]): number {
	let max = 0;
	for (const s of series) for (const v of s.values) if (v !== null && v > max) max = v;
	return max;
}

/** A linear map from [0, top] onto [from, to] pixels. */
export function linear(top: number, from: number, to: number): (value: number) => number {
	const span = top > 0 ? top : 1;
	return (value) => from + ((to - from) * value) / span;
}

/** Where each of `count` categories sits along `length` pixels: one band per category. */
export interface BandScale {
	/** Distance from one band's start to the next. */
	step: number;
	/** Thickness of each band (the bar). */
	bandwidth: number;
	/** Start of band `index`. */
	start: (index: number) => number;
	/** Middle of band `index` (where its label goes). */
	center: (index: number) => number;
}

/**
 * A band scale: `count` equal steps over `length`, each bar `1 - padding` of its step, centred;
 * every category has its own band and none is cut at the edges.
 */
export function bandScale(count: number, length: number, padding = 0.3): BandScale {
	const step = count > 0 ? length / count : length;
	const bandwidth = step * (1 - Math.min(Math.max(padding, 0), 0.9));
	const offset = (step - bandwidth) / 2;
	return {
		step,
		bandwidth,
		start: (index) => index * step + offset,
		center: (index) => index * step + step / 2,
	};
}

/**
 * Which of `count` evenly spaced labels to show along `length` pixels so none overlaps: every
 * k-th from the first, with k the smallest that leaves `gap` pixels between labels
 * `labelWidth` wide. The last point is shown too when it has room after the previous one.
 */
export function thinTicks(count: number, length: number, labelWidth: number, gap = 12): number[] {
	if (count <= 0) return [];
	if (count === 1) return [0];
	const spacing = length / (count - 1);
	const every = Math.max(1, Math.ceil((labelWidth + gap) / Math.max(spacing, 1e-9)));
	const shown: number[] = [];
	for (let i = 0; i < count; i += every) shown.push(i);
	const last = count - 1;
	const previous = shown[shown.length - 1]!;
	if (previous !== last && (last - previous) * spacing >= labelWidth + gap) shown.push(last);
	return shown;
}

/** A rough width of a label in pixels (average glyph of the site's sans at `fontSize`). */
export function labelWidth(text: string, fontSize = 12): number {
	return Math.ceil(text.length * fontSize * 0.6);
}
