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
