import { atom } from 'nanostores';

/** Whether the command palette is open. Not persisted: every page starts with it closed. */
export const $paletteOpen = atom(false);

/** The element focused before the palette opened, focused again when it closes. */
let returnTo: HTMLElement | null = null;

/** Opens the palette, remembering where focus was. */
export function showPalette(from: Element | null): void {
	if ($paletteOpen.get()) return;
	returnTo = from instanceof HTMLElement ? from : null;
	$paletteOpen.set(true);
}

/** Closes the palette and gives focus back to where it was (unless the page is being left). */
export function hidePalette(options: { restoreFocus?: boolean } = {}): void {
	$paletteOpen.set(false);
	const target = returnTo;
	returnTo = null;
	// After the dialog's own close handling, which focuses its (absent) trigger.
	if (options.restoreFocus !== false && target?.isConnected) setTimeout(() => target.focus(), 0);
}
