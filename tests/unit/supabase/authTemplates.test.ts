// Dominio: email, auth
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	authTemplateHtml,
	authTemplates,
	type AuthTemplateName,
} from '../../../supabase/functions/_shared/email/authTemplates.ts';
import { frame } from '../../../supabase/functions/_shared/email/layout.ts';
import { renderTemplate } from '../../../supabase/local/auth/templates.ts';

const names = Object.keys(authTemplates) as AuthTemplateName[];

describe('one email frame for the auth and the transactional emails', () => {
	it('writes every auth template of config.toml from the frame (run scripts/emailTemplates.ts)', () => {
		const toml = readFileSync('supabase/config.toml', 'utf8');
		for (const name of names) {
			expect(toml, name).toContain(`content_path = "./supabase/templates/${name}.html"`);
			expect(readFileSync(`supabase/templates/${name}.html`, 'utf8'), name).toBe(
				authTemplateHtml(name),
			);
		}
	});

	it('gives an auth email the same header and footer as a transactional one', () => {
		const auth = authTemplateHtml('recovery');
		const transactional = frame({
			subject: 'Tu consulta tiene respuesta',
			heading: 'Tu consulta tiene respuesta',
			blocks: [{ kind: 'p', text: 'Hola, Ana:' }],
			reason: 'Recibes este email porque tienes una consulta abierta.',
		}).html;
		const header = (html: string) => html.slice(0, html.indexOf('<h1'));
		const footer = (html: string) =>
			html.slice(html.indexOf('<br />') - 120, html.indexOf('<br />'));
		expect(header(auth).replace(/<title>[^<]*/, '')).toBe(
			header(transactional).replace(/<title>[^<]*/, ''),
		);
		expect(footer(auth)).toBe(footer(transactional));
	});

	it('keeps GoTrue’s variables for GoTrue to fill, and they render as the local server sends them', () => {
		const html = renderTemplate(authTemplateHtml('confirmation'), {
			ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
			Token: '123456',
			TokenHash: 'abc',
			SiteURL: 'http://localhost:4321',
			Email: 'ana@example.com',
			NewEmail: '',
			RedirectTo: '',
			Data: { first_name: 'Ana' },
		});
		expect(html).toContain('Hola, Ana:');
		expect(html).toContain(
			'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&#38;type=signup"',
		);
		expect(html).toContain('>123456</strong>');
		expect(html).toContain('alguien usó ana@example.com en http://localhost:4321.');
		expect(html).not.toContain('{{');
	});
});
