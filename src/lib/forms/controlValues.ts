/**
 * What the controls of a form hold right now, read from the page: text inputs by value,
 * checkboxes as true/false, a radio group as the value of its checked radio. An island that
 * hydrates over server markup adopts these, so what a person typed or ticked before its code
 * arrived is kept (React keeps the page's values on hydration but its state starts empty).
 */

/** The part of an input, select or textarea read here (a plain object in tests). */
export interface ControlLike {
	name: string;
	type: string;
	value: string;
	checked?: boolean;
}

/** Named controls' values; buttons and unnamed controls are left out. */
export function controlValues(controls: Iterable<ControlLike>): Record<string, string | boolean> {
	const values: Record<string, string | boolean> = {};
	for (const control of controls) {
		const { name, type } = control;
		if (!name || ['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
		if (type === 'checkbox') values[name] = control.checked === true;
		else if (type === 'radio') {
			if (control.checked) values[name] = control.value;
		} else values[name] = control.value;
	}
	return values;
}

/** The string fields of `values` whose value differs from `current` (what to adopt). */
export function typedChanges<K extends string>(
	values: Record<string, string | boolean>,
	current: Record<K, string>,
): Partial<Record<K, string>> {
	const changes: Partial<Record<K, string>> = {};
	for (const key of Object.keys(current) as K[]) {
		const value = values[key];
		if (typeof value === 'string' && value !== current[key]) changes[key] = value;
	}
	return changes;
}

/**
 * A calculator's inputs changed in the page before its island hydrated: each key's control is
 * found by id (`<tool>-<key>`, as the tools name their fields) and read as the tools store it
 * (a checkbox as 'si' / 'no', CheckboxField's convention; anything else by value). Only values
 * that differ from `defaults`, the server's markup, are returned.
 */
export function typedToolValues<K extends string>(
	tool: string,
	defaults: Record<K, string>,
	control: (id: string) => Omit<ControlLike, 'name'> | null,
): Partial<Record<K, string>> {
	const changes: Partial<Record<K, string>> = {};
	for (const key of Object.keys(defaults) as K[]) {
		const element = control(`${tool}-${key}`);
		if (!element) continue;
		const value =
			element.type === 'checkbox' ? (element.checked ? 'si' : 'no') : String(element.value);
		if (value !== defaults[key]) changes[key] = value;
	}
	return changes;
}
