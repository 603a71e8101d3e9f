/**
 * Every text SPEC.md defines, copied once (issue 45: the spec's texts are contracts). The
 * dictionaries the UI reads (i18n/es.ts, auth/screenTexts.ts, auth/messages.ts) hold the same
 * strings; tests/e2e/specTexts.spec.ts reads this list and finds each text where `place` says a
 * person meets it, so a rename in a dictionary fails there. Where a better wording seemed right,
 * the spec's text stays in the UI and the reason is written beside it (e.g. 'Siguiente →').
 */

/** Where a person meets a text: the browser test knows how to reach each place. */
export type SpecPlace =
	| 'header'
	| 'home'
	| 'register'
	| 'registerBusy'
	| 'login'
	| 'loginBusy'
	| 'registerRule'
	| 'loginRule'
	| 'toast'
	| 'notFound'
	| 'palette'
	| 'paletteEmpty'
	| 'signedInHeader'
	| 'bell'
	| 'inactivity'
	| 'fallback';

/** One text of the spec, with its section and where it shows. */
export interface SpecText {
	text: string;
	section: string;
	place: SpecPlace;
}

const at =
	(section: string, place: SpecPlace) =>
	(...texts: string[]): SpecText[] =>
		texts.map((text) => ({ text, section, place }));

/** The texts of SPEC.md, section by section. */
export const specTexts: readonly SpecText[] = [
	...at('2 Global UI', 'header')(
		'Inicio',
		'Quiénes Somos',
		'Servicios',
		'Herramientas IA',
		'Planes',
		'Profesionales',
		'Noticias',
		'Contacto',
		'Iniciar Sesión',
		'Empezar Gratis',
	),
	...at('2 Global UI', 'signedInHeader')('Mi Panel'),
	...at('2 Global UI', 'palette')(
		'Buscar página... (Ctrl+K)',
		'Principal',
		'Hipotecas',
		'Ciudades',
		'Servicios',
		'Usuario',
		'Admin',
		'Legal',
	),
	...at('2 Global UI', 'paletteEmpty')('No se encontraron resultados.'),
	...at('2 Global UI', 'home')('Calcular Financiación Gratis', 'Ver Planes'),
	...at('2 Global UI', 'bell')('No hay notificaciones', 'Marcar todas como leídas'),
	...at('2 Auth screen', 'register')(
		'Iniciar Sesión',
		'Registrarse',
		'¿Ya te has registrado? →',
		'Mínimo 8 caracteres',
		'Siguiente →',
	),
	...at('2 Auth screen', 'registerBusy')('Registrando...'),
	...at('2 Auth screen', 'login')('¿Olvidaste tu contraseña?'),
	...at('2 Auth screen', 'loginBusy')('Iniciando sesión...'),
	...at('2 Screens', 'notFound')('Página No Encontrada', 'Volver al Inicio'),
	...at('5 Validation', 'registerRule')(
		'El nombre debe tener al menos 2 caracteres',
		'El nombre no puede exceder 100 caracteres',
		'Los apellidos deben tener al menos 2 caracteres',
		'Los apellidos no pueden exceder 100 caracteres',
		'El teléfono debe tener al menos 9 dígitos',
		'El teléfono no puede exceder 20 caracteres',
		'Email inválido',
		'El email no puede exceder 255 caracteres',
		'La contraseña debe tener al menos 8 caracteres',
		'La contraseña no puede exceder 100 caracteres',
		'Debes aceptar las condiciones para continuar',
	),
	...at('5 Validation', 'loginRule')('La contraseña es requerida'),
	...at('8 Errors', 'toast')(
		'Error de validación',
		'Error al iniciar sesión',
		'Error en el registro',
		'Error',
		'Registro iniciado',
		'Revisa tu correo y confirma tu cuenta para iniciar sesión.',
	),
	...at('8 Errors', 'inactivity')(
		'Sesión a punto de expirar',
		'Tu sesión expirará en 5 minutos por inactividad.',
		'Sesión expirada',
		'Tu sesión ha expirado por inactividad. Por favor, inicia sesión nuevamente.',
	),
	...at('8 Errors', 'fallback')(
		'Algo salió mal',
		'Lo sentimos, ha ocurrido un error inesperado. Nuestro equipo ha sido notificado.',
		'Intentar de nuevo',
		'Volver al inicio',
		'Reportar incidente (ID:',
	),
];

/** The spec's texts met at `place`. */
export const specTextsAt = (place: SpecPlace): string[] =>
	specTexts.filter((t) => t.place === place).map((t) => t.text);
