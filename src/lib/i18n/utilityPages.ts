import { formatBytes, formatNumber, formatPercent } from '../format/index.ts';

/**
 * Spanish texts of the utility pages (image optimiser, news drafts, site review) and of the
 * access-denied screen of admin-only pages. Kept beside es.ts so that dictionary stays short.
 */
export const utilityUi = {
	accessDenied: {
		title: 'Acceso denegado',
		text: 'Esta página es solo para administradores.',
		signedOutText: 'Esta página es solo para administradores. Inicia sesión con una cuenta de administrador.',
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
} as const;
