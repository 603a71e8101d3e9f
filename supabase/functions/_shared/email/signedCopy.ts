/**
 * «copia_formulario_firmado»: the copy a client gets of what they signed in a professional's
 * shareable form (their answers, the signature image and the SHA-256 the database stored).
 * Always sent: it is the person's record of a signed consent.
 */
import provinces from '../../../../content/data/provinces.json' with { type: 'json' };
import propertyTypes from '../../../../content/data/propertyTypes.json' with { type: 'json' };
import { employmentLabels } from '../../../../src/lib/clientForm/employment.ts';
import type { Attachment, EmailContent } from './layout.ts';
import { formatAmount, formatWhen, numberAt, type Payload, quoted, text } from './payload.ts';

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
	list.find((item) => item.id === id)?.name ?? id;

const signatureMethods: Record<string, string> = {
	trazo: 'Firma dibujada en la pantalla',
	nombre: 'Nombre escrito como firma',
};

/** The PNG of a `data:image/png;base64,…` signature, as an inline attachment. */
function signatureAttachment(dataUrl: string): Attachment | undefined {
	const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
	return m
		? { filename: 'firma.png', contentType: 'image/png', content: m[1]!, contentId: 'firma' }
		: undefined;
}

export function signedCopy(p: Payload): EmailContent {
	// Every answer was typed by whoever filled in the form: quoted, never a link (issue 43).
	const form = quoted(p, 'form_title');
	const professional = quoted(p, 'professional');
	const amount = (key: string) => {
		const n = numberAt(p, key);
		return n === null ? '' : formatAmount(n);
	};
	const employment = text(p, 'employment');
	const rows: [string, string][] = [
		['Nombre', quoted(p, 'name')],
		['Email', quoted(p, 'email')],
		['Teléfono', quoted(p, 'phone')],
		['Ingresos netos al mes', amount('monthly_income')],
		['Ahorros', amount('savings')],
		[
			'Situación laboral',
			employment
				? (employmentLabels[employment as keyof typeof employmentLabels] ?? employment)
				: '',
		],
		[
			'Tipo de vivienda',
			text(p, 'property_type') && nameOf(propertyTypes, text(p, 'property_type')),
		],
		['Precio de la vivienda', amount('property_price')],
		['Provincia', text(p, 'province') && nameOf(provinces, text(p, 'province'))],
		['Municipio', quoted(p, 'city')],
		['Mensaje', quoted(p, 'message')],
		['Consentimiento', 'Aceptado'],
		['Forma de firma', signatureMethods[text(p, 'signature_method')] ?? ''],
	];
	const signature = signatureAttachment(text(p, 'signature'));
	const when = formatWhen(text(p, 'signed_at'));
	const name = quoted(p, 'name');
	const intro =
		`Esta es la copia de lo que enviaste y firmaste${when ? ` el ${when}` : ''} en el formulario ` +
		`«${form}»${professional ? ` de ${professional}` : ''}, a través de Hipoteca Clara.`;
	const sha = text(p, 'sha256');
	return {
		subject: `Copia de tu formulario firmado: ${form}`,
		heading: 'Copia de tu formulario firmado',
		blocks: [
			{ kind: 'p', text: name ? `Hola, ${name}:` : 'Hola:' },
			{ kind: 'p', text: intro },
			{
				kind: 'table',
				caption: 'Tus respuestas',
				rows: rows.filter(([, value]) => value !== ''),
			},
			...(signature
				? [
						{
							kind: 'image' as const,
							cid: 'firma',
							alt: `Firma de ${name || 'la persona que envió el formulario'}`,
						},
					]
				: []),
			...(sha
				? [
						{
							kind: 'note' as const,
							text: `Huella SHA-256 de lo firmado, guardada con tu respuesta: ${sha}`,
						},
					]
				: []),
			{
				kind: 'note',
				text: 'Guarda este email como comprobante. Si algún dato no es tuyo o no lo firmaste tú, escríbenos desde la página de contacto.',
			},
		],
		reason: 'Este email se envía siempre: es la copia de un formulario que has firmado.',
		...(signature ? { attachments: [signature] } : {}),
	};
}
