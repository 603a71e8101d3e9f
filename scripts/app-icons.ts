/**
 * Draws the installable app's PNG icons (src/lib/site/webManifest.ts lists them) from
 * public/logo.svg with the Chromium the tests use, and writes them to public/icons/. Run it
 * after changing the logo: `npx node scripts/app-icons.ts`. The files are committed, so the
 * build needs no browser.
 *
 * - "any" icons: the logo as it is (rounded square, transparent corners).
 * - "maskable" icons and the apple-touch-icon: the brand colour fills the whole square (Android
 *   cuts its own shape, iOS rounds the corners) and the house sits inside the central 80 % safe
 *   zone, so no mask clips it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { appIcons, appleTouchIcon, brandColor, type AppIcon } from '../src/lib/site/webManifest.ts';
import { chromiumArgs, findChromium } from './chromium.ts';

const root = new URL('../', import.meta.url).pathname;
const logo = readFileSync(join(root, 'public/logo.svg'), 'utf8');

/** The logo's drawing without its rounded background (the house and the sun). */
const mark = logo
	.replace(/^<svg[^>]*>/, '')
	.replace(/<\/svg>\s*$/, '')
	.replace(/<rect[^>]*\/>/, '');

/** The SVG of one icon at `size` pixels. */
function svgFor(icon: AppIcon): string {
	if (icon.purpose === 'any')
		return logo.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
	// Full-bleed background; the mark scaled to 70 % around the centre (inside the safe zone).
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${icon.size}" height="${icon.size}"><rect width="32" height="32" fill="${brandColor}"/><g transform="translate(4.8 4.8) scale(0.7)">${mark}</g></svg>`;
}

const executablePath = findChromium();
if (!executablePath) throw new Error('No se encuentra Chromium (CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const page = await browser.newPage();
mkdirSync(join(root, 'public/icons'), { recursive: true });
for (const icon of [...appIcons, appleTouchIcon]) {
	await page.setViewportSize({ width: icon.size, height: icon.size });
	await page.setContent(
		`<html><body style="margin:0;background:transparent">${svgFor(icon)}</body></html>`,
	);
	await page.locator('svg').screenshot({
		path: join(root, 'public', icon.file),
		omitBackground: icon.purpose === 'any',
	});
	console.log(`${icon.file}  ${icon.size} × ${icon.size}`);
}
await browser.close();
