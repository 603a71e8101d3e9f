import { describe, expect, it } from 'vitest';
import { chartDataProblem } from '~/lib/charts/chartData.ts';
import {
	activityChart,
	categoryLabel,
	chartTotal,
	firstResponseChart,
	formatMinutes,
	leadsChart,
	signupsChart,
	ticketsChart,
} from '~/lib/statistics/charts.ts';

const day = (d: string) => Date.UTC(2026, 0, Number(d)) / 1000;

describe('statistics charts', () => {
	it('turns sign-ups per day and role into one series per role', () => {
		const chart = signupsChart([
			{ day: '2026-01-02', role: 'particular', signups: 3 },
			{ day: '2026-01-01', role: 'particular', signups: 1 },
			{ day: '2026-01-01', role: 'promotora', signups: 2 },
			{ day: '2026-01-02', role: 'promotora', signups: 0 },
		]);
		expect(chart.x).toEqual([day('1'), day('2')]);
		expect(chart.series.map((s) => [s.label, s.values])).toEqual([
			['Particular', [1, 3]],
			['Inmobiliaria', [0, 0]],
			['Promotora', [2, 0]],
			['Agente inmobiliario', [0, 0]],
		]);
		expect(chartDataProblem(chart)).toBeNull();
		expect(chartTotal(chart)).toBe(6);
	});

	it('keeps activity in day order and odd counts safe', () => {
		const chart = activityChart([
			{ day: '2026-01-02', simulations: 2, valuations: Number.NaN },
			{ day: '2026-01-01', simulations: 1, valuations: 4 },
		]);
		expect(chart.series.map((s) => s.values)).toEqual([
			[1, 2],
			[4, 0],
		]);
		expect(chartTotal(chart, 0)).toBe(3);
		expect(chartTotal(chart, 1)).toBe(4);
		expect(chartDataProblem(chart)).toBeNull();
	});

	it('draws tickets and leads as categories with their Spanish labels', () => {
		const tickets = ticketsChart([
			{ status: 'abierto', tickets: 2 },
			{ status: 'en_progreso', tickets: 0 },
			{ status: 'resuelto', tickets: 5 },
			{ status: 'cerrado', tickets: 1 },
		]);
		expect(tickets.data.x).toEqual([1, 2, 3, 4]);
		expect(tickets.labels).toEqual(['Abierto', 'En progreso', 'Resuelto', 'Cerrado']);
		expect(categoryLabel(tickets, 3)).toBe('Resuelto');
		expect(categoryLabel(tickets, 9)).toBe('');
		expect(chartTotal(tickets.data)).toBe(8);
		const leads = leadsChart([
			{ source: 'contacto', status: 'nuevo', leads: 4 },
			{ source: 'formulario_compartido', status: 'descartado', leads: 1 },
		]);
		expect(leads.labels).toEqual([
			'Formulario de contacto · Nuevo',
			'Formulario compartido · Descartado',
		]);
		expect(chartDataProblem(leads.data)).toBeNull();
	});

	it('keeps days without answers as gaps and reads the whole-period row', () => {
		const first = firstResponseChart([
			{ day: '2026-01-01', answered: 2, median_minutes: 120 },
			{ day: '2026-01-02', answered: 0, median_minutes: null },
			{ day: null, answered: 2, median_minutes: 120 },
		]);
		expect(first.data.x).toEqual([day('1'), day('2')]);
		expect(first.data.series[0]?.values).toEqual([120, null]);
		expect(first.overall).toEqual({ answered: 2, medianMinutes: 120 });
		expect(firstResponseChart([]).overall).toEqual({ answered: 0, medianMinutes: null });
	});

	it('writes durations as people read them', () => {
		expect(formatMinutes(null)).toBe('—');
		expect(formatMinutes(Number.NaN)).toBe('—');
		expect(formatMinutes(45.4)).toBe('45 min');
		expect(formatMinutes(120)).toBe('2 h');
		expect(formatMinutes(125)).toBe('2 h 5 min');
		expect(formatMinutes(60 * 24 * 3 + 60 * 4)).toBe('3 d 4 h');
		expect(formatMinutes(60 * 48)).toBe('2 d');
	});
});
