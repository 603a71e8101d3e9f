import { describe, expect, it } from 'vitest';
import { endOfDay, linkState, newFormLinkSchema } from '../../../src/lib/clientForm/formLinks.ts';
import { lookupFromRows, submitOutcome } from '../../../src/lib/clientForm/outcome.ts';
import { clientFormSchema, validateClientForm } from '../../../src/lib/clientForm/schema.ts';
import { fitFontSize, isSignatureDataUrl } from '../../../src/lib/clientForm/signature.ts';
import { formLink, parseFormToken } from '../../../src/lib/clientForm/token.ts';

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

describe('form link token', () => {
	it('reads a well-formed token from the query string', () => {
		expect(parseFormToken('?token=0123456789abcdef0123456789abcdef')).toBe(
			'0123456789abcdef0123456789abcdef',
		);
		expect(parseFormToken('?a=1&token=%200123456789abcdef%20')).toBe('0123456789abcdef');
	});

	it('refuses a missing, short, long or foreign-character token', () => {
		for (const search of [
			'',
			'?token=',
			'?token=abc',
			`?token=${'a'.repeat(65)}`,
			'?token=0123456789ABCDEF',
			"?token=0123456789abcdef'--",
			'?tok=0123456789abcdef',
		]) {
			expect(parseFormToken(search), search).toBeNull();
		}
	});

	it('builds the public address of a link', () => {
		expect(formLink('https://www.hipotecaclara.es/', 'abc123abc123abc123')).toBe(
			'https://www.hipotecaclara.es/formulario?token=abc123abc123abc123',
		);
	});
});

describe('signature helpers', () => {
	it('accepts a PNG data URL and refuses other types, bad base64 and oversize', () => {
		expect(isSignatureDataUrl(png)).toBe(true);
		expect(isSignatureDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
		expect(isSignatureDataUrl('data:image/png;base64,<script>')).toBe(false);
		expect(isSignatureDataUrl('data:image/png;base64,')).toBe(false);
		expect(isSignatureDataUrl(`data:image/png;base64,${'A'.repeat(199_978)}`)).toBe(true);
		expect(isSignatureDataUrl(`data:image/png;base64,${'A'.repeat(199_979)}`)).toBe(false);
	});

	it('picks the largest font size whose text fits, never below the minimum', () => {
		// A text 10 px wide per pixel of font size.
		const measure = (size: number) => size * 10;
		expect(fitFontSize(measure, 560)).toBe(56);
		expect(fitFontSize(measure, 2000)).toBe(72);
		expect(fitFontSize(measure, 50)).toBe(16);
	});
});

describe('client form rules', () => {
	const schema = clientFormSchema({
		provinceIds: ['sevilla', 'madrid'],
		propertyTypeIds: ['piso', 'chalet'],
	});
	const valid = {
		name: '  Ana Pérez ',
		email: 'ana@example.com',
		phone: '600 111 222',
		monthlyIncome: '2.500',
		savings: '30.000 €',
		employment: 'autonomo',
		propertyType: 'piso',
		propertyPrice: '',
		province: 'sevilla',
		city: ' Dos Hermanas ',
		message: '',
		consent: true,
		signatureMethod: 'trazo' as const,
		typedName: '',
		signature: png,
	};

	it('reads Spanish amounts and trims texts', () => {
		const result = validateClientForm(schema, valid);
		expect(result).toEqual({
			ok: true,
			values: {
				name: 'Ana Pérez',
				email: 'ana@example.com',
				phone: '600 111 222',
				monthlyIncome: 2500,
				savings: 30000,
				employment: 'autonomo',
				propertyType: 'piso',
				propertyPrice: null,
				province: 'sevilla',
				city: 'Dos Hermanas',
				message: '',
				consent: true,
				signatureMethod: 'trazo',
				typedName: '',
				signature: png,
			},
		});
	});

	it('gives each invalid field its Spanish message and the first one in page order', () => {
		const result = validateClientForm(schema, {
			...valid,
			name: 'A',
			phone: '6001',
			monthlyIncome: '',
			savings: '-5',
			employment: '',
			propertyType: 'castillo',
			propertyPrice: '500',
			province: '',
			consent: false,
			signature: '',
		});
		expect(result).toEqual({
			ok: false,
			first: 'name',
			errors: {
				name: 'El nombre debe tener al menos 2 caracteres',
				phone: 'El teléfono debe tener al menos 9 dígitos',
				monthlyIncome: 'Indica tus ingresos netos mensuales',
				savings: 'Los ahorros deben estar entre 0 y 100.000.000 €',
				employment: 'Elige tu situación laboral',
				propertyType: 'Elige qué tipo de vivienda quieres comprar',
				propertyPrice: 'El precio debe estar entre 1.000 y 100.000.000 €',
				province: 'Elige la provincia donde quieres comprar',
				signature: 'Firma en el recuadro o elige «Escribir mi nombre» para firmar con el teclado',
				consent: 'Debes aceptar el tratamiento de tus datos para enviar el formulario',
			},
		});
	});

	it('asks for the typed name when signing with the keyboard', () => {
		const result = validateClientForm(schema, {
			...valid,
			signatureMethod: 'nombre',
			typedName: ' ',
			signature: '',
		});
		expect(result).toMatchObject({
			ok: false,
			first: 'typedName',
			errors: { typedName: 'Escribe tu nombre completo para firmar (al menos 2 caracteres)' },
		});
	});

	it('refuses an unreadable amount with the parser’s message, never NaN', () => {
		const result = validateClientForm(schema, { ...valid, monthlyIncome: 'dos mil' });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.errors.monthlyIncome).toMatch(/número/i);
	});
});

