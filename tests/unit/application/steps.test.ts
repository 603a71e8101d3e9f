import { describe, expect, it } from 'vitest';
import { moveToStep } from '~/lib/application/steps.ts';

describe('moving an applicant', () => {
	it('moves an applicant to a step with the earlier ones done', () => {
		expect(moveToStep(null, 3)).toEqual({
			current_step: 3,
			completed_steps: [1, 2],
			status: 'en_curso',
		});
		expect(moveToStep({ status: 'aprobada' }, 1)).toEqual({
			current_step: 1,
			completed_steps: [],
			status: 'aprobada',
		});
		expect(() => moveToStep(null, 7)).toThrow('entre 1 y 6');
		expect(() => moveToStep(null, 2.5)).toThrow();
	});
});
