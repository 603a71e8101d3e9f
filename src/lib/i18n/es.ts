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
		region: 'Notificaciones',
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
