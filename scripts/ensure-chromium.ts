/**
 * Makes sure a Chromium exists for the browser tests. Browsers cannot be downloaded here
 * (no `playwright install`), so Debian's package is used; as root with apt available it is
 * installed, otherwise this fails loudly: browser tests are never skipped silently.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium } from './chromium.ts';

const isRoot = process.getuid?.() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

const found = findChromium();
if (found) {
	// The tests prefer Debian's headless shell (lighter per test); without it they use the full
	// Chromium, so a failed install only costs time.
	if (findTestChromium() === found && !process.env['CHROMIUM_PATH'] && canInstall) {
		const install = () =>
			execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
				stdio: 'inherit',
				env,
			});
		try {
			try {
				install();
			} catch {
				// A fresh machine may have no package lists yet.
				execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
				install();
			}
		} catch {
			console.warn('No se pudo instalar chromium-headless-shell: las pruebas usan Chromium.');
		}
	}
	console.log(`Chromium: ${found}; pruebas de navegador: ${findTestChromium()}`);
	process.exit(0);
}

if (!canInstall) {
	console.error(
		'No se encuentra Chromium para las pruebas de navegador.\n' +
			'Instálalo con «sudo apt-get install -y chromium» o indica su ruta en CHROMIUM_PATH.',
	);
	process.exit(1);
}

console.log('Chromium no está instalado: instalando los paquetes de Debian…');
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
	stdio: 'inherit',
	env,
});
if (!findChromium()) {
	console.error('La instalación de Chromium terminó, pero el ejecutable no aparece.');
	process.exit(1);
}
