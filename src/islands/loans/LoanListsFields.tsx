import { useEffect, useState } from 'react';
import { NumberField, SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import type { BonificationValues, PrepaymentValues } from './loanFormValues.ts';

/** The error of a field path ('bonifications.0.label'), if any. */
type ErrorOf = (path: string) => string | undefined;

/**
 * Focus after adding or removing a row of a list: the new row's first field, or, after a removal,
 * the first field of the row that took its place (else the one before, else «Añadir…»). Set once
 * the list has rendered, so the element exists.
 */
function useListFocus(): (id: string) => void {
	const [target, setTarget] = useState<string | null>(null);
	useEffect(() => {
		if (!target) return;
		document.getElementById(target)?.focus();
		setTarget(null);
	}, [target]);
	return setTarget;
}

/** The field to focus after removing row `i` of `count` rows (`first(n)` is row n's first field). */
const afterRemoval = (i: number, count: number, first: (n: number) => string, add: string) =>
	count > 1 ? first(i < count - 1 ? i : i - 1) : add;

const modeOptions = [
	{ value: 'reduce-term', label: 'Redujo el plazo' },
	{ value: 'reduce-payment', label: 'Redujo la cuota' },
];

/** The bonifications of the loan: each with its rebate, yearly cost and whether it is kept. */
export function BonificationsFields({
	items,
	onChange,
	errorOf,
}: {
	items: BonificationValues[];
	onChange: (items: BonificationValues[]) => void;
	errorOf: ErrorOf;
}) {
	const set = (i: number, patch: Partial<BonificationValues>) =>
		onChange(items.map((b, j) => (j === i ? { ...b, ...patch } : b)));
	const focus = useListFocus();
	const first = (n: number) => `loan-bonifications-${n}-label`;
	return (
		<fieldset className="space-y-3">
			<legend className="font-semibold">Bonificaciones</legend>
			<p className="text-sm text-muted">
				Productos que rebajan tu TIN (nómina, seguros…). Si ya no cumples alguno, desmárcalo.
			</p>
			{items.map((b, i) => (
				<div key={i} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
					<TextField
						id={`loan-bonifications-${i}-label`}
						label={`Bonificación ${i + 1}: nombre`}
						value={b.label}
						onChange={(label) => set(i, { label })}
						error={errorOf(`bonifications.${i}.label`)}
						maxLength={80}
					/>
					<NumberField
						id={`loan-bonifications-${i}-tinReduction`}
						label="Rebaja del TIN"
						suffix="puntos"
						value={b.tinReduction}
						onChange={(tinReduction) => set(i, { tinReduction })}
						error={errorOf(`bonifications.${i}.tinReduction`)}
					/>
					<NumberField
						id={`loan-bonifications-${i}-yearlyCost`}
						label="Coste al año del producto"
						suffix="€"
						value={b.yearlyCost}
						onChange={(yearlyCost) => set(i, { yearlyCost })}
						error={errorOf(`bonifications.${i}.yearlyCost`)}
					/>
					<div className="flex flex-wrap items-center justify-between gap-3">
						<label className="flex items-center gap-2 text-sm">
							<input
								type="checkbox"
								checked={b.kept}
								onChange={(event) => set(i, { kept: event.target.checked })}
								className="size-4 accent-[var(--color-primary)]"
							/>
							Sigo cumpliendo la condición
						</label>
						<button
							type="button"
							className="btn btn-outline"
							onClick={() => {
								onChange(items.filter((_, j) => j !== i));
								focus(afterRemoval(i, items.length, first, 'loan-bonifications-add'));
							}}
						>
							Quitar la bonificación {i + 1}
						</button>
					</div>
				</div>
			))}
			{items.length < 10 && (
				<button
					id="loan-bonifications-add"
					type="button"
					className="btn btn-outline"
					onClick={() => {
						onChange([...items, { label: '', tinReduction: '', yearlyCost: '0', kept: true }]);
						focus(first(items.length));
					}}
				>
					Añadir una bonificación
				</button>
			)}
		</fieldset>
	);
}

/** The partial prepayments already made: month, amount and what they reduced. */
export function PrepaymentsFields({
	items,
	onChange,
	errorOf,
}: {
	items: PrepaymentValues[];
	onChange: (items: PrepaymentValues[]) => void;
	errorOf: ErrorOf;
}) {
	const set = (i: number, patch: Partial<PrepaymentValues>) =>
		onChange(items.map((p, j) => (j === i ? { ...p, ...patch } : p)));
	const focus = useListFocus();
	const first = (n: number) => `loan-prepayments-${n}-month`;
	return (
		<fieldset className="space-y-3">
			<legend className="font-semibold">Amortizaciones anticipadas hechas</legend>
			{items.map((p, i) => (
				<div key={i} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-3">
					<TextField
						id={`loan-prepayments-${i}-month`}
						label={`Amortización ${i + 1}: mes`}
						hint="AAAA-MM, tras la cuota de ese mes"
						value={p.month}
						onChange={(month) => set(i, { month })}
						error={errorOf(`prepayments.${i}.month`)}
						maxLength={7}
					/>
					<NumberField
						id={`loan-prepayments-${i}-amount`}
						label="Importe"
						suffix="€"
						value={p.amount}
						onChange={(amount) => set(i, { amount })}
						error={errorOf(`prepayments.${i}.amount`)}
					/>
					<SelectField
						id={`loan-prepayments-${i}-mode`}
						label="Qué redujo"
						value={p.mode}
						onChange={(mode) => set(i, { mode: mode as PrepaymentValues['mode'] })}
						options={modeOptions}
						error={errorOf(`prepayments.${i}.mode`)}
					/>
					<div className="sm:col-span-3">
						<button
							type="button"
							className="btn btn-outline"
							onClick={() => {
								onChange(items.filter((_, j) => j !== i));
								focus(afterRemoval(i, items.length, first, 'loan-prepayments-add'));
							}}
						>
							Quitar la amortización {i + 1}
						</button>
					</div>
				</div>
			))}
			<button
				id="loan-prepayments-add"
				type="button"
				className="btn btn-outline"
				onClick={() => {
					onChange([...items, { month: '', amount: '', mode: 'reduce-term' }]);
					focus(first(items.length));
				}}
			>
				Añadir una amortización
			</button>
		</fieldset>
	);
}
