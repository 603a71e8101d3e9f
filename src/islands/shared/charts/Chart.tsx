import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import {
	chartColors,
	chartDataProblem,
	seriesColor,
	valueRange,
	type ChartData,
	type ValueFormatter,
} from '~/lib/charts/chartData.ts';
import { ChartFigure, type ChartFigureProps } from './ChartFigure.tsx';

export interface ChartProps extends ChartFigureProps {
	/** A shorter form for the vertical axis ticks (defaults to formatY). */
	formatAxisY?: ValueFormatter;
	height?: number;
}

interface Palette {
	series: string[];
	axis: string;
	grid: string;
}

/** The theme's colours now (light or dark), read from the CSS variables of the palette. */
function readPalette(data: ChartData): Palette {
	const style = getComputedStyle(document.documentElement);
	const read = (name: string) => style.getPropertyValue(name).trim() || '#175653';
	return {
		series: data.series.map((s, i) => read(chartColors[seriesColor(s, i)])),
		axis: read(chartColors.muted),
		grid: read('--color-line'),
	};
}

/** A translucent version of a #rrggbb colour for bar fills. */
function translucent(color: string): string {
	return /^#[0-9a-f]{6}$/i.test(color) ? `${color}b3` : color;
}

function buildOptions(
	lib: typeof uPlot,
	props: ChartProps,
	width: number,
	palette: Palette,
	onCursor: (index: number | null) => void,
): uPlot.Options {
	const { data, formatX, formatY, formatAxisY = formatY } = props;
	const axis = {
		stroke: palette.axis,
		grid: { stroke: palette.grid, width: 1 },
		ticks: { stroke: palette.grid, width: 1 },
	};
	return {
		width,
		height: props.height ?? 260,
		legend: { show: false },
		scales: {
			x: { time: data.xKind === 'time' },
			y: { range: () => valueRange(data) },
		},
		axes: [
			{ ...axis, values: (_u, splits) => splits.map((v) => formatX(v)) },
			{ ...axis, size: 72, values: (_u, splits) => splits.map((v) => formatAxisY(v)) },
		],
		series: [
			{},
			...data.series.map((s, i) => {
				const color = palette.series[i] ?? palette.axis;
				const line: uPlot.Series = {
					label: s.label,
					stroke: color,
					width: 2,
					points: { show: false },
				};
				if (s.dashed) line.dash = [6, 4];
				const bars = s.kind === 'bars' ? lib.paths.bars?.({ size: [0.6, 48] }) : undefined;
				if (bars) {
					line.fill = translucent(color);
					line.paths = bars;
				}
				return line;
			}),
		],
		cursor: { drag: { x: false, y: false } },
		hooks: {
			setCursor: [(u) => onCursor(u.cursor.idx ?? null)],
		},
	};
}

/**
 * A chart drawn by uPlot (loaded with the chart, not before), in the theme's colours and
 * redrawn when the theme or the width changes. The canvas is a visual aid: the same figures are
 * in a data table under it, with an optional CSV download, so nothing depends on seeing it.
 */
export function Chart(props: ChartProps) {
	const { title, description, data, xLabel, formatX, formatY, csvFileName, tableOpen } = props;
	const holder = useRef<HTMLDivElement>(null);
	const [cursor, setCursor] = useState<number | null>(null);
	const [failed, setFailed] = useState(false);
	const problem = chartDataProblem(data);
	const propsRef = useRef(props);
	propsRef.current = props;

	useEffect(() => {
		const el = holder.current;
		if (!el || problem) return;
		let plot: uPlot | null = null;
		let cancelled = false;
		let lib: typeof uPlot | null = null;
		const draw = () => {
			if (!lib || cancelled) return;
			plot?.destroy();
			const current = propsRef.current;
			const width = Math.max(240, Math.floor(el.clientWidth));
			const opts = buildOptions(lib, current, width, readPalette(current.data), setCursor);
			plot = new lib(
				opts,
				[current.data.x as number[], ...current.data.series.map((s) => s.values as number[])],
				el,
			);
		};
		const resize = new ResizeObserver(() => {
			if (plot)
				plot.setSize({ width: Math.max(240, Math.floor(el.clientWidth)), height: plot.height });
		});
		// The head script toggles the .dark class: redraw with the other theme's colours.
		const theme = new MutationObserver(draw);
		import('./uplot.ts')
			.then((mod) => {
				lib = mod.default;
				draw();
				resize.observe(el);
				theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
			})
			.catch(() => {
				if (!cancelled) setFailed(true);
			});
		return () => {
			cancelled = true;
			resize.disconnect();
			theme.disconnect();
			plot?.destroy();
		};
	}, [data, problem]);

	const readout =
		cursor === null || problem
			? null
			: data.series
					.map((s) => {
						const v = s.values[cursor];
						return `${s.label}: ${v === null || v === undefined ? '—' : formatY(v)}`;
					})
					.join(' · ');

	return (
		<ChartFigure
			title={title}
			description={description}
			data={data}
			xLabel={xLabel}
			formatX={formatX}
			formatY={formatY}
			csvFileName={csvFileName}
			tableOpen={tableOpen}
		>
			{!failed && (
				<div
					ref={holder}
					className="mt-2 w-full overflow-hidden"
					style={{ minHeight: props.height ?? 260 }}
					aria-hidden="true"
					data-chart
				/>
			)}
			<p className="min-h-5 text-xs text-muted tabular-nums" aria-hidden="true">
				{readout !== null && cursor !== null && `${formatX(data.x[cursor] as number)} · ${readout}`}
			</p>
		</ChartFigure>
	);
}
