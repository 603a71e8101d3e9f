import { describe, expect, it, vi } from 'vitest';
import {
	checkAnswer,
	isSessionGone,
	onSessionGone,
	sessionEndedText,
} from '~/lib/session/sessionGone.ts';

describe('a session that is gone', () => {
	it('is recognised by the codes of GoTrue and PostgREST and by supabase-js’ missing session', () => {
		for (const code of [
			'session_not_found',
			'refresh_token_not_found',
			'refresh_token_already_used',
			'bad_jwt',
			'PGRST303',
		]) {
			expect(isSessionGone({ code }), code).toBe(true);
		}
		expect(isSessionGone({ error_code: 'session_not_found' })).toBe(true);
		expect(isSessionGone({ name: 'AuthSessionMissingError' })).toBe(true);
		expect(isSessionGone({ code: '42501' })).toBe(false);
		expect(isSessionGone({ code: 'invalid_credentials' })).toBe(false);
		expect(isSessionGone(null)).toBe(false);
		expect(sessionEndedText).toBe('Tu sesión ha terminado. Vuelve a iniciar sesión.');
	});

	it('an answer of the backend that says so is reported once; others are not', async () => {
		const heard = vi.fn();
		const stop = onSessionGone(heard);
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), {
				status,
				headers: { 'content-type': 'application/json' },
			});
		await checkAnswer(json(403, { code: 'session_not_found', msg: 'Session not found' }));
		await checkAnswer(json(400, { error_code: 'refresh_token_not_found' }));
		await checkAnswer(json(401, { code: 'PGRST303', message: 'JWT expired' }));
		await checkAnswer(json(403, { code: '42501' }));
		await checkAnswer(json(500, { code: 'session_not_found' }));
		await checkAnswer(new Response('Forbidden', { status: 403 }));
		expect(heard).toHaveBeenCalledTimes(3);
		stop();
		await checkAnswer(json(403, { code: 'bad_jwt' }));
		expect(heard).toHaveBeenCalledTimes(3);
	});
});
