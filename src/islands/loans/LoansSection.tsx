import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { madridDay } from '~/lib/format/madridClock.ts';
import { loansTexts } from '~/lib/i18n/loans.ts';
import { useConfirm } from '~/islands/shared/ui/ConfirmDialog.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $profileRow } from '~/stores/account.ts';
import { $loans, removeLoan, type LoanResult, type SavedLoan } from '~/stores/loans.ts';
import { $session } from '~/stores/session.ts';
import { LoanCard } from './LoanCard.tsx';
import { LoanForm } from './LoanForm.tsx';
import { pendingLoanDraft } from './loanDraft.ts';

/**
 * «Mi hipoteca» in Mi Panel (issue 50): the person's loans, each with where it stands, its next
 * revision and the improvement check; adding, editing and deleting one; and the improvement
 * study request. Every action's outcome is announced on the status line, which takes the focus.
 */
export function LoansSection() {
	const value = useStore($loans);
	const session = useStore($session);
	const profile = useStore($profileRow);
	const { announce, status } = useStatusLine();
	const { dialog, confirm } = useConfirm();
	/** undefined: no form open; '': adding a loan; an id: editing that loan. */
	const [editing, setEditing] = useState<string | undefined>(undefined);
	const [restored, setRestored] = useState(false);
	const today = madridDay(new Date());

	// A draft kept in this tab reopens its form after a reload.
	useEffect(() => {
		const pending = pendingLoanDraft();
		if (pending !== null) {
			setEditing(pending);
			setRestored(true);
		}
	}, []);

	const person = {
		name: [profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' '),
		email: session.status === 'signed-in' ? (session.session.user.email ?? '') : '',
	};
	const done = (result: LoanResult) => {
		setEditing(undefined);
		setRestored(false);
		announce(result);
	};
	const remove = async (saved: SavedLoan) => {
		const yes = await confirm({
			title: `${loansTexts.remove} «${saved.loan.name}»`,
			description: loansTexts.confirmRemove(saved.loan.name),
			confirmLabel: loansTexts.remove,
			danger: true,
		});
		if (yes) announce(await removeLoan(saved.id));
	};
	const form = (saved?: SavedLoan) => (
		<div className="space-y-2">
			{restored && (
				<p className="rounded-lg border border-line bg-surface p-3 text-sm">
					{loansTexts.draftRestored}
				</p>
			)}
			<LoanForm
				key={saved?.id ?? 'nuevo'}
				saved={saved}
				onDone={done}
				onCancel={() => {
					setEditing(undefined);
					setRestored(false);
				}}
			/>
		</div>
	);

	return (
		<div className="space-y-6">
			<p className="text-sm">
				Sigue tu préstamo: cuánto te queda, cuánto pagarás tras la próxima revisión y si te compensa
				cambiar de banco, renegociar o amortizar. Solo tú ves estos datos.
			</p>
			<StatusLine status={status} id="hipoteca-estado" />
			{editing === '' ? (
				form()
			) : (
				<button type="button" className="btn btn-primary" onClick={() => setEditing('')}>
					{loansTexts.add}
				</button>
			)}
			<QueryView
				value={value}
				retry={() => $loans.invalidate()}
				isEmpty={(rows) => rows.length === 0}
				empty={loansTexts.empty}
			>
				{(rows) => (
					<ul className="space-y-6" aria-label="Tus préstamos">
						{rows.map((saved) => (
							<li key={saved.id}>
								{editing === saved.id ? (
									form(saved)
								) : (
									<LoanCard
										saved={saved}
										today={today}
										person={person}
										onEdit={() => setEditing(saved.id)}
										onStudySent={announce}
										onRemove={() => void remove(saved)}
									/>
								)}
							</li>
						))}
					</ul>
				)}
			</QueryView>
			{dialog}
		</div>
	);
}
