/**
 * An independent calculation of a loan, for the checked cases: a plain month-by-month loop with
 * the French formula, written here without calling src/lib (dates, revisions, the annuity, the
 * prepayments and the floor are all computed again).
 */

export interface RefLoan {
	principal: number;
	signedOn: string;
	firstPaymentMonth: string;
	months: number;
	kind: 'fija' | 'variable' | 'mixta';
	tin: number;
	fixedMonths: number | null;
	spread: number | null;
	revisionMonths: 6 | 12 | null;
	referenceLagMonths: number;
	floorRate: number | null;
	bonifications: { tinReduction: number; kept: boolean }[];
	prepayments: { month: string; amount: number; mode: 'reduce-term' | 'reduce-payment' }[];
}

export interface RefFigures {
	paidInstalments: number;
	pendingCapital: number;
	interestPaid: number;
	interestLeft: number;
	currentPayment: number;
	currentTin: number;
	endMonth: string;
	instalments: number;
}

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthName = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/** Level payment: B·i / (1 − (1 + i)^−n). */
function annuity(balance: number, annualPercent: number, n: number): number {
	const i = annualPercent / 1200;
	if (i === 0) return balance / n;
	return (balance * i) / (1 - Math.pow(1 + i, -n));
}

export function reference(
	loan: RefLoan,
	today: string,
	euribor: ReadonlyMap<string, number>,
	latestEuribor: number,
): RefFigures {
	const first = monthIndex(loan.firstPaymentMonth);
	const bonus = loan.bonifications.filter((b) => b.kept).reduce((s, b) => s + b.tinReduction, 0);
	// The rate of each loan month.
	const revisionAt = new Map<number, number>();
	if (loan.kind !== 'fija') {
		for (let m = (loan.fixedMonths ?? 0) + 1; m <= loan.months; m += loan.revisionMonths ?? 12) {
			const ref = monthName(first + m - 1 - loan.referenceLagMonths);
			let rate = (euribor.get(ref) ?? latestEuribor) + (loan.spread ?? 0) - bonus;
			if (loan.floorRate !== null && rate < loan.floorRate) rate = loan.floorRate;
			revisionAt.set(m, Math.max(0, rate));
		}
	}
	const prepay = new Map(loan.prepayments.map((p) => [monthIndex(p.month) - first + 1, p]));
	let rate = Math.max(0, loan.tin - bonus);
	let balance = loan.principal;
	let end = loan.months;
	let payment = annuity(balance, rate, end);
	const rows: { payment: number; interest: number; balance: number; rate: number }[] = [];
	for (let m = 1; m <= end && balance > 0; m++) {
		const revised = revisionAt.get(m);
		if (revised !== undefined) {
			rate = revised;
			payment = annuity(balance, rate, end - m + 1);
		}
		const interest = (balance * rate) / 1200;
		let capital = payment - interest;
		if (m === end || capital >= balance) capital = balance;
		balance -= capital;
		const p = prepay.get(m);
		if (p) {
			balance -= p.amount;
			const i = rate / 1200;
			if (p.mode === 'reduce-payment') payment = annuity(balance, rate, end - m);
			else end = m + Math.ceil(-Math.log(1 - (balance * i) / payment) / Math.log(1 + i) - 1e-6);
		}
		rows.push({ payment: interest + capital, interest, balance, rate });
	}
	// Instalments charged on or before today: the signing's day, or the month's last day.
	const day = Number(loan.signedOn.slice(8, 10));
	let paid = 0;
	rows.forEach((_, k) => {
		const index = first + k;
		const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
		const due = `${monthName(index)}-${String(Math.min(day, last)).padStart(2, '0')}`;
		if (due <= today) paid = k + 1;
	});
	const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
	// The instalment in force: the next one, unless it already carries a revised rate.
	const nextIsRevision = paid > 0 && revisionAt.has(paid + 1);
	const current = rows[Math.min(nextIsRevision ? paid - 1 : paid, rows.length - 1)];
	return {
		paidInstalments: paid,
		pendingCapital: paid === 0 ? loan.principal : (rows[paid - 1]?.balance ?? 0),
		interestPaid: sum(rows.slice(0, paid).map((r) => r.interest)),
		interestLeft: sum(rows.slice(paid).map((r) => r.interest)),
		currentPayment: paid >= rows.length ? 0 : (current?.payment ?? 0),
		currentTin: current?.rate ?? 0,
		endMonth: monthName(first + rows.length - 1),
		instalments: rows.length,
	};
}
