/**
 * Spanish interface texts shared by layouts, components and islands. Texts fixed by the
 * product specification are copied here verbatim; everything a person reads comes from here
 * or from the data files in content/data.
 */
export const ui = {
	skipToContent: 'Saltar al contenido',
	header: {
		/** Starts with the visible brand name (WCAG 2.5.3, label in name). */
		home: (brand: string) => `${brand}, página de inicio`,
		mainNav: 'Navegación principal',
		openMenu: 'Abrir menú',
		closeMenu: 'Cerrar menú',
		menuTitle: 'Menú',
		search: 'Buscar',
		searchHint: 'Buscar página',
		login: 'Iniciar Sesión',
		register: 'Empezar Gratis',
		theme: 'Tema',
	},
	footer: {
		provincesTitle: 'Hipotecas por provincia',
		brandsTitle: 'Marcas del grupo',
		legalTitle: 'Legal',
		socialTitle: 'Síguenos',
		contactTitle: 'Contacto',
		cookieSettings: 'Configurar cookies',
		rights: 'Todos los derechos reservados.',
		socialLink: (name: string) => `Síguenos en ${name}`,
	},
	whatsapp: {
		label: 'Escríbenos por WhatsApp',
	},
	cookies: {
		title: 'Tu privacidad',
		text: 'Usamos cookies propias para que la web funcione y, si lo aceptas, cookies de análisis y publicidad para medir el uso y mejorar nuestros servicios.',
		more: 'Más información en la política de cookies',
		accept: 'Aceptar todas',
		reject: 'Rechazar',
	},
	notFound: {
		title: 'Página No Encontrada',
		text: 'Lo sentimos, la página que buscas no existe o ha sido movida.',
		back: 'Volver al Inicio',
		suggestions: 'Quizá te interese',
	},
	offline: {
		title: 'Sin conexión',
		description:
			'Página que se muestra cuando no hay conexión y la página pedida no está guardada.',
		text: 'No hay conexión a internet y esta página aún no está guardada en este dispositivo.',
		saved:
			'Las páginas y las calculadoras que ya has abierto siguen disponibles sin conexión: vuelve a ellas desde el historial o el menú.',
		retry: 'Reintentar',
		tools: 'Ir a las herramientas',
	},
	errorFallback: {
		title: 'Algo salió mal',
		text: 'Lo sentimos, ha ocurrido un error inesperado. Nuestro equipo ha sido notificado.',
		retry: 'Intentar de nuevo',
		home: 'Volver al inicio',
		report: (id: string) => `Reportar incidente (ID: ${id})`,
		support: '¿Necesitas ayuda? Visita nuestro centro de soporte',
	},
	toast: {
		close: 'Cerrar notificación',
		/** Distinct from the bell's «Notificaciones» (issue 45: one name per landmark). */
		region: 'Avisos en pantalla',
	},
	tools: {
		fixInputs: 'Revisa los datos marcados para ver el resultado.',
		downloadCsv: 'Descargar CSV',
	},
	search: {
		title: 'Buscar en la web',
		description: 'Encuentra cualquier página del portal: calculadoras, guías, provincias y más.',
		label: 'Buscar página',
		placeholder: 'Buscar página... (Ctrl+K)',
		/** The same without the shortcut, on touch screens. */
		placeholderTouch: 'Buscar página...',
		empty: 'No se encontraron resultados.',
	},
	palette: {
		/** Accessible name of the palette dialog. */
		label: 'Buscar página o artículo',
		/** Accessible name of the result list. */
		listLabel: 'Resultados',
		articles: 'Artículos',
		kinds: { noticia: 'Noticia', guia: 'Guía', glosario: 'Glosario' },
		loadingArticles: 'Cargando los artículos…',
		articlesError:
			'No se ha podido cargar la búsqueda en artículos; las páginas siguen disponibles.',
		results: (count: number) =>
			count === 1 ? '1 resultado' : `${count.toLocaleString('es-ES')} resultados`,
	},
} as const;

/** Session texts, verbatim from SPEC.md section 8 (expiry) plus the signed-in header's own. */
export const sessionMessages = {
	warningTitle: 'Sesión a punto de expirar',
	warningText: 'Tu sesión expirará en 5 minutos por inactividad.',
	expiredTitle: 'Sesión expirada',
	expiredText: 'Tu sesión ha expirado por inactividad. Por favor, inicia sesión nuevamente.',
	dashboard: 'Mi Panel',
	account: 'Mi cuenta',
	accountOf: (name: string) => `Mi cuenta: ${name}`,
	signOut: 'Cerrar sesión',
	signingOut: 'Cerrando sesión...',
	signedOutTitle: 'Sesión cerrada',
	signedOutText: 'Has cerrado sesión correctamente.',
} as const;

/** Notification bell texts; the empty text and the action are verbatim from SPEC.md. */
export const bellMessages = {
	title: 'Notificaciones',
	/** The button's accessible name, with the unread count announced. */
	button: (unread: number) =>
		unread === 0
			? 'Notificaciones, ninguna sin leer'
			: unread === 1
				? 'Notificaciones, 1 sin leer'
				: `Notificaciones, ${unread} sin leer`,
	/** Announced politely when the unread count changes. */
	status: (unread: number) =>
		unread === 0
			? 'No tienes notificaciones sin leer'
			: unread === 1
				? 'Tienes 1 notificación sin leer'
				: `Tienes ${unread} notificaciones sin leer`,
	empty: 'No hay notificaciones',
	markAll: 'Marcar todas como leídas',
	unread: 'Sin leer',
	loading: 'Cargando notificaciones...',
} as const;
