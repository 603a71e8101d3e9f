import { describe, expect, it } from 'vitest';
import type { EuriborMonth } from '../../../src/lib/mortgage/euribor.ts';
import {
	addMonths,
	builtInScenarios,
	monthsBetween,
	proposeRevisions,
	revisionCalendar,
	scenarioFan,
	scenarioValue,
} from '../../../src/lib/mortgage/revisions.ts';
import type { TimelineLoan } from '../../../src/lib/mortgage/timeline.ts';

const loan: TimelineLoan = {
	principal: 150_000,
	months: 60,
	tin: 2,
	kind: 'variable',
	fixedMonths: 12,
	diferencial: 1,
	euribor: 2.5,
	revisionMonths: 12,
};

const series: EuriborMonth[] = [
	{ id: '2025-11', month: '2025-11', ratePercent: 2.2, source: 'prueba', verified: true },
	{ id: '2025-12', month: '2025-12', ratePercent: 2.3, source: 'prueba', verified: false },
];

describe('revision calendar', () => {
	it('adds and counts months across years', () => {
		expect(addMonths('2025-11', 3)).toBe('2026-02');
		expect(addMonths('2026-01', -1)).toBe('2025-12');
		expect(monthsBetween('2025-12', '2027-06')).toBe(18);
	});

	it('revises every 12 months after the first year, from the signing', () => {
		const calendar = revisionCalendar(loan, '2024-12');
		expect(calendar.map((r) => r.loanMonth)).toEqual([13, 25, 37, 49]);
		expect(calendar[0]).toEqual({ loanMonth: 13, date: '2026-01', referenceMonth: '2025-12' });
	});

	it('every 6 months, after a mixed loan’s fixed years; none for a fixed loan', () => {
		expect(
			revisionCalendar(
				{ ...loan, kind: 'mixed', fixedMonths: 36, revisionMonths: 6 },
				'2024-12',
			).map((r) => r.loanMonth),
		).toEqual([37, 43, 49, 55]);
		expect(revisionCalendar({ ...loan, kind: 'fixed' }, '2024-12')).toEqual([]);
	});
});

describe('Euribor of each revision', () => {
	const [stable, rise, fall] = builtInScenarios(2.3);

	it('scenarios hold, rise 1 point in 4 years or fall 1 point', () => {
		expect(scenarioValue(stable!, 10)).toBe(2.3);
		expect(scenarioValue(rise!, 2)).toBeCloseTo(2.8, 9);
		expect(scenarioValue(rise!, 9)).toBeCloseTo(3.3, 9);
		expect(scenarioValue(fall!, 4)).toBeCloseTo(1.3, 9);
	});

	it('reads past months from the series (keeping the unverified flag) and future ones from the scenario', () => {
		const proposal = proposeRevisions(revisionCalendar(loan, '2024-12'), series, rise!);
		expect(proposal[0]).toMatchObject({ euribor: 2.3, origin: 'serie', verified: false });
		// 2026-12 is 12 months after the latest data: 2,3 + 1 · 12/48.
		expect(proposal[1]).toMatchObject({
			referenceMonth: '2026-12',
			euribor: 2.55,
			origin: 'escenario',
		});
	});

	it('draws a fan: the instalment at each revision, higher when the Euribor rises', () => {
		const fan = scenarioFan(loan, [], '2024-12', series, builtInScenarios(2.3));
		expect(fan).toHaveLength(3);
		const last = fan.map((line) => line.points.at(-1)?.payment ?? 0);
		expect(last[1]).toBeGreaterThan(last[0]!);
		expect(last[2]).toBeLessThan(last[0]!);
		expect(fan[1]!.totalInterest).toBeGreaterThan(fan[0]!.totalInterest);
	});

	it('keeps every scenario when a prepayment ends the loan before its last revisions', () => {
		const fan = scenarioFan(
			loan,
			[{ kind: 'prepayment', month: 20, amount: 100_000, mode: 'reduce-term' }],
			'2024-12',
			series,
			builtInScenarios(2.3),
		);
		expect(fan).toHaveLength(3);
		expect(fan[0]!.points.length).toBeLessThan(4);
	});
});

describe('past revisions read the real history (issue 29)', () => {
	it('a loan signed in January 2020 revises with the January averages of 2021, 2022 and 2023', async () => {
		const { euribor } = await import('../../../src/lib/mortgage/euribor.ts');
		const calendar = revisionCalendar(loan, '2020-01');
		const proposal = proposeRevisions(calendar, euribor, builtInScenarios(2.855)[0]!);
		expect(
			proposal.slice(0, 3).map((r) => [r.date, r.referenceMonth, r.euribor, r.origin]),
		).toEqual([
			['2021-02', '2021-01', -0.505, 'serie'],
			['2022-02', '2022-01', -0.477, 'serie'],
			['2023-02', '2023-01', 3.337, 'serie'],
		]);
		// Past the latest month held (2026-07) the scenario takes over.
		const later = proposeRevisions(
			revisionCalendar({ ...loan, months: 120 }, '2020-01'),
			euribor,
			builtInScenarios(2.855)[0]!,
		);
		expect(later.find((r) => r.referenceMonth === '2027-01')?.origin).toBe('escenario');
	});
});
