import { afterEach, describe, expect, it, vi } from 'vitest';
import interactionDirective from '~/islands/shared/interactionDirective.ts';

/** Runs the directive (value `tool`) on a fake island at `href`; returns what it did. */
function run(href: string, tool: string, signedIn = false) {
	vi.stubGlobal('location', new URL(href, 'https://www.hipotecaclara.es'));
	vi.stubGlobal('document', {
		documentElement: { hasAttribute: (name: string) => signedIn && name === 'data-session' },
	});
	const listeners = new Map<string, (event: Event) => void>();
	const el = {
		addEventListener: (type: string, listener: (event: Event) => void) =>
			listeners.set(type, listener),
		removeEventListener: (type: string) => listeners.delete(type),
	};
	const hydrate = vi.fn(() => Promise.resolve());
	const load = vi.fn(() => Promise.resolve(hydrate));
	void interactionDirective(
		load,
		{ name: 'interaction', value: tool },
		el as unknown as HTMLElement,
	);
	const settle = async () => {
		for (let i = 0; i < 4; i++) await Promise.resolve();
	};
	return { load, hydrate, listeners, settle };
}

afterEach(() => vi.unstubAllGlobals());

describe('client:interaction', () => {
	it('waits for an interaction, then hydrates (a change from autofill counts)', async () => {
		const island = run('/valoracion-inmueble', 'valoracion');
		await island.settle();
		expect(island.load).not.toHaveBeenCalled();
		expect([...island.listeners.keys()]).toEqual(
			expect.arrayContaining(['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit']),
		);
		island.listeners.get('change')?.({ type: 'change', target: null } as unknown as Event);
		await island.settle();
		expect(island.hydrate).toHaveBeenCalledOnce();
		expect(island.listeners.size).toBe(0);
	});

	it('hydrates at once when the link names the tool or carries its inputs', async () => {
		for (const href of [
			'/valoracion-inmueble#valoracion',
			'/valoracion-inmueble?valoracion.superficie=60',
		]) {
			const island = run(href, 'valoracion');
			await island.settle();
			expect(island.hydrate).toHaveBeenCalledOnce();
		}
		// Another tool's inputs do not count.
		const other = run('/valoracion-inmueble?viabilidad.ingresos=1', 'valoracion');
		await other.settle();
		expect(other.load).not.toHaveBeenCalled();
	});

	it('waits for an interaction with a stored session too (the head mark picks the save button)', async () => {
		const island = run('/valoracion-inmueble', 'valoracion', true);
		await island.settle();
		expect(island.load).not.toHaveBeenCalled();
		island.listeners.get('pointerdown')?.({
			type: 'pointerdown',
			target: null,
		} as unknown as Event);
		await island.settle();
		expect(island.hydrate).toHaveBeenCalledOnce();
		expect(island.listeners.size).toBe(0);
	});
});
