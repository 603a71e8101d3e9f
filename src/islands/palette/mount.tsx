import { createRoot } from 'react-dom/client';
import CommandPalette from './CommandPalette.tsx';
import { showPalette } from './paletteState.ts';

let mounted = false;

/**
 * Opens the command palette, rendering it on first use. The header's small listener imports
 * this module on the first Ctrl/Cmd+K or search click, so no palette code loads before that.
 */
export function openPalette(from: Element | null): void {
	if (!mounted) {
		const host = document.createElement('div');
		host.dataset['palette'] = '';
		document.body.append(host);
		createRoot(host).render(<CommandPalette />);
		mounted = true;
	}
	showPalette(from);
}
