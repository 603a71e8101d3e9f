import { describe, expect, it } from 'vitest';
import { headerValue, inert } from '../../../supabase/functions/_shared/email/inert.ts';
import { renderEmail } from '../../../supabase/functions/_shared/email/templates.ts';
import {
	deliverDue,
	type OutboxStore,
	type Transport,
} from '../../../supabase/functions/_shared/email/worker.ts';

/**
 * User-written text in the transactional emails (issue 43, item 4): never a header with a line
 * break, never a link a mail client would follow, and the signed copy first asks its recipient
 * to confirm the address.
 */

const site = 'https://www.hipotecaclara.es';

describe('user text in emails', () => {
	it('strips line breaks and control characters from every subject', () => {
		const mail = renderEmail(
			'respuesta_soporte',
			{
				ticket_id: 't1',
				subject: 'Consulta\r\nBcc: todos@evil.example\u2028\u0085X',
				message: 'Hola',
			},
			site,
		);
		expect(mail.subject).toBe(
			'Nueva respuesta a tu consulta: Consulta Bcc: todos@evil[.]example X',
		);
		expect(headerValue('a\tb\u0000c\u007fd\ne')).toBe('a b c d e');
	});

	it('quotes a form title with an address as plain text, never as a link', () => {
		const title = 'Aviso de su banco: entre en https://evil.example/login o www.evil.example';
		const mail = renderEmail(
			'nuevo_cliente',
			{ client_name: 'evil.example', form_title: title },
			site,
		);
		for (const part of [mail.subject, mail.text, mail.html]) {
			expect(part).not.toMatch(/https:\/\/evil|www\.evil|evil\.example/);
		}
		expect(mail.text).toContain(
			'«Aviso de su banco: entre en https[:]//evil[.]example/login o www[.]evil[.]example»',
		);
		// The only link is the portal's own button.
		expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
			'https://www.hipotecaclara.es/dashboard#clientes',
		]);
	});

	it('leaves Spanish text and amounts as they are', () => {
		expect(inert('Compra en Sevilla, 250.000 €, p.ej. el 3,5 % con Sr. Pérez')).toBe(
			'Compra en Sevilla, 250.000 €, p.ej. el 3,5 % con Sr. Pérez',
		);
	});

	it('asks the recipient to confirm before the copy, saying who asked and why', () => {
		const mail = renderEmail(
			'confirmar_copia',
			{
				token: 'a'.repeat(64),
				form_title: 'Visite https://evil.example',
				professional: 'Banco Falso',
				name: 'Ana Pérez',
				signed_at: '2026-11-26T11:05:00Z',
			},
			site,
		);
		expect(mail.subject).toBe('Confirma tu email para recibir la copia de tu formulario firmado');
		expect(mail.text).toContain(
			'Alguien ha firmado el 26 de noviembre de 2026 a las 12:05 en Hipoteca Clara el formulario «Visite https[:]//evil[.]example» que envía «Banco Falso», a nombre de «Ana Pérez», y ha escrito esta dirección de email para recibir una copia de lo firmado.',
		);
		expect(mail.text).toContain(
			`Enviarme la copia: https://www.hipotecaclara.es/formulario?copia=${'a'.repeat(64)}`,
		);
		expect(mail.text).toContain('Si no has firmado ese formulario, ignora este email');
		expect(mail.html).not.toContain('https://evil');
	});

	it('the worker refuses an address with a control character instead of sending it', async () => {
		const calls: string[] = [];
		const store: OutboxStore = {
			claim: () =>
				Promise.resolve([
					{
						id: 'a',
						to_email: 'ana@example.com\r\nBcc: x@y.z',
						template: 'ticket_cerrado',
						payload: {},
						attempts: 1,
					},
				]),
			markSent: (id) => Promise.resolve(void calls.push(`sent ${id}`)),
			markFailed: (id, error, retry) =>
				Promise.resolve(void calls.push(`failed ${id} ${retry} ${error}`)),
		};
		const transport: Transport = () => Promise.resolve({ id: 'p' });
		const result = await deliverDue(store, transport, { siteUrl: site });
		expect(result).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
		expect(calls).toEqual(['failed a null Dirección de email no válida']);
	});
});
