import { toolHref } from '../tools/catalog.ts';
import { provincePath, provinces } from '../places/provinces.ts';
import { dashboardPath, resetPasswordPath, signInHref, signInPath } from './accountPaths.ts';

/** Groups of the command palette and the search page, in display order. */
export const routeGroups = [
	'Principal',
	'Hipotecas',
	'Ciudades',
	'Servicios',
	'Usuario',
	'Admin',
	'Legal',
] as const;

/** A group of routes. */
export type RouteGroup = (typeof routeGroups)[number];

/** One page of the site as navigation, search and the sitemap see it. */
export interface RouteEntry {
	/** Path without trailing slash ('/' for the home page). */
	path: string;
	/** Short Spanish title used in menus and search. */
	title: string;
	/** Group in the command palette. */
	group: RouteGroup;
	/** Extra words a person might search for. */
	keywords: readonly string[];
	/** Label in the fixed header, when the page is one of the 8 main links. */
	navLabel?: string;
	/** Pages that search engines must not index (and the sitemap leaves out). */
	noindex?: boolean;
}

const route = (
	path: string,
	title: string,
	group: RouteGroup,
	keywords: readonly string[] = [],
	extra: Pick<RouteEntry, 'navLabel' | 'noindex'> = {},
): RouteEntry => ({ path, title, group, keywords, ...extra });

export { dashboardPath, resetPasswordPath, signInHref, signInPath };

