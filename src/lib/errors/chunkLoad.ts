/**
 * Whether an error is a script chunk that did not arrive (offline, a deploy that removed it), as
 * browsers word it for a failed dynamic import: Chromium «Failed to fetch dynamically imported
 * module», Firefox «error loading dynamically imported module», Safari «Importing a module
 * script failed», and Vite's preload helper «Unable to preload CSS». Such an error is the
 * network's, not a bug: the part that needed the code says so and offers to try again.
 */
export function isChunkLoadError(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
		error.message,
	);
}
