import type { ReactNode } from 'react';
import {
	chartColors,
	chartCsvTable,
	chartDataProblem,
	chartTableRows,
	seriesColor,
	type ChartData,
	type ValueFormatter,
} from '~/lib/charts/chartData.ts';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';

/** What every chart of the site shows around its drawing. */
export interface ChartFigureProps {
	/** The figure's caption (also names the data table). */
	title: string;
	/** One or two sentences on what the chart shows, read before the data. */
	description?: string | undefined;
	data: ChartData;
	/** Header of the table's first column (the x values): 'Fecha', 'Año'... */
	xLabel: string;
	formatX: ValueFormatter;
	formatY: ValueFormatter;
	/** When set, a CSV button downloads the data under this file name. */
	csvFileName?: string | undefined;
	/** Opens the data table by default (the drawing stays as a visual aid). */
	tableOpen?: boolean | undefined;
}

/**
 * A chart's figure: caption, description, legend, the drawing (`children`, hidden from screen
 * readers) and the same figures as a table, with an optional CSV, so nothing depends on seeing
 * the drawing. Data that cannot be drawn shows why instead.
 */
export function ChartFigure({
	title,
	description,
	data,
	xLabel,
	formatX,
	formatY,
	csvFileName,
	tableOpen,
	children,
}: ChartFigureProps & { children: ReactNode }) {
	const problem = chartDataProblem(data);
	const rows = problem ? [] : chartTableRows(data, formatX, formatY);
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
					{children}
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
