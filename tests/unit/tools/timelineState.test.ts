import { describe, expect, it } from 'vitest';
import {
	deleteScenario,
	listScenarios,
	localScenariosKey,
	saveScenario,
	scenarioFigures,
	scenarioMessages,
} from '../../../src/lib/tools/timelineScenarios.ts';
import {
	emptyTimeline,
	timelineLoan,
	type TimelineState,
} from '../../../src/lib/tools/timelineState.ts';
import {
	decodeTimeline,
	encodeTimeline,
	urlWithTimeline,
} from '../../../src/lib/tools/timelineUrl.ts';
import { simulatorInput } from '../../../src/lib/tools/simulation.ts';
import { simulationHref } from '../../../src/lib/simulations/simulationLink.ts';

const state: TimelineState = {
	...emptyTimeline(new Date('2026-11-25T00:00:00Z')),
	system: 'constant-capital',
	scenario: 'personal',
	feeOption: '0.15-5y',
	events: [
		{ kind: 'rate', month: 13, tin: 3.25 },
		{ kind: 'euribor', month: 25, euribor: 2.1 },
		{ kind: 'prepayment', month: 24, amount: 10_000, mode: 'reduce-term' },
		{ kind: 'prepayment', month: 60, amount: 5_000.5, mode: 'reduce-payment' },
		{ kind: 'term', month: 100, remainingMonths: 120 },
	],
};

function memoryStorage() {
	const data = new Map<string, string>();
	return {
		getItem: (k: string) => data.get(k) ?? null,
		setItem: (k: string, v: string) => void data.set(k, v),
		data,
	};
}

const values = {
	precio: '250.000',
	importe: '200.000',
	plazo: '30',
	tipo: 'fija',
	tin: '3',
	euribor: '2,2',
	diferencial: '0,6',
	revision: '12',
	fijos: '10',
	provincia: 'madrid',
	vivienda: 'resale',
};
const toInput = (v: Record<string, string>) => {
	const r = simulatorInput(v);
	return r.ok ? r.input : null;
};

describe('share link state', () => {
	it('round-trips the whole timeline through a short URL-safe text', () => {
		const text = encodeTimeline(state);
		expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(text.length).toBeLessThan(200);
		expect(decodeTimeline(text)).toEqual(state);
	});

	it('twenty events still fit in a short link', () => {
		const many: TimelineState = {
			...state,
			events: Array.from({ length: 20 }, (_, i) => ({
				kind: 'prepayment' as const,
				month: 12 * (i + 1),
				amount: 3000,
				mode: 'reduce-term' as const,
			})),
		};
		expect(encodeTimeline(many).length).toBeLessThan(400);
	});

	it('a timeline saved in the panel reopens with its state (the panel keeps the query string)', () => {
		const vida = encodeTimeline(state);
		const href = simulationHref('completa', {
			url: `http://localhost:4321/herramientas?simulador-completo.importe=150.000&simulador-completo.vida=${vida}#simulador-completo`,
		});
		const reopened = new URLSearchParams(href.slice(href.indexOf('?'), href.indexOf('#')));
		expect(decodeTimeline(reopened.get('simulador-completo.vida') ?? '')).toEqual(state);
	});

	it('returns null for damaged or foreign values', () => {
		expect(decodeTimeline('no-es-valido')).toBeNull();
		expect(decodeTimeline('')).toBeNull();
		const text = encodeTimeline({ ...state, signing: '2026-13' });
		expect(decodeTimeline(text)).toBeNull();
	});
});

describe('the page URL with the timeline', () => {
	it('writes the state next to the other parameters and keeps the hash', () => {
		const url = urlWithTimeline(
			{ pathname: '/herramientas', search: '?simulador-completo.importe=150.000', hash: '#sim' },
			state,
		);
		expect(url.startsWith('/herramientas?simulador-completo.importe=150.000&')).toBe(true);
		expect(url.endsWith('#sim')).toBe(true);
		const params = new URLSearchParams(url.slice(url.indexOf('?'), url.indexOf('#')));
		expect(decodeTimeline(params.get('simulador-completo.vida') ?? '')).toEqual(state);
	});

	it('without a state, removes the parameter and leaves no empty question mark', () => {
		expect(
			urlWithTimeline(
				{ pathname: '/herramientas', search: '?simulador-completo.vida=abc', hash: '' },
				null,
			),
		).toBe('/herramientas');
	});
});

describe('scenarios saved in the browser', () => {
	it('saves, lists newest first, replaces by name and deletes', () => {
		const storage = memoryStorage();
		const a = saveScenario(storage, { name: 'Con amortizaciones', values, state }, new Date(1000));
		const b = saveScenario(
			storage,
			{ name: 'Plan', values, state: emptyTimeline() },
			new Date(2000),
		);
		expect(a.ok && b.ok).toBe(true);
		expect(listScenarios(storage).map((s) => s.name)).toEqual(['Plan', 'Con amortizaciones']);
		saveScenario(storage, { name: 'Plan', values, state }, new Date(3000));
		expect(listScenarios(storage)).toHaveLength(2);
		const first = listScenarios(storage)[0]!;
		expect(first.state).toEqual(state);
		deleteScenario(storage, first.id);
		expect(listScenarios(storage).map((s) => s.name)).toEqual(['Con amortizaciones']);
	});

	it('asks for a name and survives damaged storage', () => {
		const storage = memoryStorage();
		expect(saveScenario(storage, { name: '  ', values, state })).toEqual({
			ok: false,
			message: scenarioMessages.nameRequired,
		});
		storage.data.set(localScenariosKey, '{roto');
		expect(listScenarios(storage)).toEqual([]);
		storage.data.set(localScenariosKey, JSON.stringify([{ id: 1 }, 'x']));
		expect(listScenarios(storage)).toEqual([]);
	});

	it('reports a full browser store in Spanish', () => {
		const storage = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceeded');
			},
		};
		expect(saveScenario(storage, { name: 'A', values, state })).toEqual({
			ok: false,
			message: scenarioMessages.storage,
		});
	});
});

describe('comparison figures', () => {
	it('a prepayment scenario pays less interest than the plan and says how much', () => {
		const storage = memoryStorage();
		saveScenario(storage, { name: 'Plan', values, state: { ...emptyTimeline(), events: [] } });
		saveScenario(storage, {
			name: 'Amortizo',
			values,
			state: {
				...emptyTimeline(),
				events: [{ kind: 'prepayment', month: 12, amount: 20_000, mode: 'reduce-term' }],
			},
		});
		const [amortizo, plan] = listScenarios(storage).map((s) => scenarioFigures(s, toInput));
		expect(plan?.ok && amortizo?.ok).toBe(true);
		if (!plan?.ok || !amortizo?.ok) return;
		expect(plan.value.interestSaved).toBe(0);
		expect(amortizo.value.interest).toBeLessThan(plan.value.interest);
		expect(amortizo.value.months).toBeLessThan(360);
		expect(amortizo.value.interestSaved).toBeCloseTo(
			plan.value.interest - amortizo.value.interest,
			6,
		);
	});

	it('maps the simulator input to the engine loan', () => {
		const input = toInput({ ...values, tipo: 'mixta' })!;
		expect(timelineLoan(input, state)).toMatchObject({
			principal: 200_000,
			months: 360,
			kind: 'mixed',
			fixedMonths: 120,
			system: 'constant-capital',
			variableFeeOption: '0.15-5y',
		});
	});
});