/** Every route of the site (SPEC section 2), the single list that header, footer, palette and sitemap read. */
export const routes: readonly RouteEntry[] = [
	route('/', 'Inicio', 'Principal', ['home', 'portada'], { navLabel: 'Inicio' }),
	route('/quienes-somos', 'Quiénes Somos', 'Principal', ['empresa', 'equipo', 'nosotros'], {
		navLabel: 'Quiénes Somos',
	}),
	route('/servicios', 'Servicios', 'Servicios', ['asesoramiento', 'gestión', 'broker'], {
		navLabel: 'Servicios',
	}),
	route('/herramientas', 'Herramientas IA', 'Servicios', ['calculadora', 'simulador', 'ia'], {
		navLabel: 'Herramientas IA',
	}),
	route('/planes', 'Planes', 'Servicios', ['precios', 'tarifas', 'honorarios'], {
		navLabel: 'Planes',
	}),
	route(
		'/profesionales',
		'Profesionales',
		'Servicios',
		['inmobiliarias', 'promotoras', 'agentes'],
		{
			navLabel: 'Profesionales',
		},
	),
	route('/blog', 'Noticias', 'Principal', ['blog', 'actualidad', 'euríbor'], {
		navLabel: 'Noticias',
	}),
	route('/contacto', 'Contacto', 'Principal', ['teléfono', 'email', 'whatsapp'], {
		navLabel: 'Contacto',
	}),
	route(toolHref('simulador-completo'), 'Simulador de hipoteca', 'Hipotecas', [
		'cuota',
		'amortización',
		'calculadora',
	]),
	route(toolHref('viabilidad'), 'Viabilidad de tu hipoteca', 'Hipotecas', ['ahorro', 'sueldo']),
	route(toolHref('precio-maximo'), 'Precio máximo de vivienda', 'Hipotecas', ['presupuesto']),
	route('/hipoteca-joven', 'Hipoteca joven', 'Hipotecas', ['menores de 35', 'aval ico', '100%']),
	route('/hipoteca-autonomos', 'Hipoteca para autónomos', 'Hipotecas', ['freelance', 'renta']),
	route('/subrogacion-hipoteca', 'Subrogación de hipoteca', 'Hipotecas', ['cambiar de banco']),
	route('/reunificacion-deudas', 'Reunificación de deudas', 'Hipotecas', ['préstamos', 'deudas']),
	route('/valoracion-inmueble', 'Valoración de inmueble', 'Servicios', ['tasación', 'precio']),
	route(
		'/blog/guia-comprar-primera-vivienda',
		'Guía para comprar tu primera vivienda',
		'Hipotecas',
		['guía'],
	),
	route(
		'/blog/calcular-capacidad-hipoteca',
		'Cómo calcular tu capacidad hipotecaria',
		'Hipotecas',
		['guía'],
	),
	route('/blog/documentos-necesarios-hipoteca', 'Documentos para pedir una hipoteca', 'Hipotecas', [
		'guía',
		'papeles',
	]),
	route('/blog/fija-vs-variable', 'Hipoteca fija o variable', 'Hipotecas', ['guía', 'euríbor']),
	route('/blog/errores-comunes-hipoteca', 'Errores comunes al pedir una hipoteca', 'Hipotecas', [
		'guía',
	]),
	route('/blog/glosario-hipotecario', 'Glosario hipotecario', 'Hipotecas', [
		'diccionario',
		'términos',
	]),
	route('/hipotecas/ciudades', 'Hipotecas por ciudad', 'Ciudades', ['municipios', 'localidades']),
	...provinces.map((p) =>
		route(provincePath(p.id), `Hipoteca en ${p.name}`, 'Ciudades', [p.capital, 'provincia']),
	),
	route(signInPath, 'Iniciar sesión', 'Usuario', ['login', 'registro', 'cuenta'], {
		noindex: true,
	}),
	route(dashboardPath, 'Mi Panel', 'Usuario', ['panel', 'mis simulaciones'], { noindex: true }),
	route('/soporte', 'Soporte', 'Usuario', ['ayuda', 'tickets', 'chat'], { noindex: true }),
	route(resetPasswordPath, 'Restablecer contraseña', 'Usuario', ['contraseña'], { noindex: true }),
	route('/admin', 'Administración', 'Admin', ['gestión'], { noindex: true }),
	route('/estadisticas', 'Estadísticas', 'Admin', ['métricas'], { noindex: true }),
	route(
		'/generate-news-bulk',
		'Borradores de noticias',
		'Admin',
		['generar noticias', 'redacción', 'mdx'],
		{ noindex: true },
	),
	route('/revision-codigo', 'Revisión del sitio', 'Admin', ['enlaces rotos', 'build', 'salud'], {
		noindex: true,
	}),
	route(
		'/image-optimizer',
		'Optimizador de imágenes',
		'Servicios',
		['imágenes', 'fotos', 'webp', 'avif', 'comprimir'],
		{ noindex: true },
	),
	route('/privacidad', 'Política de privacidad', 'Legal', ['datos personales', 'rgpd']),
	route('/terminos', 'Términos y condiciones', 'Legal', ['condiciones', 'aviso legal']),
	route('/cookies', 'Política de cookies', 'Legal', ['cookies']),
];

/** The 8 header links, in the order of the specification. */
export const navRoutes = routes.filter((r) => r.navLabel !== undefined);

/** Legal pages linked from the footer. */
export const legalRoutes = routes.filter((r) => r.group === 'Legal');

/** Paths that must never be indexed nor listed in the sitemap (besides 404). */
export const noindexPaths: readonly string[] = [
	...routes.filter((r) => r.noindex).map((r) => r.path),
	'/buscar',
	'/privacy',
	'/terms',
	'/formulario',
	'/sin-conexion',
	'/cuenta-eliminada',
];

/** Whether `path` is the current page or a section inside it (for the active header link). */
export function isActivePath(linkPath: string, currentPath: string): boolean {
	const current = currentPath.replace(/\/+$/, '') || '/';
	if (linkPath === '/') return current === '/';
	return current === linkPath || current.startsWith(`${linkPath}/`);
}

/** Paths only admins may open: the Admin group of the registry. */
export const adminPaths: readonly string[] = routes
	.filter((r) => r.group === 'Admin')
	.map((r) => r.path);
