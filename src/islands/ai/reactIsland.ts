import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Mounts a React island in `root` (the assistants that still use React load this with it). */
export function mountIsland(root: HTMLElement, island: ComponentType): void {
	createRoot(root).render(createElement(island));
}
