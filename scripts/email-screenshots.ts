/**
 * `node scripts/email-screenshots.ts [--out DIR]`: renders every transactional email template
 * (supabase/functions/_shared/email) with fictional sample data and saves how Chromium shows
 * it, one PNG per template: DIR/email-<template>.png (DIR: /work/shots by default). The signed
 * copy's signature is drawn by Chromium first, as the form's pad would give it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { inlineImages } from '../supabase/functions/_shared/email/layout.ts';
import {
	emailTemplateKeys,
	type EmailTemplateKey,
	renderEmail,
} from '../supabase/functions/_shared/email/templates.ts';
import { chromiumArgs, findChromium } from './chromium.ts';

const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? process.argv[outIndex + 1]! : '/work/shots';
const site = 'https://www.hipotecaclara.es';

/** Fictional examples of what each trigger writes (no real person or figure). */
function samples(signature: string): Record<EmailTemplateKey, Record<string, unknown>> {
	return {
		respuesta_soporte: {
			ticket_id: '6f1c2a9e-0000-4000-8000-000000000001',
			subject: 'Duda sobre la tasación',
			message:
				'Hola, Marta:\nYa tenemos el informe de tasación. Lo hemos subido a tu solicitud para que lo revises.',
		},
		ticket_cerrado: {
			ticket_id: '6f1c2a9e-0000-4000-8000-000000000002',
			subject: 'Cambio de banco',
		},
		solicitud_avanza: { step: 3, status: 'en_curso' },
		aviso_equipo: {
			title: 'Falta tu última nómina',
			message: 'Para seguir con el estudio necesitamos tu nómina de octubre. Súbela cuando puedas.',
			action_url: '/dashboard#solicitud',
		},
		nuevo_cliente: { client_name: 'Marta Ejemplo', form_title: 'Compradores de obra nueva' },
		copia_formulario_firmado: {
			form_title: 'Compradores de obra nueva',
			professional: 'Lucía Ficticia',
			signed_at: '2026-11-26T11:05:00+00:00',
			name: 'Marta Ejemplo',
			email: 'marta@example.com',
			phone: '600000000',
			monthly_income: 2400,
			savings: 35000,
			employment: 'asalariado_indefinido',
			property_type: 'piso',
			property_price: 240000,
			province: 'sevilla',
			city: 'Dos Hermanas',
			message: 'Prefiero que me llaméis por la tarde.',
			signature_method: 'trazo',
			signature,
			sha256: '3b5d5c3712955042212316173ccf37be8005233d6d39d7e9c1e0b5c4a0b6f0d1',
		},
		documento_rechazado: {
			kind: 'nominas',
			reason: 'La imagen está cortada y no se lee el importe neto.',
			file_name: 'nomina-octubre.pdf',
			first_name: 'Marta',
		},
		cuenta_eliminada: {},
		confirmar_copia: {
			token: '0f'.repeat(32),
			form_title: 'Compradores de obra nueva',
			professional: 'Lucía Ficticia',
			name: 'Marta Ejemplo',
			signed_at: '2026-11-26T11:05:00+00:00',
		},
		rol_decidido: { status: 'aprobada', role: 'Inmobiliaria', first_name: 'Marta' },
		aviso_hipoteca: {
			kind: 'revision-aviso',
			title: 'Tu hipoteca se revisa el 10 de septiembre de 2027',
			body: 'La hipoteca «Piso de Valencia» se revisa con el euríbor de julio de 2027; la primera cuota con el tipo nuevo se cobra el 10 de septiembre de 2027. Ahora pagas 812,40 €. El euríbor de ese mes aún no se ha publicado: con los meses que ya conocemos la cuota nueva estaría entre 790,15 € y 826,02 €. Te avisaremos con la cifra exacta.',
			loan_name: 'Piso de Valencia',
			first_name: 'Marta',
		},
	};
}

mkdirSync(outDir, { recursive: true });
const executablePath = findChromium();
if (!executablePath) throw new Error('No encuentro Chromium (CHROMIUM_PATH o /usr/bin/chromium).');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
	const page = await browser.newPage({ viewport: { width: 640, height: 800 } });
	const signature = await page.evaluate(() => {
		const canvas = document.createElement('canvas');
		canvas.width = 300;
		canvas.height = 100;
		const ctx = canvas.getContext('2d')!;
		ctx.lineWidth = 3;
		ctx.strokeStyle = '#14201f';
		ctx.beginPath();
		ctx.moveTo(20, 70);
		ctx.bezierCurveTo(60, 10, 90, 90, 130, 40);
		ctx.bezierCurveTo(160, 10, 200, 90, 280, 50);
		ctx.stroke();
		return canvas.toDataURL('image/png');
	});
	const data = samples(signature);
	for (const key of emailTemplateKeys) {
		const mail = renderEmail(key, data[key], site);
		await page.setContent(inlineImages(mail.html, mail.attachments));
		const file = join(outDir, `email-${key}.png`);
		await page.screenshot({ path: file, fullPage: true });
		console.log(`${file}  «${mail.subject}»`);
	}
} finally {
	await browser.close();
}
