import type { Answer } from './answer.ts';
import { aiMessages as m } from './messages.ts';

/**
 * Whether an answer may say it was computed by our mortgage engine: only when it shows the
 * inputs its figures used and each one was said by the person or is shown as an assumption
 * with its reason. An answer that asks for a missing figure, or states a legal cap without
 * figures of the person's, is not an engine calculation.
 */
export function engineComputed(answer: Answer): boolean {
	const inputs = answer.inputs ?? [];
	return (
		answer.origin === 'calculo' &&
		inputs.length > 0 &&
		inputs.every((i) => i.said || (i.why !== undefined && i.why.trim() !== ''))
	);
}

/** The line under an answer that says where it comes from. */
export function originLabel(answer: Answer): string {
	if (answer.origin !== 'calculo') return m.origin[answer.origin];
	if (engineComputed(answer)) return m.origin.calculo;
	// Data and law facts (a legal cap, a tax rate) with their sources; a question back, nothing.
	return answer.sources.length > 0 ? m.origin.contenido : m.origin.desconocido;
}
