import { z } from 'zod';
import { runTimeline } from '../mortgage/timeline.ts';
import type { SimulationInput } from './simulation.ts';
import { timelineLoan, timelineStateSchema, type TimelineState } from './timelineState.ts';

/**
 * Timeline scenarios saved in the browser (no account needed): list, save, delete, and the
 * figures of each for the side-by-side comparison.
 */

/** Where local scenarios live in localStorage. */
export const localScenariosKey = 'hc:simulador:escenarios';

/** A scenario saved in this browser: the simulator's form values and the timeline. */
export interface LocalScenario {
	id: string;
	name: string;
	/** ISO date of the save. */
	savedAt: string;
	/** Raw form values of the simulator (as typed). */
	values: Record<string, string>;
	state: TimelineState;
}

/** The part of Storage these functions use. */
export type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem'>;

const localScenarioSchema = z.object({
	id: z.string().max(60),
	name: z.string().min(1).max(100),
	savedAt: z.string().max(40),
	values: z.record(z.string(), z.string().max(200)),
	state: timelineStateSchema,
});

/** Saved scenarios, newest first; damaged entries are skipped. */
export function listScenarios(storage: ScenarioStorage): LocalScenario[] {
	try {
		const raw = JSON.parse(storage.getItem(localScenariosKey) ?? '[]') as unknown;
		if (!Array.isArray(raw)) return [];
		return raw
			.map((entry) => localScenarioSchema.safeParse(entry))
			.filter((p) => p.success)
			.map((p) => p.data)
			.toSorted((a, b) => b.savedAt.localeCompare(a.savedAt));
	} catch {
		return [];
	}
}

/** Spanish errors of a local save. */
export const scenarioMessages = {
	nameRequired: 'Ponle un nombre al escenario.',
	nameTooLong: 'El nombre no puede pasar de 100 caracteres.',
	full: 'Ya tienes 20 escenarios guardados: borra alguno antes de guardar otro.',
	storage: 'El navegador no deja guardar: puede que esté en modo privado o sin espacio.',
} as const;

/** Saves (or replaces, by name) a scenario; returns it, or a Spanish error. */
export function saveScenario(
	storage: ScenarioStorage,
	draft: { name: string; values: Record<string, string>; state: TimelineState },
	now: Date = new Date(),
): { ok: true; scenario: LocalScenario } | { ok: false; message: string } {
	const name = draft.name.trim();
	if (name === '') return { ok: false, message: scenarioMessages.nameRequired };
	if (name.length > 100) return { ok: false, message: scenarioMessages.nameTooLong };
	const list = listScenarios(storage).filter((s) => s.name !== name);
	if (list.length >= 20) return { ok: false, message: scenarioMessages.full };
	const scenario: LocalScenario = {
		id: `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
		name,
		savedAt: now.toISOString(),
		values: draft.values,
		state: draft.state,
	};
	try {
		storage.setItem(localScenariosKey, JSON.stringify([scenario, ...list]));
	} catch {
		return { ok: false, message: scenarioMessages.storage };
	}
	return { ok: true, scenario };
}

/** Deletes a saved scenario by id. */
export function deleteScenario(storage: ScenarioStorage, id: string): void {
	const list = listScenarios(storage).filter((s) => s.id !== id);
	storage.setItem(localScenariosKey, JSON.stringify(list));
}

/** One column of the side-by-side comparison. */
export interface ScenarioFigures {
	name: string;
	firstPayment: number;
	/** Instalment after the last event (or the first one when there are none). */
	lastPayment: number;
	interest: number;
	months: number;
	/** Everything paid to the bank, with prepayments and fee caps. */
	totalPaid: number;
	interestSaved: number;
}

/**
 * Figures of a saved scenario for the comparison, or a Spanish error when its inputs no longer
 * make a valid loan. `toInput` parses the form values the way the simulator does.
 */
export function scenarioFigures(
	scenario: LocalScenario,
	toInput: (values: Record<string, string>) => SimulationInput | null,
): { ok: true; value: ScenarioFigures } | { ok: false; message: string } {
	const input = toInput(scenario.values);
	if (!input) return { ok: false, message: 'Los datos de este escenario ya no son válidos.' };
	const outcome = runTimeline(timelineLoan(input, scenario.state), scenario.state.events);
	if (!outcome.ok) {
		return { ok: false, message: outcome.issues[0]?.message ?? 'Escenario no válido.' };
	}
	const r = outcome.value;
	const lastEffect = r.effects.filter((e) => e.paymentAfter > 0).at(-1);
	return {
		ok: true,
		value: {
			name: scenario.name,
			firstPayment: r.firstPayment,
			lastPayment: lastEffect?.paymentAfter ?? r.firstPayment,
			interest: r.totals.interest,
			months: r.totals.months,
			totalPaid: r.totals.totalPaid,
			interestSaved: r.interestSaved,
		},
	};
}
