import { formatEuros } from '~/lib/format/index.ts';
import type { CsvCell } from '~/lib/tools/csv.ts';

const cellClass = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left';

/**
 * A scrollable result table: the first column is the row header, numbers are euros. The same
 * rows feed the CSV export, so what people download matches what they see.
 */
export function ResultTable({
	caption,
	header,
	rows,
	decimals = 0,
}: {
	caption: string;
	header: readonly string[];
	rows: readonly (readonly CsvCell[])[];
	/** Decimals of the euro amounts shown (the CSV always keeps cents). */
	decimals?: number;
}) {
	return (
		<div
			className="max-h-[24rem] overflow-auto rounded-lg border border-line"
			// A scrollable region must be keyboard-focusable (axe scrollable-region-focusable).
			// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
			tabIndex={0}
			role="region"
			aria-label={caption}
		>
			<table className="w-full text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="sticky top-0 bg-surface">
					<tr>
						{header.map((h) => (
							<th key={h} scope="col" className={`${cellClass} font-semibold`}>
								{h.replace(/ \(€\)$/, '')}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-line">
					{rows.map((row) => (
						<tr key={String(row[0])}>
							{row.map((cell, i) =>
								i === 0 ? (
									<th key={i} scope="row" className={cellClass}>
										{cell}
									</th>
								) : (
									<td key={i} className={cellClass}>
										{typeof cell === 'number' ? formatEuros(cell, { decimals }) : cell}
									</td>
								),
							)}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
