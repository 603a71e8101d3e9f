import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { loansTexts } from '~/lib/i18n/loans.ts';
import { defaultLoan, type LoanIssue } from '~/lib/loans/index.ts';
import {
	ChoiceField,
	LiveSummary,
	NumberField,
	SelectField,
	TextField,
} from '~/islands/shared/ui/fields.tsx';
import { saveLoan, type LoanResult, type SavedLoan } from '~/stores/loans.ts';
import { BonificationsFields, PrepaymentsFields } from './LoanListsFields.tsx';
import { clearLoanDraft, readLoanDraft, writeLoanDraft } from './loanDraft.ts';
import { LoanDocumentControl } from './LoanDocumentControl.tsx';
import { formValues, loanInput, withDraft, type LoanFormValues } from './loanFormValues.ts';

const kindOptions = [
	{ value: 'fija', label: 'Fijo' },
	{ value: 'variable', label: 'Variable' },
	{ value: 'mixta', label: 'Mixto' },
];
const revisionOptions = [
	{ value: '12', label: 'Cada 12 meses' },
	{ value: '6', label: 'Cada 6 meses' },
];

/** The id of the input of a field path ('prepayments.0.amount' → 'loan-prepayments-0-amount'). */
const inputId = (path: string) => `loan-${path.replace(/\./g, '-')}`;

/**
 * Adds a loan (`saved` undefined) or edits one: every field of the contract's Loan, checked by
 * src/lib/loans (Spanish messages on each field, focus on the first to fix), kept as a draft in
 * this tab so a reload loses nothing, and «Rellenar desde un documento» to prefill it (the person
 * confirms each field there, and sees them here before saving).
 */
