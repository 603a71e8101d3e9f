/**
 * Texts of «Mi hipoteca»'s panel section and store (issue 50) that are not the loan's own rules
 * (those, with their Spanish messages, are src/lib/loans/messages.ts).
 */
export const loansTexts = {
	empty:
		'Todavía no has añadido ningún préstamo. Añade el tuyo para ver cómo va y cuándo se revisa.',
	add: 'Añadir un préstamo',
	edit: 'Editar',
	remove: 'Eliminar',
	cancel: 'Cancelar',
	save: 'Guardar préstamo',
	saved: (name: string) => `Préstamo «${name}» guardado.`,
	removed: (name: string) => `Préstamo «${name}» eliminado.`,
	confirmRemove: (name: string) =>
		`¿Eliminar «${name}»? Se borran sus datos y sus avisos; no se puede deshacer.`,
	invalid: (count: number) =>
		count === 1
			? 'Hay 1 dato por corregir: revísalo en el formulario.'
			: `Hay ${count} datos por corregir: revísalos en el formulario.`,
	draftRestored: 'Hemos recuperado el préstamo que estabas escribiendo.',
	fromDocument: 'Rellenar desde un documento',
	fromDocumentDone: (count: number) =>
		`${count === 1 ? 'Hemos pasado 1 dato confirmado' : `Hemos pasado ${count} datos confirmados`} al formulario. Completa el resto y guarda el préstamo.`,
	studyTitle: 'Solicitar estudio de mejora',
	studyIntro:
		'Enviaremos al equipo de Hipoteca Clara solo este resumen, con el nombre y el email que confirmes, para que estudie cómo mejorar tu préstamo. No enviamos nada más de tu cuenta.',
	studyConsent:
		'Acepto enviar este resumen, mi nombre y mi email al equipo de Hipoteca Clara para esta solicitud.',
	studyConsentNeeded: 'Marca la casilla para aceptar el envío de esta solicitud.',
	studyName: 'Escribe tu nombre (entre 2 y 100 caracteres).',
	studyEmail: 'Escribe un email válido, como nombre@ejemplo.es.',
	studySend: 'Enviar la solicitud',
	studySent: 'Solicitud enviada: el equipo te escribirá al email que has indicado.',
	studyTooMany: 'Ya has enviado tres solicitudes de estudio hoy. Inténtalo de nuevo mañana.',
} as const;
