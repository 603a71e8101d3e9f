/**
 * What the sign-in, sign-up and password-reset screens say (SPEC.md sections 2 and 8). Texts
 * SPEC.md fixes are copied verbatim; the rest is ours. The rule messages live in messages.ts.
 */
export const authToasts = {
	validation: 'Error de validación',
	loginFailed: 'Error al iniciar sesión',
	registerFailed: 'Error en el registro',
	termsTitle: 'Error',
	welcomeTitle: '¡Bienvenido!',
	welcome: 'Has iniciado sesión correctamente',
	registeredTitle: 'Registro iniciado',
	registered: 'Revisa tu correo y confirma tu cuenta para iniciar sesión.',
	confirmedTitle: 'Cuenta confirmada',
	confirmed: 'Tu email está confirmado y ya has iniciado sesión.',
	linkFailedTitle: 'Enlace no válido',
	resetSentTitle: 'Revisa tu correo',
	resetSent:
		'Si hay una cuenta con ese email, te hemos enviado un enlace para crear una contraseña nueva.',
	resetFailed: 'No se pudo enviar el enlace',
	passwordFailed: 'No se pudo cambiar la contraseña',
	passwordChangedTitle: 'Contraseña actualizada',
	passwordChanged: 'Has iniciado sesión con tu nueva contraseña.',
} as const;

/** Labels and help of the auth screen. */
export const authScreen = {
	title: 'Accede a tu cuenta',
	lead: 'Guarda tus simulaciones, sigue tu solicitud y habla con tu asesor desde tu panel.',
	tabsLabel: 'Acceso a tu cuenta',
	loginTab: 'Iniciar Sesión',
	registerTab: 'Registrarse',
	switchToLogin: '¿Ya te has registrado? →',
	switchToRegister: '¿Aún no tienes cuenta? Regístrate →',
	email: 'Email',
	password: 'Contraseña',
	passwordHint: 'Mínimo 8 caracteres',
	forgot: '¿Olvidaste tu contraseña?',
	loginSubmit: 'Iniciar Sesión',
	loginBusy: 'Iniciando sesión...',
	roleLegend: 'Tipo de usuario',
	firstName: 'Nombre',
	lastName: 'Apellidos',
	phone: 'Teléfono',
	termsBefore: 'Acepto los ',
	termsLink: 'términos y condiciones',
	termsAfter: ' y la ',
	privacyLink: 'política de privacidad',
	/**
	 * SPEC.md section 2 fixes 'Siguiente →' (and 'Registrando...' while busy). «Crear cuenta» says
	 * better what the press does (the account is created, then the email confirms it), but the
	 * spec's texts are contracts (issue 45): the button's accessible name is the spec's text, and
	 * the form's heading and the confirm-your-email step say what happens next.
	 */
	registerSubmit: 'Siguiente →',
	registerBusy: 'Registrando...',
	confirmTitle: 'Confirma tu email',
	confirmText: (email: string) =>
		`Te hemos enviado un enlace a ${email}. Ábrelo para activar tu cuenta; después podrás iniciar sesión.`,
	confirmSpam: 'Si no lo ves en unos minutos, mira en la carpeta de correo no deseado.',
	confirmContinue: 'Ir a Iniciar Sesión',
	checking: 'Comprobando tu sesión...',
	loading: 'Cargando el formulario...',
	noScript: 'Para entrar o registrarte necesitas activar JavaScript en tu navegador.',
	redirecting: 'Ya has iniciado sesión. Te llevamos a tu página...',
} as const;

/** Labels and help of /reset-password. */
export const resetScreen = {
	title: 'Restablecer contraseña',
	lead: 'Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
	email: 'Email',
	submit: 'Enviar enlace',
	busy: 'Enviando...',
	sentTitle: 'Enlace enviado',
	sentText: (email: string) =>
		`Si ${email} tiene una cuenta, recibirás un correo con un enlace válido durante 1 hora.`,
	again: 'Enviar a otro email',
	newTitle: 'Crea tu nueva contraseña',
	newLead: 'Elige una contraseña de 8 a 100 caracteres. Después entrarás directamente a tu panel.',
	newPassword: 'Nueva contraseña',
	repeatPassword: 'Repite la nueva contraseña',
	newSubmit: 'Guardar contraseña',
	newBusy: 'Guardando...',
	backToLogin: 'Volver a Iniciar Sesión',
	checking: 'Comprobando el enlace...',
} as const;