export function LoanForm({
	saved,
	onDone,
	onCancel,
}: {
	saved?: SavedLoan | undefined;
	onDone: (result: LoanResult) => void;
	onCancel: () => void;
}) {
	const draftId = saved?.id ?? '';
	const [values, setValues] = useState<LoanFormValues>(() => {
		const base = formValues(saved?.loan ?? defaultLoan());
		return readLoanDraft(draftId, base) ?? base;
	});
	const [issues, setIssues] = useState<LoanIssue[]>([]);
	const [said, setSaid] = useState('');
	const [busy, setBusy] = useState(false);
	const heading = useRef<HTMLHeadingElement>(null);

	useEffect(() => heading.current?.focus(), []);

	const update = (next: (v: LoanFormValues) => LoanFormValues) =>
		setValues((v) => {
			const changed = next(v);
			writeLoanDraft(draftId, changed);
			return changed;
		});
	const set =
		<K extends keyof LoanFormValues>(key: K) =>
		(value: LoanFormValues[K]) =>
			update((v) => ({ ...v, [key]: value }));
	const errorOf = (path: string) => issues.find((i) => i.path === path)?.message;

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const { input, issues: unread } = loanInput(values);
		const result: LoanResult = unread.length
			? { ok: false, message: loansTexts.invalid(unread.length), issues: unread }
			: await (async () => {
					setBusy(true);
					try {
						return await saveLoan(input, saved?.id);
					} finally {
						setBusy(false);
					}
				})();
		if (result.ok) {
			clearLoanDraft(draftId);
			onDone(result);
			return;
		}
		setIssues(result.issues);
		setSaid(result.message);
		const first = result.issues[0];
		const target = first && document.getElementById(inputId(first.path));
		(target ?? document.getElementById('loan-form-status'))?.focus();
	};

	type TextKey = Exclude<keyof LoanFormValues, 'kind' | 'bonifications' | 'prepayments'>;
	const num = (key: TextKey, label: string, suffix?: string, hint?: string) => (
		<NumberField
			id={inputId(key)}
			label={label}
			suffix={suffix}
			hint={hint}
			value={values[key]}
			onChange={set(key)}
			error={errorOf(key)}
		/>
	);
	const indexed = values.kind !== 'fija';

	return (
		<div className="space-y-5 rounded-lg border border-line p-4">
			<h3 id="loan-form-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
				{saved ? `Editar «${saved.loan.name}»` : loansTexts.add}
			</h3>
			{/* Outside the loan's form: the reader has a form of its own. */}
			<LoanDocumentControl onDraft={(draft) => update((v) => withDraft(v, draft.fields))} />
			<form
				noValidate
				onSubmit={(event) => void submit(event)}
				className="space-y-5"
				aria-labelledby="loan-form-title"
			>
				<div className="grid gap-4 sm:grid-cols-2">
					<TextField
						id="loan-name"
						label="Nombre del préstamo"
						hint="Para reconocerlo: «Piso de Valencia»"
						value={values.name}
						onChange={set('name')}
						error={errorOf('name')}
						maxLength={80}
					/>
					<TextField
						id="loan-bank"
						label="Banco (opcional)"
						value={values.bank}
						onChange={set('bank')}
						error={errorOf('bank')}
						maxLength={80}
					/>
					{num('principal', 'Capital prestado', '€')}
					{num('months', 'Plazo firmado', 'cuotas', '25 años son 300 cuotas')}
					<TextField
						id="loan-signedOn"
						label="Fecha de la firma"
						hint="AAAA-MM-DD, como 2021-03-15"
						value={values.signedOn}
						onChange={set('signedOn')}
						error={errorOf('signedOn')}
						maxLength={10}
					/>
					<TextField
						id="loan-firstPaymentMonth"
						label="Mes de la primera cuota"
						hint="AAAA-MM, normalmente el mes siguiente a la firma"
						value={values.firstPaymentMonth}
						onChange={set('firstPaymentMonth')}
						error={errorOf('firstPaymentMonth')}
						maxLength={7}
					/>
				</div>
				<ChoiceField
					id="loan-kind"
					legend="Tipo de interés"
					value={values.kind}
					onChange={(kind) => set('kind')(kind as LoanFormValues['kind'])}
					options={kindOptions}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					{num(
						'tin',
						values.kind === 'fija'
							? 'TIN'
							: values.kind === 'mixta'
								? 'TIN del periodo fijo'
								: 'TIN del primer periodo',
						'%',
						'Sin bonificaciones',
					)}
					{indexed &&
						num(
							'fixedMonths',
							values.kind === 'mixta' ? 'Meses a tipo fijo' : 'Meses hasta la primera revisión',
							'meses',
						)}
					{indexed && num('spread', 'Diferencial sobre el euríbor', 'puntos')}
					{indexed && (
						<SelectField
							id="loan-revisionMonths"
							label="Revisión del tipo"
							value={values.revisionMonths}
							onChange={set('revisionMonths')}
							options={revisionOptions}
							error={errorOf('revisionMonths')}
						/>
					)}
					{indexed &&
						num(
							'referenceLagMonths',
							'Euríbor de referencia',
							'meses antes',
							'Tu escritura dice de qué mes: normalmente, dos meses antes de la revisión',
						)}
					{indexed && num('floorRate', 'Suelo (opcional)', '%')}
				</div>
				<BonificationsFields
					items={values.bonifications}
					onChange={set('bonifications')}
					errorOf={errorOf}
				/>
				<PrepaymentsFields
					items={values.prepayments}
					onChange={set('prepayments')}
					errorOf={errorOf}
				/>
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="font-semibold">Avisos</legend>
					{num('noticeDaysBefore', 'Avisarme antes de cada revisión', 'días')}
					{num('improvementThreshold', 'Avisarme si una mejora ahorra más de', '€')}
				</fieldset>
				<div id="loan-form-status" tabIndex={-1}>
					<LiveSummary text={said} visible={said !== ''} />
				</div>
				<div className="flex flex-wrap gap-3">
					<button type="submit" className="btn btn-primary" disabled={busy}>
						{busy ? 'Guardando…' : loansTexts.save}
					</button>
					<button
						type="button"
						className="btn btn-outline"
						onClick={() => {
							clearLoanDraft(draftId);
							onCancel();
						}}
					>
						{loansTexts.cancel}
					</button>
				</div>
			</form>
		</div>
	);
}
