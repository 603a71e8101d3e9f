import { z } from 'zod';
import type { EuriborScenario } from '../mortgage/revisions.ts';
import {
	timelineEventSchema,
	type AmortizationSystem,
	type TimelineEvent,
	type TimelineLoan,
} from '../mortgage/timeline.ts';
import type { SimulationInput } from './simulation.ts';

/**
 * The simulator's life-of-the-loan state: events, amortization system, signing month and
 * Euribor scenario, its schema, and the engine's loan and scenario it stands for. It travels
 * compressed in one URL parameter (timelineUrl.ts) so a share link restores the whole timeline,
 * and it is what local saved scenarios keep (timelineScenarios.ts).
 */

/** Everything the timeline adds to the simulator's form. */
export interface TimelineState {
	system: AmortizationSystem;
	/** Signing month 'YYYY-MM' (first instalment the month after). */
	signing: string;
	/** Scenario for future revisions: a built-in id or 'personal'. */
	scenario: string;
	/** The person's own scenario: Euribor in percent by years from the latest data. */
	custom: { years: number; euribor: number }[];
	feeOption: '0.25-3y' | '0.15-5y';
	events: TimelineEvent[];
}

/** A fresh timeline for a loan signed this month. */
export function emptyTimeline(today: Date = new Date()): TimelineState {
	const signing = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
	return {
		system: 'french',
		signing,
		scenario: 'estable',
		custom: [
			{ years: 0, euribor: 2.2 },
			{ years: 5, euribor: 3 },
			{ years: 10, euribor: 2.5 },
		],
		feeOption: '0.25-3y',
		events: [],
	};
}

/** What a shared link or a saved scenario must hold to be restored. */
export const timelineStateSchema = z.object({
	system: z.enum(['french', 'constant-capital']),
	signing: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
	scenario: z.string().max(20),
	custom: z
		.array(z.object({ years: z.number().min(0).max(50), euribor: z.number().min(-5).max(30) }))
		.max(12),
	feeOption: z.enum(['0.25-3y', '0.15-5y']),
	events: z.array(timelineEventSchema).max(120),
});

/** The engine's loan from the simulator's inputs and the timeline's options. */
export function timelineLoan(
	input: SimulationInput,
	state: Pick<TimelineState, 'system' | 'feeOption'>,
	upfrontCosts = 0,
): TimelineLoan {
	const months = Math.round(input.years * 12);
	const kind =
		input.rateType === 'fija' ? 'fixed' : input.rateType === 'variable' ? 'variable' : 'mixed';
	return {
		principal: input.amount,
		months,
		tin: input.tin,
		kind,
		fixedMonths: kind === 'mixed' ? Math.round(input.fixedYears * 12) : Math.min(12, months),
		diferencial: input.diferencial,
		euribor: input.euribor,
		revisionMonths: input.revisionMonths,
		system: state.system,
		variableFeeOption: state.feeOption,
		upfrontCosts,
	};
}

/** The scenario a state chose, from the built-in list or the person's own points. */
export function chosenScenario(
	state: Pick<TimelineState, 'scenario' | 'custom'>,
	builtIn: readonly EuriborScenario[],
): EuriborScenario {
	if (state.scenario === 'personal') return personalScenario(state.custom);
	return builtIn.find((s) => s.id === state.scenario) ?? (builtIn[0] as EuriborScenario);
}

/** The person's own scenario. */
export function personalScenario(points: TimelineState['custom']): EuriborScenario {
	return {
		id: 'personal',
		name: 'Tu escenario',
		points: points.length > 0 ? points : [{ years: 0, euribor: 0 }],
	};
}
