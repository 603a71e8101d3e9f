import { formatEuros, formatMonth, formatPercent } from '../format/index.ts';
import { euribor as euriborSeries, type EuriborMonth } from '../mortgage/euribor.ts';
import { improvementCheck } from './improvement.ts';
import { marketRate as latestMarketRate } from './marketRate.ts';
import { loanStatus } from './status.ts';
import type { ImprovementInputs, Loan, LoanNotice, MarketRate, RevisionForecast } from './types.ts';

/**
 * The notices a loan is due on `today`, each with an idempotency key: the daily job inserts one
 * only when no notice with the same loan and key exists, so each is sent once.
 *  - revision-aviso:<date> from `noticeDaysBefore` days before the revision until its day;
 *  - revision-exacta:<date> once the reference month's Euríbor is published and the revision is
 *    still ahead;
 *  - mejora:<kind> when an option saves more than the person's threshold.
 */

const link = '/dashboard#hipoteca' as const;
const eur = (n: number) => formatEuros(n, { decimals: 2 });
const pct = (n: number) => formatPercent(n, { decimals: 3 });

/** 'YYYY-MM-DD' minus `days` days. */
export function daysBefore(date: string, days: number): string {
	const d = new Date(`${date}T00:00:00Z`);
	d.setUTCDate(d.getUTCDate() - days);
	return d.toISOString().slice(0, 10);
}

/** «15 de abril de 2027». */
export function formatDay(date: string): string {
	const [y, , d] = date.split('-').map(Number) as [number, number, number];
	const month = formatMonth(date.slice(0, 7)).replace(/ de \d{4}$/, '');
	return `${d} de ${month} de ${y}`;
}

function revisionBody(loan: Loan, f: RevisionForecast): string {
	const head = `La hipoteca «${loan.name}» se revisa con el euríbor de ${formatMonth(f.referenceMonth)}; la primera cuota con el tipo nuevo se cobra el ${formatDay(f.date)}. Ahora pagas ${eur(f.paymentBefore)}.`;
	if (f.status === 'exacta')
		return `${head} Ese euríbor ya está publicado (${pct(f.euribor)}): el TIN pasa al ${pct(f.tin)} y la cuota nueva será de ${eur(f.payment)}.`;
	const months = f.knownMonths.map(formatMonth).join(', ');
	return `${head} El euríbor de ese mes aún no se ha publicado: con los meses que ya conocemos (${months}) la cuota nueva estaría entre ${eur(f.low.payment)} y ${eur(f.high.payment)}. Te avisaremos con la cifra exacta.`;
}

/** The notices due on `today` (YYYY-MM-DD). Throws LoanError like loanStatus. */
export function dueNotices(
	loan: Loan,
	today: string,
	series: readonly EuriborMonth[] = euriborSeries,
	market: MarketRate = latestMarketRate,
	inputs: ImprovementInputs = {},
): LoanNotice[] {
	const notices: LoanNotice[] = [];
	const forecast = loanStatus(loan, today, series).nextRevision;
	if (forecast && forecast.date > today) {
		if (today >= daysBefore(forecast.date, loan.noticeDaysBefore)) {
			notices.push({
				key: `revision-aviso:${forecast.date}`,
				kind: 'revision-aviso',
				title: `Tu hipoteca se revisa el ${formatDay(forecast.date)}`,
				body: revisionBody(loan, forecast),
				link,
			});
		}
		if (forecast.status === 'exacta') {
			notices.push({
				key: `revision-exacta:${forecast.date}`,
				kind: 'revision-exacta',
				title: `Nueva cuota desde el ${formatDay(forecast.date)}: ${eur(forecast.payment)}`,
				body: revisionBody(loan, forecast),
				link,
			});
		}
	}
	const check = improvementCheck(loan, today, series, market, inputs);
	for (const option of check.options) {
		if (option.kind === 'mantener' || option.saving <= loan.improvementThreshold) continue;
		notices.push({
			key: `mejora:${option.kind}`,
			kind: 'mejora',
			title: `${option.title}: podrías ahorrar ${eur(option.saving)}`,
			body: `Con los datos de «${loan.name}», esta opción ahorra ${eur(option.saving)} hasta el final del préstamo, ya descontados los costes${option.breakEvenMonths ? `, que recuperas en ${option.breakEvenMonths} ${option.breakEvenMonths === 1 ? 'mes' : 'meses'}` : ''}. Supera el umbral de ${eur(loan.improvementThreshold)} que elegiste. Revisa los supuestos del cálculo en «Mi hipoteca».`,
			link,
		});
	}
	return notices;
}
