/**
 * The account pages' paths, in a module of their own so that small browser code (the signed-in
 * header) can link to them without loading the whole route registry, which re-exports them.
 */

/** The sign-in page, where the gate of private pages sends signed-out visitors. */
export const signInPath = '/auth';

/** Query parameter of the sign-in page that holds the page to return to. */
export const RETURN_PARAM = 'redirect';

/**
 * The sign-in page that returns to `path` once signed in. `path` must already be a safe
 * same-site path (lib/session/gate.ts signInUrl checks one that comes from outside).
 */
export const signInFor = (path: string) =>
	`${signInPath}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;

/** The sign-in page opened on one tab: 'Iniciar Sesión' (login) or 'Empezar Gratis' (register). */
export const signInHref = (mode: 'login' | 'register') => `${signInPath}?mode=${mode}`;

/** Query parameter of the sign-up form that picks the user type ('inmobiliaria'…). */
export const ROLE_PARAM = 'rol';

/** The sign-up form with a user type already picked (the professionals' links). */
export const registerAs = (role: string) => `${signInHref('register')}&${ROLE_PARAM}=${role}`;

/** Where a person asks for a password reset link, and where that link leads. */
export const resetPasswordPath = '/reset-password';

/** Where a signed-in visitor lands when there is no page to return to. */
export const dashboardPath = '/dashboard';
