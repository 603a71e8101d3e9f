import { dayToSeconds, type ChartData } from '~/lib/charts/chartData.ts';
import { userRoleLabels, userRoles } from '~/lib/auth/roles.ts';
import { leadStatuses } from '~/lib/leads/states.ts';
import { ticketStatusLabel } from '~/lib/support/ticketTexts.ts';
import { leadSources } from '~/lib/leads/states.ts';

/**
 * The charts of /estadisticas built from what the admin_stats_* functions return (one row per
 * day and role, per day, per status...). The database already fills every day and category with
 * zeros; these functions only arrange the rows as chart series, keep gaps as null, and turn
 * unexpected values (a null count, text) into something safe to draw.
 */

/** A count from the database: a finite non-negative number, else 0. */
function count(value: unknown): number {
	const n = typeof value === 'number' ? value : Number(value);
	return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** A measured value that may be missing (null stays null; NaN and text become null). */
function measured(value: unknown): number | null {
	if (value === null || value === undefined || value === '') return null;
	const n = typeof value === 'number' ? value : Number(value);
	return Number.isFinite(n) ? n : null;
}

/** The distinct days of some rows, in order. */
function daysOf(rows: readonly { day: string | null }[]): string[] {
	return [
		...new Set(rows.map((r) => r.day).filter((d): d is string => typeof d === 'string')),
	].sort();
}

/** Sign-ups per day, one series per profile role. */
export function signupsChart(
	rows: readonly { day: string; role: string; signups: number }[],
): ChartData {
	const days = daysOf(rows);
	const index = new Map(days.map((d, i) => [d, i]));
	const series = userRoles.map((role, i) => {
		const values = days.map(() => 0);
		for (const r of rows) {
			const at = index.get(r.day);
			if (r.role === role && at !== undefined) values[at] = count(r.signups);
		}
		return { label: userRoleLabels[role].label, values, dashed: i % 2 === 1 };
	});
	return { x: days.map(dayToSeconds), xKind: 'time', series };
}

/** Saved simulations and valuations per day. */
export function activityChart(
	rows: readonly { day: string; simulations: number; valuations: number }[],
): ChartData {
	const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
	return {
		x: sorted.map((r) => dayToSeconds(r.day)),
		xKind: 'time',
		series: [
			{ label: 'Simulaciones guardadas', values: sorted.map((r) => count(r.simulations)) },
			{
				label: 'Valoraciones guardadas',
				values: sorted.map((r) => count(r.valuations)),
				dashed: true,
			},
		],
	};
}

/** A chart over categories: x is 1..n and `labels[x - 1]` names each. */
export interface CategoryChart {
	data: ChartData;
	labels: string[];
}

/** The label of category x (1-based) of a category chart. */
export function categoryLabel(chart: CategoryChart, x: number): string {
	return chart.labels[Math.round(x) - 1] ?? '';
}

/** Tickets opened in the period by their status now. */
export function ticketsChart(rows: readonly { status: string; tickets: number }[]): CategoryChart {
	return {
		labels: rows.map((r) => ticketStatusLabel(r.status)),
		data: {
			x: rows.map((_, i) => i + 1),
			xKind: 'number',
			series: [{ label: 'Tickets', values: rows.map((r) => count(r.tickets)), kind: 'bars' }],
		},
	};
}

/** The median first answer of the whole period and per day (days without answers as gaps). */
export function firstResponseChart(
	rows: readonly { day: string | null; answered: number; median_minutes: number | null }[],
): { data: ChartData; overall: { answered: number; medianMinutes: number | null } } {
	const perDay = rows.filter((r) => r.day !== null).sort((a, b) => a.day!.localeCompare(b.day!));
	const total = rows.find((r) => r.day === null);
	return {
		data: {
			x: perDay.map((r) => dayToSeconds(r.day!)),
			xKind: 'time',
			series: [
				{ label: 'Mediana (minutos)', values: perDay.map((r) => measured(r.median_minutes)) },
			],
		},
		overall: {
			answered: count(total?.answered),
			medianMinutes: measured(total?.median_minutes),
		},
	};
}

/** Leads of the period by source and status, one bar per pair. */
export function leadsChart(
	rows: readonly { source: string; status: string; leads: number }[],
): CategoryChart {
	return {
		labels: rows.map(
			(r) => `${leadSources[r.source] ?? r.source} · ${leadStatuses[r.status] ?? r.status}`,
		),
		data: {
			x: rows.map((_, i) => i + 1),
			xKind: 'number',
			series: [{ label: 'Contactos', values: rows.map((r) => count(r.leads)), kind: 'bars' }],
		},
	};
}

/** The sum of every value of a chart's series (the period's total). */
export function chartTotal(data: ChartData, seriesIndex?: number): number {
	const list =
		seriesIndex === undefined ? data.series : data.series.slice(seriesIndex, seriesIndex + 1);
	return list.reduce((sum, s) => sum + s.values.reduce<number>((a, v) => a + (v ?? 0), 0), 0);
}

/** Minutes as people read them: «45 min», «2 h 5 min», «3 d 4 h»; «—» when unknown. */
export function formatMinutes(minutes: number | null): string {
	if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return '—';
	const total = Math.round(minutes);
	if (total < 60) return `${total} min`;
	const hours = Math.floor(total / 60);
	if (hours < 24) {
		const rest = total % 60;
		return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
	}
	const days = Math.floor(hours / 24);
	const restHours = hours % 24;
	return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}
