import type { EuriborMonth } from './euribor.ts';
import { runTimeline, type TimelineEvent, type TimelineLoan } from './timeline.ts';

/**
 * The revision calendar of a variable or mixed loan and the Euribor of each revision: the
 * series we hold (content/data/euribor.json) for past months, a scenario for future ones.
 * Months are 'YYYY-MM'; loan months count from the signing (1 = first instalment).
 */

/** 'YYYY-MM' plus `n` months. */
export function addMonths(month: string, n: number): string {
	const [y, m] = month.split('-').map(Number) as [number, number];
	const total = y * 12 + (m - 1) + n;
	const year = Math.floor(total / 12);
	return `${String(year).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` ('YYYY-MM'). */
export function monthsBetween(from: string, to: string): number {
	const [fy, fm] = from.split('-').map(Number) as [number, number];
	const [ty, tm] = to.split('-').map(Number) as [number, number];
	return (ty - fy) * 12 + (tm - fm);
}

/** A revision of the contract. */
export interface Revision {
	/** Loan month whose instalment is the first at the revised rate. */
	loanMonth: number;
	/** Calendar month of that instalment, 'YYYY-MM'. */
	date: string;
	/** Month whose Euribor average the revision reads (the month before). */
	referenceMonth: string;
}

/**
 * Revision months of a variable or mixed loan signed in `signing` ('YYYY-MM', first instalment
 * the month after): after the fixed months, every 6 or 12 months until the end. Empty for a
 * fixed loan. The reference is the previous month's average; each contract names its own.
 */
export function revisionCalendar(loan: TimelineLoan, signing: string): Revision[] {
	if (loan.kind === 'fixed') return [];
	const every = loan.revisionMonths ?? 12;
	const out: Revision[] = [];
	for (let m = (loan.fixedMonths ?? 12) + 1; m <= loan.months; m += every) {
		const date = addMonths(signing, m);
		out.push({ loanMonth: m, date, referenceMonth: addMonths(date, -1) });
	}
	return out;
}

/** A future path of the Euribor: a few points (years from the latest value → Euribor %). */
export interface EuriborScenario {
	id: string;
	/** Spanish name. */
	name: string;
	/** Points by years from the latest data, linearly joined; the last one is held. */
	points: { years: number; euribor: number }[];
}

/** Built-in hypotheses for future revisions: illustrative paths, not forecasts. */
export function builtInScenarios(latest: number): EuriborScenario[] {
	const round = (n: number) => Math.round(n * 1000) / 1000;
	return [
		{ id: 'estable', name: 'Estable', points: [{ years: 0, euribor: latest }] },
		{
			id: 'subida',
			name: 'Subida suave',
			points: [
				{ years: 0, euribor: latest },
				{ years: 4, euribor: round(latest + 1) },
			],
		},
		{
			id: 'bajada',
			name: 'Bajada suave',
			points: [
				{ years: 0, euribor: latest },
				{ years: 4, euribor: round(Math.max(0, latest - 1)) },
			],
		},
	];
}

/** Scenario value `years` after the latest data (linear between points, held at the ends). */
export function scenarioValue(scenario: EuriborScenario, years: number): number {
	const points = scenario.points.toSorted((a, b) => a.years - b.years);
	const first = points[0];
	if (!first) return 0;
	if (years <= first.years) return first.euribor;
	for (let i = 1; i < points.length; i++) {
		const a = points[i - 1] as (typeof points)[number];
		const b = points[i] as (typeof points)[number];
		if (years <= b.years) {
			const t = (years - a.years) / (b.years - a.years || 1);
			return a.euribor + t * (b.euribor - a.euribor);
		}
	}
	return (points.at(-1) as (typeof points)[number]).euribor;
}

/** A proposed revision with its Euribor and where that figure comes from. */
export interface ProposedRevision extends Revision {
	euribor: number;
	/** 'serie': a value we hold; 'escenario': the scenario's (future or missing month). */
	origin: 'serie' | 'escenario';
	/** False when the series value is not yet verified against the Banco de España. */
	verified: boolean;
}

/**
 * Euribor of every revision: the series' average of the reference month when we hold it, else
 * the scenario, measured from the latest month of the series.
 */
export function proposeRevisions(
	calendar: readonly Revision[],
	series: readonly EuriborMonth[],
	scenario: EuriborScenario,
): ProposedRevision[] {
	const byMonth = new Map(series.map((s) => [s.month, s]));
	const latest = series.at(-1)?.month ?? calendar[0]?.referenceMonth ?? '2026-01';
	return calendar.map((revision) => {
		const held = byMonth.get(revision.referenceMonth);
		if (held) {
			return { ...revision, euribor: held.ratePercent, origin: 'serie', verified: held.verified };
		}
		const years = Math.max(0, monthsBetween(latest, revision.referenceMonth) / 12);
		const euribor = Math.round(scenarioValue(scenario, years) * 1000) / 1000;
		return { ...revision, euribor, origin: 'escenario', verified: true };
	});
}

/** Euribor revision events of a proposal, for the timeline. */
export function revisionEvents(proposal: readonly ProposedRevision[]): TimelineEvent[] {
	return proposal.map((r) => ({ kind: 'euribor', month: r.loanMonth, euribor: r.euribor }));
}

/** The instalment at each revision under one scenario. */
export interface FanLine {
	scenario: EuriborScenario;
	points: { loanMonth: number; date: string; euribor: number; payment: number }[];
	totalInterest: number;
}

/**
 * The instalment at each revision under each scenario, keeping the person's other events
 * (prepayments, TIN and term changes) and replacing their Euribor revisions with the scenario's.
 * Scenarios whose timeline is invalid are left out.
 */
export function scenarioFan(
	loan: TimelineLoan,
	events: readonly TimelineEvent[],
	signing: string,
	series: readonly EuriborMonth[],
	scenarios: readonly EuriborScenario[],
): FanLine[] {
	const calendar = revisionCalendar(loan, signing);
	const others = events.filter((e) => e.kind !== 'euribor');
	const out: FanLine[] = [];
	for (const scenario of scenarios) {
		const proposal = proposeRevisions(calendar, series, scenario);
		const outcome = runTimeline(loan, [...others, ...revisionEvents(proposal)]);
		if (!outcome.ok) continue;
		const rows = outcome.value.rows;
		out.push({
			scenario,
			points: proposal
				.filter((r) => r.loanMonth <= rows.length)
				.map((r) => ({
					loanMonth: r.loanMonth,
					date: r.date,
					euribor: r.euribor,
					payment: rows[r.loanMonth - 1]?.payment ?? 0,
				})),
			totalInterest: outcome.value.totals.interest,
		});
	}
	return out;
}
