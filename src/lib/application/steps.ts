/** Progress of an applicant as the admin moves it. */
export interface ProgressValues {
	current_step: number;
	completed_steps: number[];
	status: string;
}

/**
 * The progress after moving an applicant to `step` (1 to 6): every earlier step is done, later
 * ones are not; a signed or cancelled application keeps its state, anything else is in progress.
 */
export function moveToStep(current: { status: string } | null, step: number): ProgressValues {
	if (!Number.isInteger(step) || step < 1 || step > 6) {
		throw new RangeError('El paso debe estar entre 1 y 6');
	}
	const status = current && current.status !== 'en_curso' ? current.status : 'en_curso';
	return {
		current_step: step,
		completed_steps: Array.from({ length: step - 1 }, (_, i) => i + 1),
		status,
	};
}
