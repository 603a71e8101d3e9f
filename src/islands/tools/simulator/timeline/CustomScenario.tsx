import { useState } from 'react';
import { formatNumber } from '~/lib/format/index.ts';
import { readNumber } from '~/lib/tools/fields.ts';
import type { TimelineState } from '~/lib/tools/timelineState.ts';

/** The person's own Euribor path: a value today, in 5 and in 10 years, typed the Spanish way. */
export function CustomScenario({
	points,
	onChange,
}: {
	points: TimelineState['custom'];
	onChange: (points: TimelineState['custom']) => void;
}) {
	const [texts, setTexts] = useState(() =>
		points.map((p) => formatNumber(p.euribor, { maxDecimals: 3 })),
	);
	const [errors, setErrors] = useState<(string | null)[]>(() => points.map(() => null));
	return (
		<fieldset className="mt-3">
			<legend className="text-sm font-medium">
				Tu escenario: euríbor hoy, dentro de 5 y de 10 años (se une en línea recta)
			</legend>
			<div className="mt-1 grid grid-cols-3 gap-3">
				{points.map((point, i) => {
					const id = `vida-punto-${i}`;
					const error = errors[i];
					return (
						<div key={point.years}>
							<label htmlFor={id} className="block text-xs text-muted">
								{point.years === 0 ? 'Hoy' : `En ${point.years} años`} (%)
							</label>
							<input
								id={id}
								type="text"
								inputMode="decimal"
								autoComplete="off"
								value={texts[i] ?? ''}
								onChange={(e) => {
									const raw = e.target.value;
									setTexts((t) => t.map((x, j) => (j === i ? raw : x)));
									const read = readNumber(raw);
									const message = !read.ok
										? read.message
										: read.value < -1 || read.value > 15
											? 'El euríbor del escenario debe estar entre −1 % y 15 %.'
											: null;
									setErrors((list) => list.map((x, j) => (j === i ? message : x)));
									if (read.ok && message === null) {
										onChange(points.map((p, j) => (j === i ? { ...p, euribor: read.value } : p)));
									}
								}}
								aria-invalid={error ? true : undefined}
								aria-describedby={error ? `${id}-error` : undefined}
								className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${error ? 'border-danger' : 'border-line'}`}
							/>
							{error && (
								<p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
									{error}
								</p>
							)}
						</div>
					);
				})}
			</div>
		</fieldset>
	);
}
