/**
 * How every store takes its test doubles, one way for all: the store declares its dependencies
 * (the database client, Realtime, fetch, storage…) with the browser's defaults, and unit tests
 * replace some of them with `configure`, which layers the overrides on the current ones and
 * returns the function that restores what was there before. `onChange` runs after each change
 * and each restore (a store that must forget its state when its backend changes does it there).
 *
 * Each store exports `configure<Store>` = `deps.configure` and reads `deps.get()` when it calls
 * out, so a double installed by a test is used from the next call on.
 */
export function overridable<D extends object>(defaults: D, onChange?: () => void) {
	let current = defaults;
	return {
		get: (): D => current,
		configure: (overrides: Partial<D>): (() => void) => {
			const previous = current;
			current = { ...current, ...overrides };
			onChange?.();
			return () => {
				current = previous;
				onChange?.();
			};
		},
	};
}
