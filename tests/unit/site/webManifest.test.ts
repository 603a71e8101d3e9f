import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appIcons, appleTouchIcon, webManifest } from '~/lib/site/webManifest.ts';

/** Width and height of a PNG file, read from its IHDR chunk. */
function pngSize(path: string): [number, number] {
	const png = readFileSync(new URL(`../../../public${path}`, import.meta.url));
	expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
	return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the web app manifest', () => {
	const manifest = webManifest();

	it('starts on the panel, in Spanish, with the brand colour', () => {
		expect(manifest).toMatchObject({
			name: 'Hipoteca Clara',
			short_name: 'H. Clara',
			lang: 'es-ES',
			start_url: '/dashboard',
			scope: '/',
			display: 'standalone',
			theme_color: '#175653',
		});
		expect(manifest.short_name.length).toBeLessThanOrEqual(12);
	});

	it('lists committed PNG icons of the sizes it declares', () => {
		for (const icon of [...appIcons, appleTouchIcon]) {
			expect(pngSize(icon.file), icon.file).toEqual([icon.size, icon.size]);
		}
		expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
			'192x192 any',
			'512x512 any',
			'192x192 maskable',
			'512x512 maskable',
		]);
	});

	it('has shortcuts to the simulator, support and the client forms', () => {
		expect(manifest.shortcuts.map((s) => [s.short_name, s.url])).toEqual([
			['Simulador', '/herramientas#simulador-completo'],
			['Soporte', '/soporte'],
			['Formularios', '/dashboard#formularios'],
		]);
	});
});
