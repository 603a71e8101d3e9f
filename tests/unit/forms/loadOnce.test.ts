import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '~/lib/forms/loadOnce.ts';

describe('loadOnce', () => {
	it('loads on the first call only and gives every caller the same module', async () => {
		const load = vi.fn(() => Promise.resolve({ rule: 'x' }));
		const rules = loadOnce(load);
		expect(load).not.toHaveBeenCalled();
		const [a, b] = await Promise.all([rules(), rules()]);
		expect(await rules()).toBe(a);
		expect(b).toBe(a);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('forgets a failed load, so the next call tries again', async () => {
		const load = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(new Error('sin conexión'))
			.mockResolvedValue('reglas');
		const rules = loadOnce(load);
		await expect(rules()).rejects.toThrow('sin conexión');
		await expect(rules()).resolves.toBe('reglas');
		expect(load).toHaveBeenCalledTimes(2);
	});
});

describe('loadOnce warm', () => {
	it('starts the load ahead of use and swallows its failure until the real use', async () => {
		const load = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(new Error('sin conexión'))
			.mockResolvedValue('reglas');
		const rules = loadOnce(load);
		rules.warm();
		expect(load).toHaveBeenCalledTimes(1);
		await new Promise((resolve) => setTimeout(resolve, 0));
		await expect(rules()).resolves.toBe('reglas');
		rules.warm();
		expect(load).toHaveBeenCalledTimes(2);
	});
});
