import { chartColors, seriesColor, type ValueFormatter } from '~/lib/charts/chartData.ts';
import { integerTicks, labelWidth, linear, maxValue, thinTicks } from '~/lib/charts/scales.ts';
import { ChartFigure, type ChartFigureProps } from './ChartFigure.tsx';
import { useElementWidth } from './useElementWidth.ts';

const height = 220;
const top = 10;
const bottom = 26;

interface LineChartProps extends ChartFigureProps {
	/** The short form of an x value under the axis («12 nov»); the table keeps formatX. */
	formatTick: ValueFormatter;
	/** The short form of a value on the vertical axis (defaults to formatY). */
	formatAxisY?: ValueFormatter;
}

/** The polyline pieces of a series: a null value breaks the line. */
function segments(values: readonly (number | null)[]): [number, number][][] {
	const pieces: [number, number][][] = [];
	let current: [number, number][] = [];
	values.forEach((v, i) => {
		if (v === null) {
			if (current.length) pieces.push(current);
			current = [];
		} else current.push([i, v]);
	});
	if (current.length) pieces.push(current);
	return pieces;
}

/** The lines, axes and ticks, sized to the measured width. */
function Lines({
	data,
	width,
	formatTick,
	formatY,
	formatAxisY = formatY,
}: LineChartProps & { width: number }) {
	const ticks = integerTicks(maxValue(data.series), 5);
	const yLabels = ticks.map((t) => formatAxisY(t));
	const tickWidth = Math.max(0, ...data.x.map((x) => labelWidth(formatTick(x))));
	const left = Math.max(...yLabels.map((l) => labelWidth(l))) + 10;
	// Room for half a label on each side, so the first and last stay inside the drawing.
	const inset = Math.ceil(tickWidth / 2);
	const x0 = Math.max(left, inset);
	const plot = Math.max(40, width - x0 - inset);
	const n = data.x.length;
	const x = (i: number) => (n === 1 ? x0 + plot / 2 : x0 + (plot * i) / (n - 1));
	const y = linear(ticks[ticks.length - 1]!, height - bottom, top);
	const shown = thinTicks(n, plot, tickWidth);
	return (
		<svg width={width} height={height} className="block text-xs">
			{ticks.map((t, i) => (
				<g key={t}>
					<line x1={x0} x2={x0 + plot} y1={y(t)} y2={y(t)} stroke="var(--color-line)" />
					<text
						x={x0 - 8}
						y={y(t)}
						textAnchor="end"
						dominantBaseline="middle"
						fill="var(--color-muted)"
						data-tick="y"
					>
						{yLabels[i]}
					</text>
				</g>
			))}
			{shown.map((i) => (
				<text
					key={i}
					x={x(i)}
					y={height - 6}
					textAnchor="middle"
					fill="var(--color-muted)"
					data-tick="x"
				>
					{formatTick(data.x[i]!)}
				</text>
			))}
			{data.series.map((s, j) => {
				const color = `var(${chartColors[seriesColor(s, j)]})`;
				return (
					<g key={s.label} stroke={color} fill="none" strokeWidth={2}>
						{segments(s.values).map((piece, k) =>
							piece.length === 1 ? (
								<circle key={k} cx={x(piece[0]![0])} cy={y(piece[0]![1])} r={3} fill={color} />
							) : (
								<polyline
									key={k}
									points={piece.map(([i, v]) => `${x(i)},${y(v)}`).join(' ')}
									strokeDasharray={s.dashed ? '6 4' : undefined}
									strokeLinejoin="round"
								/>
							),
						)}
					</g>
				);
			})}
		</svg>
	);
}

/**
 * Values per day as lines in SVG, in the theme's colours: whole-number ticks on the vertical
 * axis, and only as many day labels as fit the width without overlapping. The same figures are
 * in the data table and the CSV under it.
 */
export function LineChart(props: LineChartProps) {
	const [holder, width] = useElementWidth<HTMLDivElement>();
	return (
		<ChartFigure {...props}>
			<div
				ref={holder}
				className="mt-2 w-full"
				style={{ minHeight: height }}
				aria-hidden="true"
				data-chart
			>
				{width !== null && <Lines {...props} width={width} />}
			</div>
		</ChartFigure>
	);
}
