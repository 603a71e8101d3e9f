import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { fetchApplicationProgress, openApplication } from '../../src/lib/supabase/application.ts';
import type { TablesInsert } from '../../src/lib/supabase/database.types.ts';
import { client, signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 180_000); // PGlite compiles its WASM on start: slow on busy shared cores.

afterAll(async () => {
	await app?.close();
});

describe('«Solicitar estudio»: a user opens their own application through RLS', () => {
	it('opens one application at step 1, in course, and tells the user in the bell', async () => {
		const user = await signedInUser(app);
		expect(await fetchApplicationProgress(user.client, user.id)).toBeNull();
		const row = await openApplication(user.client, user.id);
		expect(row).toMatchObject({
			user_id: user.id,
			current_step: 1,
			completed_steps: [],
			status: 'en_curso',
			notes: null,
		});
		const { data: notes } = await user.client
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', user.id);
		expect(notes).toEqual([
			{
				title: 'Tu solicitud avanza',
				message: 'Tu solicitud hipotecaria está en el paso 1 de 6 (en curso).',
				action_url: '/dashboard#solicitud',
			},
		]);
		// One open application per user: the second request is refused as a duplicate.
		await expect(openApplication(user.client, user.id)).rejects.toMatchObject({ code: '23505' });
	});

	it('refuses another user’s row, a later step, a state, a note and visitors', async () => {
		const user = await signedInUser(app);
		const other = await signedInUser(app);
		const attempts: TablesInsert<'application_progress'>[] = [
			{ user_id: other.id },
			{ user_id: user.id, current_step: 3 },
			{ user_id: user.id, completed_steps: [1] },
			{ user_id: user.id, status: 'aprobada' },
			{ user_id: user.id, notes: 'Aprobada por mí' },
		];
		for (const attempt of attempts) {
			const { error } = await user.client.from('application_progress').insert(attempt);
			expect(error?.code, JSON.stringify(attempt)).toBe('42501');
		}
		const { error: anon } = await client(app)
			.from('application_progress')
			.insert({ user_id: user.id });
		expect(anon?.code).toBe('42501');
		expect(await fetchApplicationProgress(user.client, user.id)).toBeNull();
		expect(await fetchApplicationProgress(other.client, other.id)).toBeNull();
	});

	it('leaves the advisors’ fields to the advisors once opened', async () => {
		const user = await signedInUser(app);
		await openApplication(user.client, user.id);
		const { data, error } = await user.client
			.from('application_progress')
			.update({ current_step: 6, status: 'firmada' })
			.eq('user_id', user.id)
			.select('current_step');
		expect(error).toBeNull();
		expect(data).toEqual([]);
		expect(await fetchApplicationProgress(user.client, user.id)).toMatchObject({
			current_step: 1,
			status: 'en_curso',
		});
	});
});