describe('database answers', () => {
	it('reads the link state and who sent it', () => {
		expect(lookupFromRows([])).toEqual({ kind: 'missing' });
		expect(
			lookupFromRows([
				{
					title: null,
					description: null,
					sender_name: 'Lucía García',
					sender_role: 'inmobiliaria',
					expires_at: '2026-01-02T00:00:00+00:00',
					state: 'caducado',
				},
			]),
		).toEqual({
			kind: 'found',
			form: {
				state: 'caducado',
				title: null,
				description: null,
				senderName: 'Lucía García',
				senderRole: 'inmobiliaria',
				expiresAt: '2026-01-02T00:00:00+00:00',
			},
		});
	});

	it('maps the function’s SQLSTATEs to what the page says', () => {
		expect(submitOutcome(null)).toEqual({ ok: true });
		expect(submitOutcome({ code: 'PT404' })).toEqual({ ok: false, reason: 'missing' });
		expect(submitOutcome({ code: 'PT410', details: 'caducado' })).toEqual({
			ok: false,
			reason: 'caducado',
		});
		expect(submitOutcome({ code: 'PT410', details: 'revocado' })).toEqual({
			ok: false,
			reason: 'revocado',
		});
		expect(submitOutcome({ code: 'PT429', details: 'ip' })).toEqual({
			ok: false,
			reason: 'rate_limited',
		});
		expect(submitOutcome({ code: '23514' })).toEqual({ ok: false, reason: 'rejected' });
		expect(submitOutcome({ code: '22023' })).toEqual({ ok: false, reason: 'rejected' });
		expect(submitOutcome({ code: '' })).toEqual({ ok: false, reason: 'failed' });
	});
});

describe('form links in the panel', () => {
	const now = new Date(2026, 10, 25, 12, 0, 0);

	it('checks title, description and expiry day', () => {
		const schema = newFormLinkSchema(now);
		expect(schema.safeParse({ title: ' Clientes ', description: '', expiresOn: '' }).data).toEqual({
			title: 'Clientes',
			description: null,
			expiresOn: null,
		});
		const messages = (input: object) => schema.safeParse(input).error?.issues.map((i) => i.message);
		expect(
			messages({ title: 'ab', description: 'x'.repeat(1001), expiresOn: '2026-11-24' }),
		).toEqual([
			'El título debe tener al menos 3 caracteres',
			'La descripción no puede exceder 1000 caracteres',
			'La fecha de caducidad debe ser posterior a hoy',
		]);
		expect(messages({ title: 'Clientes', description: '', expiresOn: '2026-02-30' })).toEqual([
			'Indica una fecha válida',
		]);
		// Today still counts: the link works until the end of the day.
		const today = schema.safeParse({ title: 'Clientes', description: '', expiresOn: '2026-11-25' });
		expect(new Date(today.data!.expiresOn!).getTime()).toBe(
			new Date(2026, 10, 25, 23, 59, 59).getTime(),
		);
	});

	it('knows the last second of a day and refuses impossible dates', () => {
		expect(endOfDay('2026-12-31')?.getDate()).toBe(31);
		expect(endOfDay('2026-13-01')).toBeNull();
		expect(endOfDay('31/12/2026')).toBeNull();
	});

	it('names a link revoked, expired or active', () => {
		expect(linkState({ is_active: false, expires_at: null }, now)).toBe('revocado');
		expect(linkState({ is_active: true, expires_at: '2026-11-25T10:00:00Z' }, now)).toBe(
			'caducado',
		);
		expect(linkState({ is_active: true, expires_at: '2026-11-26T10:00:00Z' }, now)).toBe('activo');
		expect(linkState({ is_active: true, expires_at: null }, now)).toBe('activo');
	});
});
