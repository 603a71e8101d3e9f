import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	createShareForm,
	listShareForms,
	renameShareForm,
	setShareFormActive,
} from '../../src/lib/supabase/clientForm.ts';
import { signedInUser, startTestServer } from './helpers.ts';

// The link actions of «Mis formularios» against the real backend: the owner renames and
// deactivates a link; another professional can do neither (RLS shows them no such row).

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(async () => {
	await app?.close();
});

describe('share form links', () => {
	it('the owner renames and deactivates a link; nobody else can', async () => {
		const [owner, other] = await Promise.all([
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app, { role: 'promotora' }),
		]);
		const form = await createShareForm(owner.client, owner.id, {
			title: 'Compradores de Los Olivos',
			description: null,
			expiresOn: null,
		});
		await renameShareForm(owner.client, form.id, 'Compradores de Las Acacias');
		await setShareFormActive(owner.client, form.id, false);
		expect(await listShareForms(owner.client, owner.id)).toMatchObject([
			{ id: form.id, title: 'Compradores de Las Acacias', is_active: false },
		]);

		await expect(renameShareForm(other.client, form.id, 'Robado')).rejects.toThrow('not found');
		await expect(setShareFormActive(other.client, form.id, true)).rejects.toThrow('not found');
		// The database keeps the title rules: fewer than 3 characters is refused.
		await expect(renameShareForm(owner.client, form.id, 'ab')).rejects.toThrow(/share_forms/);
		expect((await listShareForms(owner.client, owner.id))[0]).toMatchObject({
			title: 'Compradores de Las Acacias',
			is_active: false,
		});
	});
});
