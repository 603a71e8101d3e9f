import { describe, expect, it } from 'vitest';
import {
	authMethodsOf,
	authModeFrom,
	isHalfConfirmedEmailChange,
	isRecoverySession,
	readEmailLink,
	withoutEmailLink,
} from '~/lib/auth/emailLink.ts';

const url = (s: string) => new URL(s, 'https://www.hipotecaclara.es');

describe('readEmailLink', () => {
	it('reads a session in the fragment (implicit flow) with its type', () => {
		expect(
			readEmailLink(
				url(
					'/auth?redirect=%2Fplanes#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=signup',
				),
			),
		).toEqual({ kind: 'session', type: 'signup' });
		expect(
			readEmailLink(url('/reset-password#access_token=a&refresh_token=r&type=recovery')),
		).toEqual({ kind: 'session', type: 'recovery' });
		expect(readEmailLink(url('/auth#access_token=a&refresh_token=r&type=rare'))).toEqual({
			kind: 'session',
			type: 'unknown',
		});
	});

	it('reads errors from the fragment or the query, and PKCE codes', () => {
		expect(
			readEmailLink(
				url(
					'/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
				),
			),
		).toEqual({ kind: 'error', code: 'otp_expired' });
		expect(readEmailLink(url('/auth?error=server_error'))).toEqual({
			kind: 'error',
			code: 'server_error',
		});
		expect(readEmailLink(url('/auth?code=6a1b'))).toEqual({ kind: 'code' });
		expect(readEmailLink(url('/auth?mode=login'))).toEqual({ kind: 'none' });
		expect(readEmailLink(url('/auth#access_token=only'))).toEqual({ kind: 'none' });
	});
});

describe('withoutEmailLink', () => {
	it('drops the fragment and auth parameters but keeps the others', () => {
		expect(withoutEmailLink(url('/auth?redirect=%2Fplanes&code=x&error=y#access_token=a'))).toBe(
			'/auth?redirect=%2Fplanes',
		);
		expect(withoutEmailLink(url('/reset-password#error=access_denied'))).toBe('/reset-password');
	});
});

describe('authModeFrom', () => {
	it('opens login only with mode=login; register is the default', () => {
		expect(authModeFrom(url('/auth?mode=login'))).toBe('login');
		expect(authModeFrom(url('/auth?mode=register'))).toBe('register');
		expect(authModeFrom(url('/auth'))).toBe('register');
		expect(authModeFrom(url('/auth?mode=otra'))).toBe('register');
	});
});

describe('recovery sessions', () => {
	// Payload {"sub":"u1","amr":[{"method":"recovery","timestamp":1}]} in base64url.
	const recovery =
		'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSIsImFtciI6W3sibWV0aG9kIjoicmVjb3ZlcnkiLCJ0aW1lc3RhbXAiOjF9XX0.sig';
	// Payload {"sub":"u1","amr":[{"method":"password","timestamp":1}]}.
	const password =
		'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSIsImFtciI6W3sibWV0aG9kIjoicGFzc3dvcmQiLCJ0aW1lc3RhbXAiOjF9XX0.sig';

	it('reads the amr methods of an access token', () => {
		expect(authMethodsOf(recovery)).toEqual(['recovery']);
		expect(isRecoverySession(recovery)).toBe(true);
		expect(isRecoverySession(password)).toBe(false);
	});

	it('is false for anything that is not a readable JWT', () => {
		expect(authMethodsOf('no-es-un-jwt')).toEqual([]);
		expect(authMethodsOf('a.%%%.c')).toEqual([]);
		expect(isRecoverySession('')).toBe(false);
	});
});

describe('isHalfConfirmedEmailChange (secure email change, issue 24)', () => {
	const message =
		'Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email';
	it('reads GoTrue’s message from the fragment or, in the PKCE flow, the query', () => {
		expect(
			isHalfConfirmedEmailChange(new URL(`https://x.es/dashboard#message=${message}&sb=`)),
		).toBe(true);
		expect(isHalfConfirmedEmailChange(new URL(`https://x.es/dashboard?message=${message}`))).toBe(
			true,
		);
		expect(isHalfConfirmedEmailChange(new URL('https://x.es/dashboard#perfil'))).toBe(false);
		expect(isHalfConfirmedEmailChange(new URL('https://x.es/dashboard?message=hola'))).toBe(false);
	});
	it('is cleaned from the address with the other auth parameters', () => {
		expect(withoutEmailLink(new URL(`https://x.es/dashboard?message=${message}&tab=1`))).toBe(
			'/dashboard?tab=1',
		);
	});
});
