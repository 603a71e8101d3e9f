/**
 * Tool inputs live in the query string so a simulation can be shared and bookmarked. Each tool
 * namespaces its keys ("simulador.importe=200000") so several tools share one page URL.
 */

/** Reads the raw values of `keys` for `toolId` from a query string; missing keys are left out. */
export function readParams<K extends string>(
	search: string,
	toolId: string,
	keys: readonly K[],
): Partial<Record<K, string>> {
	const params = new URLSearchParams(search);
	const out: Partial<Record<K, string>> = {};
	for (const key of keys) {
		const value = params.get(`${toolId}.${key}`);
		if (value !== null) out[key] = value.slice(0, 200);
	}
	return out;
}

/**
 * Returns `search` with the tool's values written in, leaving other tools' keys alone. Values
 * equal to their defaults are left out, so a fresh page keeps a clean URL.
 */
export function writeParams<K extends string>(
	search: string,
	toolId: string,
	values: Record<K, string>,
	defaults: Record<K, string>,
): string {
	const params = new URLSearchParams(search);
	for (const key of Object.keys(values) as K[]) {
		const name = `${toolId}.${key}`;
		if (values[key] === defaults[key]) params.delete(name);
		else params.set(name, values[key]);
	}
	const text = params.toString();
	return text === '' ? '' : `?${text}`;
}

/** A tool's field as the page holds it: its id, its value now and the server markup's value. */
export interface PageField {
	id: string;
	value: string;
	initial: string;
}

/**
 * The query string with what was typed in a tool before its island hydrated: each field named
 * `<toolId>-<key>` (as the tools name their fields) is written as `<toolId>.<key>` when it differs
 * from the server's markup, and removed when it is back to it; other parameters are kept. The
 * island reads these on arrival, so a reload before its code came keeps the inputs.
 */
export function typedSearch(search: string, toolId: string, fields: Iterable<PageField>): string {
	const values: Record<string, string> = {};
	const defaults: Record<string, string> = {};
	for (const field of fields) {
		if (!field.id.startsWith(`${toolId}-`)) continue;
		const key = field.id.slice(toolId.length + 1);
		values[key] = field.value;
		defaults[key] = field.initial;
	}
	return writeParams(search, toolId, values, defaults);
}
