import { describe, expect, it } from 'vitest';
import {
	documentEvidence,
	nextForPerson,
	trackSteps,
	type TrackerFacts,
} from '~/lib/application/tracker.ts';

/** The facts of a new buyer: nothing saved, nothing asked, nothing uploaded. */
const none: TrackerFacts = { progress: null, simulations: 0, documents: [] };

/** Every step-3 file received (7: DNI, three payslips, tax return, statements, work history). */
const allReceived: TrackerFacts['documents'] = [
	{ kind: 'dni', status: 'revisado' },
	{ kind: 'nominas', status: 'recibido' },
	{ kind: 'nominas', status: 'recibido' },
	{ kind: 'nominas', status: 'recibido' },
	{ kind: 'renta', status: 'recibido' },
	{ kind: 'extractos', status: 'recibido' },
	{ kind: 'vida_laboral', status: 'recibido' },
];

const row = (current_step: number, completed_steps: number[] = [], status = 'en_curso') => ({
	current_step,
	completed_steps,
	status,
	updated_at: '2026-12-03T10:00:00Z',
});

describe('trackSteps', () => {
	it('a new buyer is at step 1, with what is missing and who moves each step', () => {
		const steps = trackSteps(none);
		expect(steps.map((s) => s.state)).toEqual([
			'actual',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
		]);
		expect(steps[0]!.missing).toEqual(['Una simulación guardada en tu panel']);
		expect(steps.map((s) => s.mover)).toEqual([
			'persona',
			'persona',
			'persona',
			'asesor',
			'asesor',
			'asesor',
		]);
		expect(steps[2]!.evidence).toBe('Documentos: 0 de 7 recibidos, 0 revisados.');
	});

	it("the issue's buyer: simulation saved, study asked, all uploaded → step 4 is the advisor's", () => {
		const steps = trackSteps({ progress: row(1), simulations: 2, documents: allReceived });
		expect(steps.map((s) => s.state)).toEqual([
			'hecho',
			'hecho',
			'hecho',
			'actual',
			'pendiente',
			'pendiente',
		]);
		expect(steps[0]!.evidence).toBe('2 simulaciones guardadas en tu panel.');
		expect(steps[1]!.evidence).toBe('Has pedido el estudio de tu caso.');
		expect(steps[2]!.evidence).toBe('Documentos: 7 de 7 recibidos, 1 revisado.');
		expect(steps.every((s) => s.override === null)).toBe(true);
		expect(nextForPerson(steps)).toBe(
			'Ahora le toca a tu asesor (paso 4: Negociamos con las entidades). Te avisaremos en cuanto avance.',
		);
	});

	it('six of seven received: step 3 is current and names what is missing', () => {
		const documents = allReceived.slice(0, 3).concat(allReceived.slice(4));
		const steps = trackSteps({ progress: row(1), simulations: 1, documents });
		expect(steps[2]!.state).toBe('actual');
		expect(steps[2]!.evidence).toBe('Documentos: 6 de 7 recibidos, 1 revisado.');
		expect(steps[2]!.missing).toEqual(['Nóminas (falta 1 de 3)']);
		expect(nextForPerson(steps)).toMatch(/^Ahora puedes avanzar tú el paso 3: Sube DNI/);
	});

	it('a rejected file does not count and says so', () => {
		const documents = allReceived.map((d) =>
			d.kind === 'renta' ? { ...d, status: 'rechazado' as const } : d,
		);
		const docs = documentEvidence(documents);
		expect(docs.received).toBe(6);
		expect(docs.missing).toEqual(['Declaración de la renta: rechazado, súbelo de nuevo']);
	});

	it("the advisor's marks win, with their date, even over missing facts", () => {
		const steps = trackSteps({ progress: row(5, [1, 2, 3, 4]), simulations: 0, documents: [] });
		expect(steps.map((s) => s.state)).toEqual([
			'hecho',
			'hecho',
			'hecho',
			'hecho',
			'actual',
			'pendiente',
		]);
		expect(steps[0]!.override).toBe('Marcado por tu asesor el 3 de diciembre de 2026.');
		expect(steps[0]!.missing).toEqual([]);
		expect(steps[4]!.override).toBeNull();
	});

	it('signed: every step done; cancelled: no current step', () => {
		expect(
			trackSteps({ ...none, progress: row(6, [], 'firmada') }).every((s) => s.state === 'hecho'),
		).toBe(true);
		const cancelled = trackSteps({ ...none, progress: row(2, [1], 'cancelada') });
		expect(cancelled.some((s) => s.state === 'actual')).toBe(false);
		expect(nextForPerson(cancelled)).toBe(
			'No tienes nada pendiente: tu asesor te avisará de cada novedad.',
		);
	});
});
