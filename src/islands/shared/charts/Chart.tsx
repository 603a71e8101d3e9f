import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import {
	chartColors,
	chartCsvTable,
	chartDataProblem,
	chartTableRows,
	seriesColor,
	valueRange,
	type ChartData,
	type ValueFormatter,
} from '~/lib/charts/chartData.ts';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';

export interface ChartProps {
	/** The figure's caption (also names the data table). */
	title: string;
	/** One or two sentences on what the chart shows, read before the data. */
	description?: string;
	data: ChartData;
	/** Header of the table's first column (the x values): 'Fecha', 'Año'... */
	xLabel: string;
	formatX: ValueFormatter;
	formatY: ValueFormatter;
	/** A shorter form for the vertical axis ticks (defaults to formatY). */
	formatAxisY?: ValueFormatter;
	height?: number;
	/** When set, a CSV button downloads the data under this file name. */
	csvFileName?: string;
	/** Opens the data table by default (the canvas stays as a visual aid). */
	tableOpen?: boolean;
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

	const rows = problem ? [] : chartTableRows(data, formatX, formatY);
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
		<figure className="mt-6">
			<figcaption className="font-semibold">{title}</figcaption>
			{description && <p className="mt-1 text-sm text-muted">{description}</p>}
			{problem ? (
				<p className="mt-3 text-sm text-danger" role="alert">
					{problem}
				</p>
			) : (
				<>
					<ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
						{data.series.map((s, i) => (
							<li key={s.label} className="flex items-center gap-2">
								<span
									className="inline-block h-0 w-6 border-t-[3px]"
									style={{
										borderColor: `var(${chartColors[seriesColor(s, i)]})`,
										borderStyle: s.dashed ? 'dashed' : 'solid',
									}}
								/>
								{s.label}
							</li>
						))}
					</ul>
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
						{readout !== null &&
							cursor !== null &&
							`${formatX(data.x[cursor] as number)} · ${readout}`}
					</p>
					<details className="mt-2" open={tableOpen}>
						<summary className="cursor-pointer text-sm font-medium">
							Ver los datos del gráfico
						</summary>
						<div
							className="mt-2 max-h-[20rem] overflow-auto rounded-lg border border-line"
							// A scrollable region must be keyboard-focusable (axe scrollable-region-focusable).
							// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
							tabIndex={0}
							role="region"
							aria-label={`Datos: ${title}`}
						>
							<table className="w-full text-sm">
								<caption className="sr-only">{title}</caption>
								<thead className="sticky top-0 bg-surface">
									<tr>
										<th scope="col" className="px-3 py-1.5 text-left font-semibold">
											{xLabel}
										</th>
										{data.series.map((s) => (
											<th
												key={s.label}
												scope="col"
												className="px-3 py-1.5 text-right font-semibold"
											>
												{s.label}
											</th>
										))}
									</tr>
								</thead>
								<tbody className="divide-y divide-line">
									{rows.map((row, i) => (
										<tr key={i}>
											{row.map((cell, j) =>
												j === 0 ? (
													<th
														key={j}
														scope="row"
														className="px-3 py-1 text-left font-normal whitespace-nowrap"
													>
														{cell}
													</th>
												) : (
													<td
														key={j}
														className="px-3 py-1 text-right tabular-nums whitespace-nowrap"
													>
														{cell}
													</td>
												),
											)}
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</details>
					{csvFileName && (
						<div className="mt-2" data-no-print>
							<CsvButton filename={csvFileName} {...chartCsvTable(data, xLabel, formatX)} />
						</div>
					)}
				</>
			)}
		</figure>
	);
}
