/** The input style of the admin and statistics filters. */
export const filterInputClass = 'mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg';

/**
 * 'Desde' and 'Hasta' date inputs of a period filter; both point at the filter's error message
 * (`errorId`) while there is one.
 */
export function DateRangeFields({
	idPrefix,
	from,
	to,
	onFrom,
	onTo,
	errorId,
}: {
	idPrefix: string;
	from: string;
	to: string;
	onFrom: (value: string) => void;
	onTo: (value: string) => void;
	/** The id of the visible error, or undefined when there is none. */
	errorId: string | undefined;
}) {
	return (
		<>
			<div>
				<label htmlFor={`${idPrefix}-desde`} className="block text-sm font-medium">
					Desde
				</label>
				<input
					id={`${idPrefix}-desde`}
					type="date"
					value={from}
					onChange={(e) => onFrom(e.target.value)}
					aria-describedby={errorId}
					className={filterInputClass}
				/>
			</div>
			<div>
				<label htmlFor={`${idPrefix}-hasta`} className="block text-sm font-medium">
					Hasta
				</label>
				<input
					id={`${idPrefix}-hasta`}
					type="date"
					value={to}
					onChange={(e) => onTo(e.target.value)}
					aria-describedby={errorId}
					className={filterInputClass}
				/>
			</div>
		</>
	);
}
