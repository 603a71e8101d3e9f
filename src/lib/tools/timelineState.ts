import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { z } from 'zod';
import type { EuriborScenario } from '../mortgage/revisions.ts';
import {
	runTimeline,
	timelineEventSchema,
	type AmortizationSystem,
	type TimelineEvent,
	type TimelineLoan,
} from '../mortgage/timeline.ts';
import type { SimulationInput } from './simulation.ts';

/**
 * The simulator's life-of-the-loan state: events, amortization system, signing month and
 * Euribor scenario. It travels compressed in one URL parameter (deflate + base64url) so a share
 * link restores the whole timeline, and it is what local saved scenarios keep.
 */

export { timelineParam } from './timelineParam.ts';

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

const stateSchema = z.object({
	system: z.enum(['french', 'constant-capital']),
	signing: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
	scenario: z.string().max(20),
	custom: z
		.array(z.object({ years: z.number().min(0).max(50), euribor: z.number().min(-5).max(30) }))
		.max(12),
	feeOption: z.enum(['0.25-3y', '0.15-5y']),
	events: z.array(timelineEventSchema).max(120),
});

/** Compact tuples: [kind, month, value, mode?] keep the link short. */
type Packed = [string, number, number, string?];

function pack(event: TimelineEvent): Packed {
	switch (event.kind) {
		case 'rate':
			return ['r', event.month, event.tin];
		case 'euribor':
			return ['e', event.month, event.euribor];
		case 'term':
			return ['t', event.month, event.remainingMonths];
		case 'prepayment':
			return ['p', event.month, event.amount, event.mode === 'reduce-term' ? 't' : 'c'];
	}
}

function unpack([kind, month, value, mode]: Packed): unknown {
	if (kind === 'r') return { kind: 'rate', month, tin: value };
	if (kind === 'e') return { kind: 'euribor', month, euribor: value };
	if (kind === 't') return { kind: 'term', month, remainingMonths: value };
	return {
		kind: 'prepayment',
		month,
		amount: value,
		mode: mode === 't' ? 'reduce-term' : 'reduce-payment',
	};
}

function toBase64Url(bytes: Uint8Array): string {
	let text = '';
	for (const byte of bytes) text += String.fromCharCode(byte);
	return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
	const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
	const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The state compressed for a URL (deflate, base64url). */
export function encodeTimeline(state: TimelineState): string {
	const compact = {
		s: state.system === 'french' ? 'f' : 'c',
		d: state.signing,
		e: state.scenario,
		c: state.custom.map((p) => [p.years, p.euribor]),
		o: state.feeOption === '0.25-3y' ? 0 : 1,
		v: state.events.map(pack),
	};
	return toBase64Url(deflateSync(strToU8(JSON.stringify(compact)), { level: 9 }));
}

/** The state from a URL value, or null when it is damaged or not ours. */
export function decodeTimeline(text: string): TimelineState | null {
	try {
		const raw = JSON.parse(strFromU8(inflateSync(fromBase64Url(text.slice(0, 4000))))) as {
			s?: string;
			d?: string;
			e?: string;
			c?: [number, number][];
			o?: number;
			v?: Packed[];
		};
		const parsed = stateSchema.safeParse({
			system: raw.s === 'c' ? 'constant-capital' : 'french',
			signing: raw.d,
			scenario: raw.e,
			custom: (raw.c ?? []).map(([years, euribor]) => ({ years, euribor })),
			feeOption: raw.o === 1 ? '0.15-5y' : '0.25-3y',
			events: (raw.v ?? []).map(unpack),
		});
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

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

// ---------------------------------------------------------------------------------------------
// Scenarios saved in the browser (no account needed).

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
	state: stateSchema,
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
