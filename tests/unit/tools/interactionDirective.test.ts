import { afterEach, describe, expect, it, vi } from 'vitest';
import interactionDirective from '~/islands/shared/interactionDirective.ts';

/** A field of the fake island, as the page holds it. */
type FakeField = Partial<HTMLInputElement> & { id: string; tagName: string };

/** Runs the directive (value `tool`) on a fake island at `href`; returns what it did. */
function run(href: string, tool: string, signedIn = false, fields: FakeField[] = []) {
	const location = new URL(href, 'https://www.hipotecaclara.es');
	vi.stubGlobal('location', location);
	const replaceState = vi.fn((_state: unknown, _unused: string, url: string) => {
		const next = new URL(url, location);
		location.search = next.search;
		location.hash = next.hash;
	});
	vi.stubGlobal('history', { state: null, replaceState });
	vi.stubGlobal('document', {
		documentElement: { hasAttribute: (name: string) => signedIn && name === 'data-session' },
	});
	const listeners = new Map<string, (event: Event) => void>();
	const el = {
		addEventListener: (type: string, listener: (event: Event) => void) =>
			listeners.set(type, listener),
		removeEventListener: (type: string) => listeners.delete(type),
		querySelectorAll: () => fields,
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
	return { load, hydrate, listeners, settle, replaceState, location };
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

	it('until it hydrates, writes what was typed to the URL, so a reload before the code keeps it', async () => {
		const fields: FakeField[] = [
			{
				id: 'valoracion-superficie',
				tagName: 'INPUT',
				type: 'text',
				value: '95',
				defaultValue: '80',
			},
			{
				id: 'valoracion-ascensor',
				tagName: 'INPUT',
				type: 'checkbox',
				checked: true,
				defaultChecked: false,
			},
			{
				id: 'valoracion-terraza',
				tagName: 'INPUT',
				type: 'checkbox',
				checked: false,
				defaultChecked: false,
			},
			{ id: 'otra-cosa', tagName: 'INPUT', type: 'text', value: 'x', defaultValue: '' },
		];
		const island = run(
			'/valoracion-inmueble?utm_source=boletin#precio',
			'valoracion',
			false,
			fields,
		);
		island.listeners.get('input')?.({ type: 'input', target: null } as unknown as Event);
		expect(island.replaceState).toHaveBeenCalledOnce();
		const params = new URLSearchParams(island.location.search);
		expect(Object.fromEntries(params)).toEqual({
			utm_source: 'boletin',
			'valoracion.superficie': '95',
			'valoracion.ascensor': 'si',
		});
		expect(island.location.hash).toBe('#precio');
		// Back to the server's value: the input leaves the URL.
		fields[0] = { ...fields[0]!, value: '80' };
		island.listeners.get('input')?.({ type: 'input', target: null } as unknown as Event);
		expect(new URLSearchParams(island.location.search).has('valoracion.superficie')).toBe(false);
		await island.settle();
		expect(island.hydrate).toHaveBeenCalledOnce();
	});

	it('a press or a focus writes nothing', async () => {
		const island = run('/valoracion-inmueble', 'valoracion');
		island.listeners.get('focusin')?.({ type: 'focusin', target: null } as unknown as Event);
		await island.settle();
		expect(island.replaceState).not.toHaveBeenCalled();
	});
});
