import type { Result } from '../mortgage/errors.ts';

/**
 * Turns an engine error into the message of the form field it belongs to. `fields` maps engine
 * input paths ('loan.annualRatePercent') to form keys; an unmapped path lands on `fallback`, so a
 * message is never lost.
 */
export function errorsFor<K extends string>(
	result: Result<unknown>,
	fields: Readonly<Record<string, K>>,
	fallback: K,
): Partial<Record<K, string>> {
	if (result.ok) return {};
	const path = result.error.field;
	const key =
		fields[path] ??
		Object.entries(fields).find(([prefix]) => path.startsWith(`${prefix}.`))?.[1] ??
		fallback;
	return { [key]: result.error.message } as Partial<Record<K, string>>;
}
