import { ui } from '~/lib/i18n/es.ts';
import { toCsv, type CsvCell } from '~/lib/tools/csv.ts';
import { downloadText } from './download.ts';

/** Downloads a result table as a Spanish CSV file. */
export function CsvButton({
	filename,
	header,
	rows,
	className = '',
}: {
	filename: string;
	header: readonly string[];
	rows: readonly (readonly CsvCell[])[];
	className?: string;
}) {
	return (
		<button
			type="button"
			className={`btn btn-outline ${className}`}
			onClick={() => downloadText(filename, toCsv(header, rows))}
		>
			{ui.tools.downloadCsv}
		</button>
	);
}

/** A result table's heading with its CSV button beside it. */
export function ResultHeading({
	title,
	...csv
}: {
	title: string;
	filename: string;
	header: readonly string[];
	rows: readonly (readonly CsvCell[])[];
}) {
	return (
		<div className="mt-6 flex flex-wrap items-center justify-between gap-3" data-no-print>
			<h3 className="text-lg font-semibold">{title}</h3>
			<CsvButton {...csv} />
		</div>
	);
}
