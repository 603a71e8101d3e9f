import { describe, expect, it } from 'vitest';
import { progressSteps } from '../../../src/lib/application/progress.ts';

describe('progressSteps', () => {
	it('starts at step 1 before an advisor opens the application', () => {
		expect(progressSteps(null).map((s) => s.state)).toEqual([
			'actual',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
		]);
	});

	it('marks the steps before the current one and the ones the advisors ticked as done', () => {
		const steps = progressSteps({ current_step: 3, completed_steps: [5], status: 'en_curso' });
		expect(steps.map((s) => s.state)).toEqual([
			'hecho',
			'hecho',
			'actual',
			'pendiente',
			'hecho',
			'pendiente',
		]);
		expect(steps[2]).toMatchObject({ number: 3, title: 'Documentación online' });
		expect(steps[2]!.needs).toContain('nóminas');
	});

	it('a signed mortgage has every step done', () => {
		const steps = progressSteps({ current_step: 6, completed_steps: [], status: 'firmada' });
		expect(steps.every((s) => s.state === 'hecho')).toBe(true);
	});
});
