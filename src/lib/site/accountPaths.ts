/**
 * The account pages' paths, in a module of their own so that small browser code (the signed-in
 * header) can link to them without loading the whole route registry, which re-exports them.
 */

/** The sign-in page, where the gate of private pages sends signed-out visitors. */
export const signInPath = '/auth';

/** The sign-in page opened on one tab: 'Iniciar Sesión' (login) or 'Empezar Gratis' (register). */
export const signInHref = (mode: 'login' | 'register') => `${signInPath}?mode=${mode}`;

/** Where a person asks for a password reset link, and where that link leads. */
export const resetPasswordPath = '/reset-password';

/** Where a signed-in visitor lands when there is no page to return to. */
export const dashboardPath = '/dashboard';
