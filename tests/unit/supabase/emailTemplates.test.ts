import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	htmlToText,
	loadTemplate,
	renderTemplate,
	templateSettings,
	type TemplateVars,
} from '../../../supabase/local/auth/templates.ts';
import { site } from '~/lib/site/site.ts';

const supabaseDir = resolve(import.meta.dirname, '../../../supabase');
const names = ['confirmation', 'recovery', 'email_change', 'invite', 'magic_link'];

const vars: TemplateVars = {
	ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x',
	Token: '123456',
	TokenHash: 'abc',
	SiteURL: 'http://localhost:4321',
	Email: 'lucia@example.com',
	NewEmail: 'lucia@example.com',
	RedirectTo: 'http://localhost:4321/auth',
	Data: { first_name: 'Lucía' },
};

describe('branded email templates (supabase/config.toml)', () => {
	it('config.toml names a Spanish subject and an existing file for each template', () => {
		const settings = templateSettings(readFileSync(resolve(supabaseDir, 'config.toml'), 'utf8'));
		expect([...settings.keys()].toSorted()).toEqual(names.toSorted());
		for (const name of names) {
			const template = loadTemplate(supabaseDir, name);
			expect(template?.subject).toContain(site.brand);
			expect(template?.html).toContain('{{ .ConfirmationURL }}');
			expect(template?.html).toContain('{{ .Token }}');
			// The brand and contact details are the ones of content/data/site.json.
			expect(template?.html).toContain(site.legalName);
			expect(template?.html).toContain(site.phone);
			expect(template?.html).toContain(site.email);
			expect(template?.html).toContain('<html lang="es">');
		}
	});

	it('config.toml names the email_changed notice for the old address (issue 24)', () => {
		const toml = readFileSync(resolve(supabaseDir, 'config.toml'), 'utf8');
		expect([...templateSettings(toml, 'notification').keys()]).toEqual(['email_changed']);
		expect(toml).toMatch(/double_confirm_changes = true/);
		const template = loadTemplate(supabaseDir, 'email_changed', 'notification')!;
		expect(template.subject).toContain(site.brand);
		expect(template.html).toContain(site.legalName);
		expect(template.html).toContain('<html lang="es">');
		const text = htmlToText(
			renderTemplate(template.html, {
				...vars,
				Email: 'nuevo@example.com',
				OldEmail: 'lucia@example.com',
			}),
		);
		expect(text).toContain(
			'El email de tu cuenta de Hipoteca Clara ya no es lucia@example.com: desde ahora es nuevo@example.com.',
		);
		expect(text).not.toContain('{{');
	});

	it('renders the confirmation with the link, the code and the greeting', () => {
		const template = loadTemplate(supabaseDir, 'confirmation')!;
		const html = renderTemplate(template.html, vars);
		expect(html).toContain(
			'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&#38;type=signup&#38;redirect_to=x"',
		);
		expect(html).not.toContain('{{');
		const text = htmlToText(html);
		expect(text).toContain('Hola, Lucía:');
		expect(text).toContain(
			'Confirmar mi cuenta (http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x)',
		);
		expect(text).toContain('123456');
	});

	it('supports if/else on missing data and escapes values', () => {
		expect(
			renderTemplate(
				'{{ if .Data.first_name }}Hola, {{ .Data.first_name }}{{ else }}Hola{{ end }}',
				{
					...vars,
					Data: {},
				},
			),
		).toBe('Hola');
		expect(
			renderTemplate('<b>{{ .Data.first_name }}</b>', { ...vars, Data: { first_name: '<i>' } }),
		).toBe('<b>&#60;i&#62;</b>');
		expect(renderTemplate('{{.Email}} {{ .Nada }}.', vars)).toBe('lucia@example.com .');
	});

	it('reads TOML strings with escapes and ignores other sections', () => {
		const toml = [
			'[auth.email]',
			'subject = "no"',
			'[auth.email.template.recovery]',
			'subject = "Di \\"hola\\"" # comentario',
			'content_path = "./supabase/templates/recovery.html"',
			'[auth.sms]',
			'content_path = "otra"',
		].join('\n');
		expect([...templateSettings(toml)]).toEqual([
			['recovery', { subject: 'Di "hola"', path: './supabase/templates/recovery.html' }],
		]);
	});
});
