import { chartColors, seriesColor } from '~/lib/charts/chartData.ts';
import { bandScale, integerTicks, linear, maxValue } from '~/lib/charts/scales.ts';
import { ChartFigure, type ChartFigureProps } from './ChartFigure.tsx';
import { useElementWidth } from './useElementWidth.ts';

/** Height of one category's row: its label above, then its bar(s). */
const rowHeight = 46;
const labelHeight = 18;
const axisHeight = 24;

interface BarChartProps extends ChartFigureProps {
	/** One name per category, in the order of the data's points. */
	labels: readonly string[];
}

/** The horizontal bars, sized to the measured width. */
function Bars({ data, labels, width, formatY }: BarChartProps & { width: number }) {
	const left = 4;
	const right = 40;
	const plot = Math.max(40, width - left - right);
	const ticks = integerTicks(maxValue(data.series), Math.max(2, Math.floor(plot / 56) + 1));
	const x = linear(ticks[ticks.length - 1]!, left, left + plot);
	const band = bandScale(data.series.length, rowHeight - labelHeight, 0.25);
	const height = labels.length * rowHeight + axisHeight;
	return (
		<svg width={width} height={height} className="block text-xs">
			{ticks.map((t) => (
				<g key={t}>
					<line x1={x(t)} x2={x(t)} y1={0} y2={height - axisHeight} stroke="var(--color-line)" />
					<text x={x(t)} y={height - 6} textAnchor="middle" fill="var(--color-muted)" data-tick="x">
						{formatY(t)}
					</text>
				</g>
			))}
			{labels.map((label, i) => (
				<g key={i} transform={`translate(0 ${i * rowHeight})`}>
					<text x={left} y={labelHeight - 5} fill="var(--color-fg)" data-category>
						{label}
					</text>
					{data.series.map((s, j) => {
						const value = s.values[i] ?? 0;
						const y = labelHeight + band.start(j);
						const color = `var(${chartColors[seriesColor(s, j)]})`;
						return (
							<g key={s.label}>
								<rect
									x={left}
									y={y}
									width={Math.max(value > 0 ? 2 : 0, x(value) - left)}
									height={band.bandwidth}
									fill={color}
									rx={2}
								/>
								<text
									x={x(value) + 6}
									y={y + band.bandwidth / 2}
									dominantBaseline="middle"
									fill="var(--color-fg)"
								>
									{formatY(value)}
								</text>
							</g>
						);
					})}
				</g>
			))}
		</svg>
	);
}

/**
 * Counts per category as horizontal bars (a band per category, its full name above its bar, so
 * long names never collide), whole-number ticks, drawn in SVG in the theme's colours. The same
 * figures are in the data table and the CSV under it.
 */
export function BarChart(props: BarChartProps) {
	const [holder, width] = useElementWidth<HTMLDivElement>();
	const { labels } = props;
	return (
		<ChartFigure {...props}>
			<div
				ref={holder}
				className="mt-2 w-full"
				style={{ minHeight: labels.length * rowHeight + axisHeight }}
				aria-hidden="true"
				data-chart
			>
				{width !== null && <Bars {...props} width={width} />}
			</div>
		</ChartFigure>
	);
}
