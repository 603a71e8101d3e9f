/** Spanish texts of the shareable client form (/formulario) and of its links in Mi Panel. */
export const clientFormMessages = {
	// Rules of the fields.
	incomeRequired: 'Indica tus ingresos netos mensuales',
	incomeRange: 'Los ingresos mensuales deben estar entre 0 y 1.000.000 €',
	savingsRequired: 'Indica tus ahorros disponibles (0 si no tienes)',
	savingsRange: 'Los ahorros deben estar entre 0 y 100.000.000 €',
	priceRange: 'El precio debe estar entre 1.000 y 100.000.000 €',
	employment: 'Elige tu situación laboral',
	propertyType: 'Elige qué tipo de vivienda quieres comprar',
	province: 'Elige la provincia donde quieres comprar',
	cityMin: 'El municipio o la zona debe tener al menos 2 caracteres',
	cityMax: 'El municipio o la zona no puede exceder 100 caracteres',
	messageMax: 'Los comentarios no pueden exceder 2000 caracteres',
	signatureDrawn: 'Firma en el recuadro o elige «Escribir mi nombre» para firmar con el teclado',
	signatureTyped: 'Escribe tu nombre completo para firmar (al menos 2 caracteres)',
	signatureTooBig: 'La firma ocupa demasiado. Bórrala y fírmala de nuevo.',
	consent: 'Debes aceptar el tratamiento de tus datos para enviar el formulario',
	// States of the page.
	loading: 'Cargando el formulario…',
	noToken:
		'Este enlace no es válido: falta el código del formulario o está incompleto. Copia el enlace completo que te enviaron o pide uno nuevo a quien te lo mandó.',
	notFound:
		'Este enlace no es válido. Comprueba que lo has copiado completo o pide uno nuevo a quien te lo envió.',
	revoked: 'Este formulario ya no está activo: quien lo creó lo ha desactivado.',
	expired: 'Este enlace ha caducado y ya no admite respuestas.',
	askNew: (sender: string | null) =>
		sender
			? `Si aún lo necesitas, pide un enlace nuevo a ${sender}.`
			: 'Si aún lo necesitas, pide un enlace nuevo a quien te lo envió.',
	loadError: 'No hemos podido cargar el formulario. Comprueba tu conexión e inténtalo de nuevo.',
	retry: 'Reintentar',
	// Sending.
	validation: 'Error de validación',
	sending: 'Enviando…',
	sentTitle: 'Formulario enviado',
	sent: (sender: string | null) =>
		`Gracias. Hemos guardado tus datos y tu firma, y ${sender ?? 'el profesional que te envió el enlace'} ya puede verlos para ponerse en contacto contigo.`,
	failed:
		'No hemos podido enviar el formulario. Lo que has escrito sigue aquí: inténtalo de nuevo en unos minutos.',
	rateLimited:
		'Se han enviado muchas respuestas en poco tiempo. Lo que has escrito sigue aquí: espera un rato antes de volver a intentarlo.',
	rejected: 'Algún dato no es válido. Revisa los campos marcados y vuelve a intentarlo.',
	// The signed copy, sent once its recipient confirms the address (issue 43).
	copyTitle: 'Copia de tu formulario firmado',
	copyAsk:
		'Alguien firmó un formulario en Hipoteca Clara con tu dirección de email y pidió una copia. Si fuiste tú, te la enviamos a esa dirección.',
	copySend: 'Enviarme la copia',
	copySending: 'Enviando…',
	copyOutcomes: {
		enviada: 'Hecho: en unos minutos te llegará la copia de lo que firmaste.',
		ya_enviada: 'Ya habías pedido esta copia: te la enviamos entonces. Revisa tu correo.',
		caducada:
			'Este enlace ha caducado (vale 7 días). Pide al profesional que te envíe el formulario de nuevo.',
		no_existe: 'Este enlace no es válido. Comprueba que lo has copiado completo del email.',
		failed: 'No hemos podido pedir la copia. Comprueba tu conexión e inténtalo de nuevo.',
	},
} as const;

/** Spanish texts of the form links in Mi Panel (#formularios). */
export const formLinkMessages = {
	titleMin: 'El título debe tener al menos 3 caracteres',
	titleMax: 'El título no puede exceder 120 caracteres',
	descriptionMax: 'La descripción no puede exceder 1000 caracteres',
	expiryInvalid: 'Indica una fecha válida',
	expiryPast: 'La fecha de caducidad debe ser posterior a hoy',
	created: 'Enlace creado',
	createdHint: 'Cópialo y envíaselo a tu cliente.',
	copied: 'Enlace copiado',
	copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo a mano.',
	revoked: 'Enlace desactivado',
	reactivated: 'Enlace activado de nuevo',
	renamed: 'Título cambiado',
	empty: 'Aún no tienes formularios compartidos. Crea el primero con el formulario de arriba.',
} as const;
