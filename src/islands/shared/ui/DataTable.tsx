import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatNumber } from '~/lib/format/index.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import type { CsvCell } from '~/lib/tools/csv.ts';
import { CsvButton } from './CsvButton.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

/** One column of a DataTable. */
export interface Column<Row> {
	/** Stable key of the column (React key). */
	key: string;
	/** Header text. */
	header: string;
	/** What a cell shows. */
	cell: (row: Row) => ReactNode;
	/** The value exported to CSV (omit to leave the column out of the file). */
	csv?: (row: Row) => CsvCell;
	/** The column that names the row: rendered as `<th scope="row">`. At most one. */
	rowHeader?: boolean;
	/** Extra classes of the column's cells (alignment, wrapping). */
	className?: string;
}

/** Props of a DataTable. */
export interface DataTableProps<Row> {
	/** What the table shows: its caption (visually hidden unless `showCaption`) and region name. */
	caption: string;
	showCaption?: boolean;
	columns: readonly Column<Row>[];
	rows: readonly Row[];
	rowKey: (row: Row) => string;
	/** `data-testid` of each body row. */
	rowTestId?: string;
	/** With a file name, a «Descargar CSV» button exports the columns that have `csv`. */
	csvFilename?: string;
	/** Caps the height so long lists scroll inside the region under a sticky head. */
	maxHeight?: string;
	className?: string;
	/**
	 * Rows rendered at first and added by each «Mostrar más» (the CSV keeps every row): a list
	 * of hundreds stays light on a phone. 50 unless given.
	 */
	pageSize?: number;
}

const cellClass = 'p-2 align-top';

/**
 * The islands' one data table: a caption, column headers that stay visible while the body
 * scrolls, a row header, optional CSV export of the same rows, all inside one ScrollRegion so a
 * wide table scrolls on its own at 320 px instead of widening the page.
 */
export function DataTable<Row>({
	caption,
	showCaption = false,
	columns,
	rows,
	rowKey,
	rowTestId,
	csvFilename,
	maxHeight,
	className = '',
	pageSize = 50,
}: DataTableProps<Row>) {
	const exported = columns.filter((c) => c.csv);
	const [shown, setShown] = useState(pageSize);
	const body = useRef<HTMLTableSectionElement>(null);
	// After «Mostrar más», the first added row takes the focus (null: nothing to focus).
	const [focusRow, setFocusRow] = useState<number | null>(null);
	useEffect(() => {
		if (focusRow === null) return;
		const cell = body.current?.rows[focusRow]?.cells[0];
		if (cell) {
			cell.tabIndex = -1;
			cell.focus();
		}
		setFocusRow(null);
	}, [focusRow]);
	const visible = rows.length > shown ? rows.slice(0, shown) : rows;
	return (
		<div className={className}>
			{csvFilename && exported.length > 0 && (
				<div className="mb-2 flex justify-end">
					<CsvButton
						filename={csvFilename}
						header={exported.map((c) => c.header)}
						rows={rows.map((row) => exported.map((c) => c.csv!(row)))}
					/>
				</div>
			)}
			<ScrollRegion
				label={`Tabla: ${caption}`}
				className={`rounded-lg border border-line ${maxHeight ? 'overflow-y-auto' : ''}`}
				style={maxHeight ? { maxHeight } : undefined}
			>
				<table className="w-full text-sm">
					<caption className={showCaption ? 'p-2 text-left font-semibold' : 'sr-only'}>
						{caption}
					</caption>
					<thead className="sticky top-0 z-10 bg-surface">
						<tr className="text-left">
							{columns.map((c) => (
								<th
									key={c.key}
									scope="col"
									className={`${cellClass} font-semibold ${c.className ?? ''}`}
								>
									{c.header}
								</th>
							))}
						</tr>
					</thead>
					<tbody ref={body} className="divide-y divide-line">
						{visible.map((row) => (
							<tr key={rowKey(row)} data-testid={rowTestId}>
								{columns.map((c) =>
									c.rowHeader ? (
										<th
											key={c.key}
											scope="row"
											className={`${cellClass} text-left font-medium ${c.className ?? ''}`}
										>
											{c.cell(row)}
										</th>
									) : (
										<td key={c.key} className={`${cellClass} ${c.className ?? ''}`}>
											{c.cell(row)}
										</td>
									),
								)}
							</tr>
						))}
					</tbody>
				</table>
			</ScrollRegion>
			{visible.length < rows.length && (
				<div className="mt-2 flex flex-wrap items-center gap-3">
					<p className="text-sm text-muted">
						{panelTexts.shownOf(formatNumber(visible.length), formatNumber(rows.length))}
					</p>
					<button
						type="button"
						className="btn btn-outline"
						onClick={() => {
							setFocusRow(visible.length);
							setShown(visible.length + pageSize);
						}}
					>
						{panelTexts.showMore}
					</button>
				</div>
			)}
		</div>
	);
}
