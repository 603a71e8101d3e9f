/**
 * What the signed-in header's buttons look like, shared by the first, script-only version
 * (headerLite.ts, before any interaction) and the React one that replaces it: the same classes
 * and icons, so the swap moves nothing.
 */
export const sessionUi = {
	dashboardLink: 'btn btn-primary hidden whitespace-nowrap sm:inline-flex',
	iconButton: 'btn btn-outline relative h-11 w-11 p-0',
	badge:
		'absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-xs leading-none font-bold text-white dark:text-bg',
	menuName: 'px-1 text-sm font-semibold break-words',
	bellIcon: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
	accountIcon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
} as const;

/** Badge text: the unread count, '9+' beyond nine. */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

/** The parts the React header opens when the script-only one was used before it loaded. */
export type SessionPart = 'bell' | 'account';
