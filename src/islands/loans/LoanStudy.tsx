import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { loansTexts } from '~/lib/i18n/loans.ts';
import type { LoanIssue } from '~/lib/loans/index.ts';
import { LiveSummary, TextField } from '~/islands/shared/ui/fields.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { requestLoanStudy, type LoanResult } from '~/stores/loans.ts';

/**
 * «Solicitar estudio de mejora»: shows exactly what will be sent (the loan's summary, the name
 * and the email, both editable), asks for consent for this one request, and sends it.
 */
export function LoanStudy({
	idPrefix,
	summary,
	name: initialName,
	email: initialEmail,
	onDone,
	onCancel,
}: {
	idPrefix: string;
	summary: string;
	name: string;
	email: string;
	onDone: (result: LoanResult) => void;
	onCancel: () => void;
}) {
	const [name, setName] = useState(initialName);
	const [email, setEmail] = useState(initialEmail);
	const [consent, setConsent] = useState(false);
	const [issues, setIssues] = useState<LoanIssue[]>([]);
	const [said, setSaid] = useState('');
	const [busy, setBusy] = useState(false);
	const heading = useRef<HTMLHeadingElement>(null);
	useEffect(() => heading.current?.focus(), []);
	const errorOf = (path: string) => issues.find((i) => i.path === path)?.message;
	const id = (field: string) => `${idPrefix}-estudio-${field}`;

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setBusy(true);
		const result = await requestLoanStudy({ name, email, summary }, consent);
		setBusy(false);
		if (result.ok) {
			onDone(result);
			return;
		}
		setIssues(result.issues);
		setSaid(result.message);
		const first = result.issues[0];
		document.getElementById(first ? id(first.path) : id('estado'))?.focus();
	};

	return (
		<form
			noValidate
			onSubmit={(event) => void submit(event)}
			className="space-y-4 rounded-lg border border-line p-4"
			aria-labelledby={id('titulo')}
		>
			<h4 id={id('titulo')} ref={heading} tabIndex={-1} className="font-semibold">
				{loansTexts.studyTitle}
			</h4>
			<p className="text-sm">{loansTexts.studyIntro}</p>
			<div>
				<p className="text-sm font-medium">Lo que se enviará</p>
				<ScrollRegion
					label="Lo que se enviará"
					className="mt-1 max-h-72 overflow-auto rounded-lg bg-surface p-3"
				>
					<pre
						data-testid="estudio-resumen"
						className="font-sans text-sm break-words whitespace-pre-wrap"
					>
						{summary}
					</pre>
				</ScrollRegion>
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					id={id('name')}
					label="Tu nombre"
					value={name}
					onChange={setName}
					error={errorOf('name')}
					autoComplete="name"
					maxLength={100}
				/>
				<TextField
					id={id('email')}
					label="Tu email"
					type="email"
					value={email}
					onChange={setEmail}
					error={errorOf('email')}
					autoComplete="email"
					maxLength={255}
				/>
			</div>
			<div>
				<div className="flex items-start gap-2">
					<input
						id={id('consent')}
						type="checkbox"
						checked={consent}
						onChange={(event) => setConsent(event.target.checked)}
						aria-invalid={errorOf('consent') ? true : undefined}
						aria-describedby={errorOf('consent') ? `${id('consent')}-error` : undefined}
						className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
					/>
					<label htmlFor={id('consent')} className="text-sm">
						{loansTexts.studyConsent}
					</label>
				</div>
				{errorOf('consent') && (
					<p id={`${id('consent')}-error`} className="mt-1 text-sm font-medium text-danger">
						{errorOf('consent')}
					</p>
				)}
			</div>
			<div id={id('estado')} tabIndex={-1}>
				<LiveSummary text={said} visible={said !== ''} />
			</div>
			<div className="flex flex-wrap gap-3">
				<button type="submit" className="btn btn-primary" disabled={busy}>
					{busy ? 'Enviando…' : loansTexts.studySend}
				</button>
				<button type="button" className="btn btn-outline" onClick={onCancel}>
					{loansTexts.cancel}
				</button>
			</div>
		</form>
	);
}
