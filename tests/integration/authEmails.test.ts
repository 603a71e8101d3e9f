import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, startTestServer, uniqueEmail, waitForMail } from './helpers.ts';

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(() => app?.close());

describe('auth emails of the local mailbox', () => {
	it('renders the branded confirmation of config.toml with the link, code and first name', async () => {
		const email = uniqueEmail('plantilla');
		const { error } = await client(app).auth.signUp({
			email,
			password: 'contraseña-1',
			options: {
				emailRedirectTo: 'http://localhost:4321/auth?redirect=%2Fplanes',
				data: { first_name: 'Lucía', last_name: 'García', phone: '600123456', role: 'particular' },
			},
		});
		expect(error).toBeNull();
		const mail = await waitForMail(app, email, 'signup');
		expect(mail.subject).toBe('Confirma tu cuenta en Hipoteca Clara');
		expect(mail.html).toContain('<html lang="es">');
		expect(mail.html).toContain(`href="${mail.link.replaceAll('&', '&#38;')}"`);
		expect(mail.text).toContain('Hola, Lucía:');
		expect(mail.text).toContain(`Confirmar mi cuenta (${mail.link})`);
		expect(mail.text).toContain(mail.otp);
		expect(mail.link).toContain(
			`redirect_to=${encodeURIComponent('http://localhost:4321/auth?redirect=%2Fplanes')}`,
		);
	});

	it('renders the recovery email, greeting without a name when there is none', async () => {
		const email = uniqueEmail('recupera');
		await client(app).auth.signUp({ email, password: 'contraseña-1' });
		await client(app).auth.resetPasswordForEmail(email, {
			redirectTo: 'http://localhost:4321/reset-password',
		});
		const mail = await waitForMail(app, email, 'recovery');
		expect(mail.subject).toBe('Restablece tu contraseña de Hipoteca Clara');
		expect(mail.text).toMatch(/^Hipoteca Clara\nRestablece tu contraseña\nHola:\n/);
		expect(mail.text).toContain('tu contraseña actual sigue funcionando');
	});
});
