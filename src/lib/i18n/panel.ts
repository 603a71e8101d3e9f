/** Texts the panel and the support page share: list states and form outcomes. */
export const panelTexts = {
	loading: 'Cargando…',
	loadError: 'No hemos podido cargar estos datos. Comprueba tu conexión e inténtalo de nuevo.',
	retry: 'Reintentar',
	validation: 'Error de validación',
	saved: 'Cambios guardados',
	saveError: 'No se pudo guardar',
	saveErrorHint: 'Lo que has escrito sigue en el formulario: inténtalo de nuevo en unos segundos.',
	gateLoading: 'Comprobando tu sesión…',
	emailHalfConfirmedTitle: 'Falta un paso para cambiar tu email',
	showMore: 'Mostrar más',
	/** «Se muestran 50 de 500.» under a table that shows a page of its rows. */
	shownOf: (shown: string, total: string) => `Se muestran ${shown} de ${total}.`,
	emailHalfConfirmed:
		'Hemos recibido esta confirmación. Abre también el enlace que enviamos a tu otra dirección: tu email cambiará cuando confirmes las dos.',
} as const;
