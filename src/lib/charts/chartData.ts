import type { CsvCell } from '~/lib/tools/csv.ts';

/**
 * The data behind every chart of the site, kept apart from the drawing library so it can be
 * checked without a browser and shown as a table to people who cannot see the canvas.
 *
 * `x` holds one value per point: Unix seconds for dates (what uPlot's time scale reads), or plain
 * numbers (a month index, a year). Each series has one value per x; `null` leaves a gap.
 */

/** Theme colours a series can take; each maps to a CSS variable of the site's palette. */
export const chartColors = {
	primary: '--color-primary',
	success: '--color-success',
	danger: '--color-danger',
	muted: '--color-muted',
	fg: '--color-fg',
} as const;

export type ChartColor = keyof typeof chartColors;

export interface ChartSeries {
	/** Shown in the legend and as the table's column header. */
	label: string;
	values: readonly (number | null)[];
	/** Defaults to the palette in order. */
	color?: ChartColor;
	/** Lines by default; bars for counts per period. */
	kind?: 'line' | 'bars';
	/** A dashed line, so series differ by more than colour. */
	dashed?: boolean;
}

export interface ChartData {
	x: readonly number[];
	/** 'time': x are Unix seconds; 'number': x are plain numbers (years, months of a loan). */
	xKind: 'time' | 'number';
	series: readonly ChartSeries[];
}

const paletteOrder: readonly ChartColor[] = ['primary', 'success', 'danger', 'muted', 'fg'];

/** The colour of the series at `index`: its own, or the palette's next one. */
export function seriesColor(series: ChartSeries, index: number): ChartColor {
	return series.color ?? paletteOrder[index % paletteOrder.length] ?? 'primary';
}

/**
 * Why the data cannot be drawn, in Spanish, or null when it can: every series as long as x,
 * every value finite (a NaN or Infinity would draw nonsense), x in increasing order.
 */
export function chartDataProblem(data: ChartData): string | null {
	if (data.series.length === 0) return 'El gráfico no tiene series que mostrar.';
	if (data.x.some((x) => !Number.isFinite(x))) return 'El eje horizontal tiene valores no válidos.';
	for (let i = 1; i < data.x.length; i++) {
		if ((data.x[i] as number) <= (data.x[i - 1] as number)) {
			return 'Los valores del eje horizontal deben ir en orden creciente.';
		}
	}
	for (const s of data.series) {
		if (s.values.length !== data.x.length) {
			return `La serie «${s.label}» no tiene un valor por cada punto.`;
		}
		if (s.values.some((v) => v !== null && !Number.isFinite(v))) {
			return `La serie «${s.label}» tiene valores no válidos.`;
		}
	}
	return null;
}

/** The vertical range that shows every value with a little room; includes 0 for bars. */
export function valueRange(data: ChartData): [number, number] {
	let min = Infinity;
	let max = -Infinity;
	for (const s of data.series) {
		for (const v of s.values) {
			if (v === null) continue;
			if (v < min) min = v;
			if (v > max) max = v;
		}
		if (s.kind === 'bars') min = Math.min(min, 0);
	}
	if (min === Infinity) return [0, 1];
	if (min === max) return min === 0 ? [0, 1] : [Math.min(0, min), Math.max(0, max) * 1.1 || 1];
	const pad = (max - min) * 0.08;
	return [min >= 0 && min - pad < 0 ? 0 : min - pad, max + pad];
}

export type ValueFormatter = (value: number) => string;

/** Rows of the chart's data table: the x label, then each series' formatted value ('—' for gaps). */
export function chartTableRows(
	data: ChartData,
	formatX: ValueFormatter,
	formatY: ValueFormatter,
): string[][] {
	return data.x.map((x, i) => [
		formatX(x),
		...data.series.map((s) => {
			const v = s.values[i];
			return v === null || v === undefined ? '—' : formatY(v);
		}),
	]);
}

/**
 * The chart's data as a CSV table (header and rows, for CsvButton or toCsv): x formatted by
 * `formatX` (a date or a label), values as plain numbers, gaps empty.
 */
export function chartCsvTable(
	data: ChartData,
	xLabel: string,
	formatX: ValueFormatter,
): { header: string[]; rows: CsvCell[][] } {
	return {
		header: [xLabel, ...data.series.map((s) => s.label)],
		rows: data.x.map((x, i) => [formatX(x), ...data.series.map((s) => s.values[i] ?? '')]),
	};
}

/** Unix seconds of a calendar day given as 'YYYY-MM-DD' or 'YYYY-MM' (first of the month), UTC. */
export function dayToSeconds(day: string): number {
	const [y, m, d] = day.split('-').map(Number);
	return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 1000;
}
