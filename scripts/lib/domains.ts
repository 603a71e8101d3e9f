/**
 * The domains of the portal, each with the one name it carries in every layer: its islands
 * folder, its store, its lib folder, its data module in lib/supabase, its tests. Migrations and
 * Edge Functions keep the names they were deployed with (hosted databases record them), so they
 * say their domain in a comment near the top: `-- Dominio: vault` / `// Dominio: vault`.
 * CONTRIBUTING.md's map is this list; tests/unit/code/domains.test.ts keeps the two the same and
 * checks every layer a domain claims holds files of its name.
 */

/** The layers a file can sit in, bottom to top (tests apart). */
export const layers = [
	'lib',
	'lib/supabase',
	'stores',
	'islands',
	'components',
	'pages',
	'migraciones',
	'funciones',
	'servidor local',
	'pruebas unitarias',
	'pruebas de integración',
	'pruebas de navegador',
] as const;
export type Layer = (typeof layers)[number];

/** What a signed-in domain has in every layer: its lib, data module, store, islands, migrations and unit tests. */
const signedInLayers: readonly Layer[] = [
	'lib',
	'lib/supabase',
	'stores',
	'islands',
	'migraciones',
	'pruebas unitarias',
];

export interface Domain {
	/** The name in every layer (folder and file-name prefix). */
	id: string;
	/** What it is, in Spanish, for the map. */
	what: string;
	/** Layers where it must have files. */
	layers: readonly Layer[];
}

export const domains: readonly Domain[] = [
	{
		id: 'session',
		what: 'Quién ha iniciado sesión: la cabecera, la puerta de las páginas privadas, la inactividad',
		layers: ['lib', 'stores', 'islands', 'pruebas unitarias', 'pruebas de navegador'],
	},
	{
		id: 'auth',
		what: 'Registro, acceso, contraseña olvidada y enlaces de email (/auth)',
		layers: [
			'lib',
			'stores',
			'islands',
			'servidor local',
			'pruebas unitarias',
			'pruebas de integración',
			'pruebas de navegador',
		],
	},
	{
		id: 'account',
		what: 'Perfil, credenciales, preferencia de emails y borrado de la cuenta',
		layers: [...signedInLayers, 'funciones', 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'notifications',
		what: 'La campana, la sección de avisos del panel y los avisos que envía el administrador',
		layers: [...signedInLayers, 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'application',
		what: 'La solicitud en 6 pasos: «Mi solicitud» y el seguimiento del administrador',
		layers: [...signedInLayers, 'pruebas de integración'],
	},
	{
		id: 'vault',
		what: 'La bóveda de documentos: subida, revisión, registro de accesos y retención',
		layers: [...signedInLayers, 'funciones', 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'support',
		what: 'Tickets de soporte con chat en directo (/soporte) y su bandeja en administración',
		layers: [...signedInLayers, 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'clientForm',
		what: 'Formularios compartibles de los profesionales, la firma del cliente y «Mis clientes»',
		layers: [...signedInLayers, 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'leads',
		what: 'Contactos: el formulario de contacto, los formularios firmados, su seguimiento y CSV',
		layers: [...signedInLayers, 'pruebas de integración'],
	},
	{
		id: 'simulations',
		what: 'Simulaciones guardadas de las calculadoras',
		layers: [...signedInLayers],
	},
	{
		id: 'valuation',
		what: 'Valoración de inmuebles y valoraciones guardadas',
		layers: [...signedInLayers, 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'loans',
		what: '«Mi hipoteca»: el préstamo de cada persona, sus revisiones, la comprobación de mejora y sus avisos',
		layers: [...signedInLayers, 'funciones', 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'roleRequests',
		what: 'Peticiones de cambio de rol (profesionales) y su decisión',
		layers: [...signedInLayers, 'pruebas de integración'],
	},
	{
		id: 'statistics',
		what: 'Estadísticas del administrador (/estadisticas), agregadas en SQL',
		layers: [...signedInLayers, 'pruebas de navegador'],
	},
	{
		id: 'newsDrafts',
		what: 'Borradores de noticias: el generador y su lista en administración',
		layers: ['lib', 'lib/supabase', 'stores', 'islands', 'pruebas unitarias'],
	},
	{
		id: 'ai',
		what: 'Los asistentes de IA, su motor sin conexión, la caché de respuestas y su revisión',
		layers: [...signedInLayers, 'funciones', 'pruebas de integración'],
	},
	{
		id: 'documentReader',
		what: 'Lector de documentos en el navegador (nómina, FEIN, nota simple, renta)',
		layers: ['lib', 'islands', 'pruebas unitarias', 'pruebas de navegador'],
	},
	{
		id: 'offerComparison',
		what: 'Comparador de ofertas (FEIN) y sus enlaces compartidos',
		layers: ['lib', 'pruebas unitarias', 'pruebas de integración', 'pruebas de navegador'],
	},
	{
		id: 'email',
		what: 'Emails transaccionales: cola, plantillas con un solo marco y envío',
		layers: [
			'migraciones',
			'funciones',
			'servidor local',
			'pruebas unitarias',
			'pruebas de integración',
			'pruebas de navegador',
		],
	},
	{
		id: 'admin',
		what: 'El armazón de /admin, su propio dominio (usuarios) y sus herramientas',
		layers: [...signedInLayers],
	},
	{
		id: 'dashboard',
		what: 'El armazón de Mi Panel (/dashboard): carga cada sección de su dominio',
		layers: ['islands', 'pruebas de navegador'],
	},
];
