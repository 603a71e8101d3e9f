import { existsSync } from 'node:fs';

/** Chromium flags for this closed network: no sandbox as root, no GPU, no background calls. */
export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-quic',
	'--no-first-run',
	'--disable-sync',
];

/** Debian's Chromium, or the one CHROMIUM_PATH names; null when neither exists. */
export function findChromium(): string | null {
	const candidates = [
		process.env['CHROMIUM_PATH'],
		'/usr/bin/chromium',
		'/usr/bin/chromium-browser',
	];
	return (
		candidates.find((path): path is string => Boolean(path) && existsSync(path as string)) ?? null
	);
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's
 * chromium-headless-shell (the build Playwright itself uses for headless runs: no browser UI
 * to start, about a fifth less CPU per test on 2 cores), else the full Chromium.
 */
export function findTestChromium(): string | null {
	const explicit = process.env['CHROMIUM_PATH'];
	if (explicit && existsSync(explicit)) return explicit;
	const shells = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
	return shells.find((path) => existsSync(path)) ?? findChromium();
}
