import { levelPayment } from '../mortgage/annuity.ts';
import type { Answer } from './answer.ts';
import type { Figures } from './figures.ts';
import { said } from './inputs.ts';
import { askBack, recomputable } from './loanAnswers.ts';
import { planMessages as pm } from './planMessages.ts';

/** Early repayment that keeps the term: the new payment and the interest saved. */
export function answerEarlyRepayment(f: Figures): Answer {
	const balance = f.balance ?? f.loan;
	if (
		balance === undefined ||
		f.repayment === undefined ||
		f.years === undefined ||
		f.ratePercent === undefined
	)
		return askBack(pm.ask.repayment);
	const months = Math.round(f.years * 12);
	const before = levelPayment(balance, f.ratePercent, months);
	const after = levelPayment(Math.max(0, balance - f.repayment), f.ratePercent, months);
	const saved = (before - after) * months - f.repayment;
	return {
		text: pm.early(balance, f.repayment, f.years, f.ratePercent, before, after, saved),
		sources: [
			{
				title: 'Comisiones por amortización anticipada: los límites legales',
				href: '/blog/noticia/comisiones-amortizacion-anticipada-limites-legales#los-límites-legales',
			},
		],
		origin: 'calculo',
		...recomputable('amortizacion', f, [
			said(f.balance !== undefined ? 'balance' : 'loan', balance),
			said('repay', f.repayment),
			said('years', f.years),
			said('rate', f.ratePercent),
		]),
	};
}
