import { describe, expect, it } from 'vitest';
import {
	emailTemplateKeys,
	legalTemplates,
	renderEmail,
} from '../../../supabase/functions/_shared/email/templates.ts';
import { siteLink } from '../../../supabase/functions/_shared/email/layout.ts';

const site = 'https://www.hipotecaclara.es';
const png =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==';

describe('transactional email templates', () => {
	it('match the SQL check of email_outbox; the signed copy and the deletion notice are legal', () => {
		expect(emailTemplateKeys).toEqual([
			'respuesta_soporte',
			'ticket_cerrado',
			'solicitud_avanza',
			'aviso_equipo',
			'nuevo_cliente',
			'copia_formulario_firmado',
			'documento_rechazado',
			'cuenta_eliminada',
			'confirmar_copia',
			'rol_decidido',
			'aviso_hipoteca',
		]);
		expect(legalTemplates).toEqual(['copia_formulario_firmado', 'cuenta_eliminada']);
	});

	it('ticket answered: subject, the answer quoted, an absolute link to the ticket', () => {
		const mail = renderEmail(
			'respuesta_soporte',
			{ ticket_id: 'abc-1', subject: 'Duda sobre la tasación', message: 'Hola, Ana.\nYa está.' },
			site,
		);
		expect(mail.subject).toBe('Nueva respuesta a tu consulta: Duda sobre la tasación');
		expect(mail.html).toContain('href="https://www.hipotecaclara.es/soporte?ticket=abc-1"');
		expect(mail.html).toContain('<html lang="es">');
		expect(mail.text).toContain('> Hola, Ana.\n> Ya está.');
		expect(mail.text).toContain(
			'Ver la conversación: https://www.hipotecaclara.es/soporte?ticket=abc-1',
		);
		expect(mail.text).toContain('https://www.hipotecaclara.es/dashboard#perfil');
		expect(mail.attachments).toEqual([]);
	});

	it('escapes every user value in the HTML (subject, message, names)', () => {
		const evil = '<img src=x onerror="alert(1)"> & «co»';
		const mail = renderEmail(
			'respuesta_soporte',
			{ ticket_id: '"><script>', subject: evil, message: '<b>negrita</b>' },
			site,
		);
		expect(mail.html).not.toContain('<img src=x');
		expect(mail.html).not.toContain('<b>negrita</b>');
		expect(mail.html).not.toContain('"><script>');
		expect(mail.html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; «co»');
		expect(mail.html).toContain('&#60;b&#62;negrita&#60;/b&#62;');
		// The plain text keeps the characters as they were typed.
		expect(mail.text).toContain('> <b>negrita</b>');
		const lead = renderEmail(
			'nuevo_cliente',
			{ client_name: '<i>Eva</i>', form_title: 'A&B' },
			site,
		);
		expect(lead.html).toContain('&#60;i&#62;Eva&#60;/i&#62; ha rellenado tu formulario «A&#38;B»');
	});

	it('ticket closed, application step, notice, new lead, document rejected', () => {
		expect(
			renderEmail('ticket_cerrado', { ticket_id: 't1', subject: 'Mi duda' }, site).subject,
		).toBe('Hemos cerrado tu consulta: Mi duda');
		const step = renderEmail('solicitud_avanza', { step: 3, status: 'en_curso' }, site);
		expect(step.subject).toBe('Tu solicitud hipotecaria avanza: paso 3 de 6');
		// The title of step 3 in content/data/process.json.
		expect(step.text).toContain(
			'Tu solicitud hipotecaria está en el paso 3 de 6 («Documentación online») y su estado es: en curso.',
		);
		expect(renderEmail('solicitud_avanza', { step: 2, status: 'cancelada' }, site).subject).toBe(
			'Tu solicitud hipotecaria se ha cancelado',
		);
		const notice = renderEmail(
			'aviso_equipo',
			{
				title: 'Falta tu nómina',
				message: 'Súbela cuando puedas.',
				action_url: '/dashboard#solicitud',
			},
			site,
		);
		expect(notice.subject).toBe('Falta tu nómina');
		expect(notice.html).toContain('href="https://www.hipotecaclara.es/dashboard#solicitud"');
		// A link that would leave the site falls back to the panel.
		const away = renderEmail(
			'aviso_equipo',
			{ title: 'x', message: 'y', action_url: '//evil.example' },
			site,
		);
		expect(away.html).toContain('href="https://www.hipotecaclara.es/dashboard"');
		const lead = renderEmail(
			'nuevo_cliente',
			{ client_name: 'Eva Ruiz', form_title: 'Compra en Sevilla' },
			site,
		);
		expect(lead.subject).toBe('Nuevo cliente desde tu formulario «Compra en Sevilla»');
		const doc = renderEmail(
			'documento_rechazado',
			{ kind: 'nominas', reason: 'Está cortada.' },
			site,
		);
		expect(doc.text).toContain(
			'Hemos revisado tu documento «últimas nóminas» y no podemos aceptarlo.',
		);
		expect(doc.text).toContain('> Motivo: Está cortada.');
		expect(renderEmail('documento_rechazado', { kind: 'contrato_arras' }, site).text).toContain(
			'«contrato arras»',
		);
	});

	it('a rejected document names the file and greets the person by name (issue 45)', () => {
		const doc = renderEmail(
			'documento_rechazado',
			{
				kind: 'nominas',
				reason: 'Está cortada.',
				file_name: 'nomina-marzo.pdf',
				first_name: 'Lucía',
			},
			site,
		);
		expect(doc.text).toContain('Hola, Lucía:');
		expect(doc.text).toContain(
			'Hemos revisado el archivo «nomina-marzo.pdf» que subiste en «últimas nóminas» y no podemos aceptarlo.',
		);
		expect(doc.text).not.toContain('Hola:');
	});

	it('a decided role request: approved or refused, by name, with the opt-out line', () => {
		const yes = renderEmail(
			'rol_decidido',
			{ status: 'aprobada', role: 'Inmobiliaria', first_name: 'Lucía' },
			site,
		);
		expect(yes.subject).toBe('Ya tienes el rol de Inmobiliaria en Hipoteca Clara');
		expect(yes.text).toContain('Hola, Lucía:');
		expect(yes.text).toContain('tu rol ahora es Inmobiliaria');
		expect(yes.html).toContain('href="https://www.hipotecaclara.es/dashboard"');
		expect(yes.text).toContain('Puedes desactivarlos en tu panel');
		const no = renderEmail('rol_decidido', { status: 'rechazada', role: 'Promotora' }, site);
		expect(no.subject).toBe('Tu solicitud de cambio de rol no se ha aprobado');
		expect(no.text).toContain('Hola:');
		expect(no.text).toContain('Tu solicitud para pasar a Promotora no se ha aprobado.');
	});

	it('the signed-form copy lists the answers in Spanish formats and inlines the signature', () => {
		const mail = renderEmail(
			'copia_formulario_firmado',
			{
				form_title: 'Compra en Sevilla',
				professional: 'Lucía Gómez',
				signed_at: '2026-11-26T11:05:00+00:00',
				name: 'Eva Ruiz',
				email: 'eva@example.com',
				phone: '600111222',
				monthly_income: 2500,
				savings: '30000.00',
				employment: 'autonomo',
				property_type: 'atico',
				property_price: 245000,
				province: 'avila',
				city: 'Ávila',
				message: null,
				signature_method: 'trazo',
				signature: png,
				sha256: 'a'.repeat(64),
			},
			site,
		);
		expect(mail.subject).toBe('Copia de tu formulario firmado: Compra en Sevilla');
		expect(mail.text).toContain(
			'firmaste el 26 de noviembre de 2026 a las 12:05 en el formulario «Compra en Sevilla» de Lucía Gómez',
		);
		for (const line of [
			'Ingresos netos al mes: 2.500,00 €',
			'Ahorros: 30.000,00 €',
			'Situación laboral: Autónomo',
			'Tipo de vivienda: Ático',
			'Precio de la vivienda: 245.000,00 €',
			'Provincia: Ávila',
			'Forma de firma: Firma dibujada en la pantalla',
		]) {
			expect(mail.text.replaceAll('\u00a0', ' ')).toContain(line);
		}
		expect(mail.text).not.toContain('Mensaje:');
		expect(mail.html).toContain('src="cid:firma"');
		expect(mail.attachments).toEqual([
			{
				filename: 'firma.png',
				contentType: 'image/png',
				content: png.split(',')[1],
				contentId: 'firma',
			},
		]);
		expect(mail.text).toContain(
			`Huella SHA-256 de lo firmado, guardada con tu respuesta: ${'a'.repeat(64)}`,
		);
		expect(mail.text).toContain('Este email se envía siempre');
		expect(mail.text).not.toContain('desactivarlos');
	});

	it('account deleted: what was deleted, a way to report it, always sent', () => {
		const mail = renderEmail('cuenta_eliminada', {}, site);
		expect(mail.subject).toBe('Hemos eliminado tu cuenta de Hipoteca Clara');
		expect(mail.text).toContain('los documentos que subiste, tus consultas de soporte');
		expect(mail.text).toContain('Si no has sido tú');
		expect(mail.html).toContain('href="https://www.hipotecaclara.es/contacto"');
		expect(mail.text).toContain('Este email se envía siempre');
		expect(mail.text).not.toContain('desactivarlos');
	});

	it('a malformed payload never prints undefined or NaN', () => {
		for (const key of emailTemplateKeys) {
			const mail = renderEmail(
				key,
				{ step: 'x', monthly_income: 'mucho', signature: 'data:text/html,<p>' },
				site,
			);
			expect(mail.text).not.toMatch(/undefined|NaN|null/);
			expect(mail.html).not.toMatch(/undefined|NaN/);
		}
	});

	it('site links stay on the site', () => {
		expect(siteLink('https://x.es/', '/dashboard')).toBe('https://x.es/dashboard');
		expect(siteLink('https://x.es', '//evil.example/a')).toBe('https://x.es/dashboard');
		expect(siteLink('https://x.es', '/\\evil.example')).toBe('https://x.es/dashboard');
		expect(siteLink('https://x.es', 'https://evil.example')).toBe('https://x.es/dashboard');
	});
});
