import { formatBytes, formatNumber, formatPercent } from '../format/index.ts';

/**
 * Spanish texts of the utility pages (image optimiser, news drafts, site review) and of the
 * access-denied screen of admin-only pages. Kept beside es.ts so that dictionary stays short.
 */
export const utilityUi = {
	accessDenied: {
		title: 'Acceso denegado',
		text: 'Esta página es solo para administradores.',
		signedOutText:
			'Esta página es solo para administradores. Inicia sesión con una cuenta de administrador.',
		signIn: 'Iniciar sesión',
		back: 'Volver al inicio',
		checking: 'Comprobando tu acceso…',
	},
	imageOptimizer: {
		title: 'Optimizador de imágenes',
		description:
			'Reduce y convierte a WebP o AVIF las imágenes de un artículo en tu navegador, sin subirlas a ningún servidor, y descárgalas en un zip.',
		files: 'Imágenes',
		filesHint: 'Elige una o varias (JPG, PNG, WebP, GIF o AVIF). No salen de tu ordenador.',
		format: 'Formato de salida',
		avifUnsupported: 'Este navegador no puede generar AVIF; usa WebP o prueba con otro navegador.',
		maxWidth: 'Ancho máximo (píxeles)',
		maxWidthHint: 'Las imágenes más anchas se reducen manteniendo la proporción; nunca se amplían.',
		quality: 'Calidad (10 a 100)',
		qualityHint: '80 suele ser un buen equilibrio entre peso y nitidez.',
		submit: (count: number) =>
			count === 1 ? 'Optimizar 1 imagen' : `Optimizar ${formatNumber(count)} imágenes`,
		noFiles: 'Elige al menos una imagen.',
		progress: 'Progreso de la optimización',
		working: (done: number, total: number) =>
			`Procesando ${formatNumber(done + 1)} de ${formatNumber(total)}…`,
		done: (ok: number, total: number) =>
			`Listo: ${formatNumber(ok)} de ${formatNumber(total)} ${total === 1 ? 'imagen optimizada' : 'imágenes optimizadas'}.`,
		resultsCaption: 'Resultado de la optimización',
		columns: ['Imagen', 'Antes', 'Después', 'Dimensiones', 'Ahorro', 'Descarga'],
		total: 'Total',
		download: 'Descargar',
		downloadOne: (name: string) => `Descargar ${name}`,
		downloadZip: 'Descargar todo (.zip)',
		zipName: 'imagenes-optimizadas.zip',
		saved: (percent: number | null) =>
			percent === null
				? '—'
				: percent >= 0
					? `${formatPercent(percent, { decimals: 0 })} menos`
					: `${formatPercent(-percent, { decimals: 0 })} más`,
		size: formatBytes,
		dimensions: (w: number, h: number) => `${formatNumber(w)} × ${formatNumber(h)} px`,
		notAnImage: (name: string) => `«${name}» no es una imagen; se ha omitido.`,
		unreadable: (name: string) =>
			`No se ha podido leer «${name}»: el navegador no reconoce su formato o el archivo está dañado.`,
		unsupported: (format: string) =>
			`Este navegador no puede generar imágenes ${format}; elige WebP.`,
	},
	newsDrafts: {
		title: 'Borradores de noticias',
		description:
			'Crea varios borradores de noticias a partir de una lista de temas y descárgalos como archivos MDX listos para content/blog/.',
		intro:
			'Cada borrador sale de nuestra plantilla de noticias y enlaza lo que ya hemos publicado sobre el tema. No inventa datos: las secciones llevan instrucciones para que un editor las complete con fuentes citadas.',
		topics: 'Temas (uno por línea)',
		topicsHint:
			'De 10 a 110 caracteres cada uno; se convierten en el titular del borrador. Máximo 20 por tanda.',
		category: 'Categoría',
		submit: 'Crear borradores',
		creating: 'Creando borradores…',
		noTopics: 'Escribe al menos un tema.',
		tooMany: 'Escribe como máximo 20 temas por tanda.',
		created: (count: number) =>
			count === 1 ? 'Se ha creado 1 borrador' : `Se han creado ${formatNumber(count)} borradores`,
		createError: 'No se han podido guardar los borradores',
		duplicate:
			'Ya existe un borrador con la misma dirección; cambia el tema y vuelve a intentarlo.',
		tryAgain: 'Comprueba tu conexión y vuelve a intentarlo.',
		loadError:
			'No se han podido cargar los borradores. Recarga la página para intentarlo de nuevo.',
		listTitle: 'Borradores guardados',
		empty: 'Todavía no hay borradores.',
		columns: ['Titular', 'Categoría', 'Estado', 'Creado', 'Exportar'],
		noCategory: 'Sin categoría',
		status: { borrador: 'Borrador', revision: 'En revisión', publicado: 'Publicado' } as Record<
			string,
			string
		>,
		download: 'Descargar MDX',
		downloadLabel: (title: string) => `Descargar MDX de «${title}»`,
		needsCategory: 'Elige una categoría',
		exportHelp:
			'Guarda el archivo en content/blog/ con su nombre. Mientras lo completas, ponle un guion bajo delante (_nombre.mdx) para que no se publique.',
	},
	siteReview: {
		title: 'Revisión del sitio',
		description:
			'Estado del sitio: la última construcción (identificador, fecha, páginas por plantilla y enlaces internos rotos), las peticiones recientes y los web vitals de esta visita.',
		build: 'Construcción',
		buildId: 'Identificador',
		builtAt: 'Fecha',
		commit: 'Commit',
		pages: 'Páginas por plantilla',
		template: 'Plantilla',
		count: 'Páginas',
		total: 'Total',
		links: 'Enlaces internos',
		checked: (links: number, pages: number) =>
			`${formatNumber(links)} enlaces internos comprobados en ${formatNumber(pages)} páginas.`,
		noBroken: 'No hay enlaces rotos.',
		broken: (count: number) =>
			count === 1 ? '1 enlace roto' : `${formatNumber(count)} enlaces rotos`,
		brokenColumns: ['Página', 'Enlace'],
		loadError:
			'No se ha podido leer el informe de la construcción (/build-report.json). Vuelve a construir el sitio.',
		loading: 'Cargando el informe…',
		requests: 'Peticiones recientes de esta página',
		requestsNote:
			'Las últimas 20 peticiones al backend (Supabase) de esta pestaña, con su estado y duración.',
		noRequests: 'Todavía no hay peticiones registradas en esta pestaña.',
		requestColumns: ['Hora', 'Método', 'Dirección', 'Estado', 'Duración'],
		networkError: 'sin respuesta',
		vitals: 'Web vitals de esta visita',
		vitalsNote:
			'Medidas por el navegador en esta página y valoradas con los umbrales de la especificación; algunas (INP, CLS) se completan al interactuar.',
		noVitals: 'El navegador aún no ha medido ninguna.',
		vitalColumns: ['Métrica', 'Valor', 'Valoración'],
		ratings: { good: 'Buena', 'needs-improvement': 'Mejorable', poor: 'Mala' },
	},
	admin: {
		title: 'Administración',
		description:
			'Área del equipo: tickets de soporte, usuarios y roles, solicitudes, notificaciones, contactos, respuestas de IA y noticias.',
	},
	statistics: {
		title: 'Estadísticas',
		description:
			'Altas por rol, simulaciones y valoraciones guardadas, tickets y tiempo de primera respuesta, y contactos por origen y estado.',
	},
} as const;
