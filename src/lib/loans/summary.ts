import { formatEuros, formatMonth, formatNumber, formatPercent } from '../format/index.ts';
import { formatDay } from './notices.ts';
import type { Loan, LoanStatus } from './types.ts';

/**
 * The plain Spanish summary the person consents to send with «Solicitar estudio de mejora»: the
 * loan's own figures and where it stands, nothing else (no name of theirs, no bank account).
 */

const eur = (n: number) => formatEuros(n, { decimals: 2 });
const pct = (n: number) => formatPercent(n, { decimals: 3 });
const kinds = { fija: 'fijo', variable: 'variable', mixta: 'mixto' } as const;

export function loanSummary(loan: Loan, status: LoanStatus): string {
	const lines = [
		`Hipoteca: ${loan.name}${loan.bank ? ` (${loan.bank})` : ''}`,
		`Tipo de interés: ${kinds[loan.kind]}`,
		`Capital prestado: ${eur(loan.principal)}`,
		`Firma: ${formatDay(loan.signedOn)}; primera cuota: ${formatMonth(loan.firstPaymentMonth)}; plazo: ${formatNumber(loan.months)} cuotas`,
	];
	if (loan.kind === 'fija') lines.push(`TIN: ${pct(loan.tin)}`);
	else {
		const first = loan.kind === 'mixta' ? 'TIN del periodo fijo' : 'TIN inicial';
		lines.push(
			`${first}: ${pct(loan.tin)} durante ${loan.fixedMonths ?? 0} meses; después, euríbor + ${pct(loan.spread ?? 0)}, revisión cada ${loan.revisionMonths ?? 12} meses con el euríbor de ${loan.referenceLagMonths} ${loan.referenceLagMonths === 1 ? 'mes' : 'meses'} antes`,
		);
		if (loan.floorRate !== null) lines.push(`Suelo: ${pct(loan.floorRate)}`);
	}
	for (const b of loan.bonifications)
		lines.push(
			`Bonificación «${b.label}»: −${formatNumber(b.tinReduction, { maxDecimals: 3 })} puntos, cuesta ${eur(b.yearlyCost)} al año, ${b.kept ? 'se mantiene' : 'ya no se cumple'}`,
		);
	for (const p of loan.prepayments)
		lines.push(
			`Amortización anticipada en ${formatMonth(p.month)}: ${eur(p.amount)} (${p.mode === 'reduce-term' ? 'reduce plazo' : 'reduce cuota'})`,
		);
	lines.push(
		`Capital pendiente hoy: ${eur(status.pendingCapital)}`,
		`Cuotas pagadas: ${status.paidInstalments}; quedan ${status.remainingInstalments} (última en ${formatMonth(status.endMonth)})`,
		`Cuota actual: ${eur(status.currentPayment)} con un TIN del ${pct(status.currentTin)}`,
		`Intereses pagados: ${eur(status.interestPaid)}; por pagar: ${eur(status.interestLeft)}`,
	);
	const next = status.nextRevision;
	if (next)
		lines.push(
			next.status === 'exacta'
				? `Próxima revisión: ${formatDay(next.date)}, cuota nueva ${eur(next.payment)}`
				: `Próxima revisión: ${formatDay(next.date)}, cuota estimada entre ${eur(next.low.payment)} y ${eur(next.high.payment)}`,
		);
	return lines.join('\n');
}
