/**
 * Makes sure a Chromium exists for the browser tests. Browsers cannot be downloaded here
 * (no `playwright install`), so Debian's package is used; as root with apt available it is
 * installed, otherwise this fails loudly: browser tests are never skipped silently.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.ts';

const found = findChromium();
if (found) {
	console.log(`Chromium: ${found}`);
	process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
	console.error(
		'No se encuentra Chromium para las pruebas de navegador.\n' +
			'Instálalo con «sudo apt-get install -y chromium» o indica su ruta en CHROMIUM_PATH.',
	);
	process.exit(1);
}

console.log('Chromium no está instalado: instalando el paquete «chromium» de Debian…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
if (!findChromium()) {
	console.error('La instalación de Chromium terminó, pero el ejecutable no aparece.');
	process.exit(1);
}
