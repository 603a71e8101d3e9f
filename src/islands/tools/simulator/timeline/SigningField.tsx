import { useEffect, useState } from 'react';
import { formatMonth } from '~/lib/format/index.ts';
import { addMonths } from '~/lib/mortgage/revisions.ts';

const signingPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The signing month: a month picker where the browser has one, a text field (AAAA-MM) where not;
 * what is typed is kept and only a whole month reaches the timeline.
 */
export function SigningField({
	value,
	onChange,
}: {
	value: string;
	onChange: (v: string) => void;
}) {
	const [text, setText] = useState(value);
	useEffect(() => setText(value), [value]);
	const year = Number(text.slice(0, 4));
	const valid = signingPattern.test(text) && year >= 1990 && year <= 2100;
	return (
		<div>
			<label htmlFor="vida-firma" className="block text-sm font-medium">
				Mes de la firma
			</label>
			<input
				id="vida-firma"
				type="month"
				value={text}
				min="1990-01"
				max="2100-12"
				placeholder="AAAA-MM"
				onChange={(e) => {
					setText(e.target.value);
					const y = Number(e.target.value.slice(0, 4));
					if (signingPattern.test(e.target.value) && y >= 1990 && y <= 2100)
						onChange(e.target.value);
				}}
				aria-invalid={valid ? undefined : true}
				aria-describedby={valid ? 'vida-firma-ayuda' : 'vida-firma-error'}
				className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${valid ? 'border-line' : 'border-danger'}`}
			/>
			{valid ? (
				<p id="vida-firma-ayuda" className="mt-1 text-xs text-muted">
					La primera cuota es la del mes siguiente ({formatMonth(addMonths(value, 1))}).
				</p>
			) : (
				<p id="vida-firma-error" className="mt-1 text-sm font-medium text-danger">
					Escribe el mes de la firma como AAAA-MM, entre 1990 y 2100.
				</p>
			)}
		</div>
	);
}
