/**
 * The installable app (issue 26 item 10): the web app manifest served at /manifest.webmanifest,
 * built from the brand, the route registry and the icons made from public/logo.svg
 * (scripts/app-icons.ts writes the PNG files listed here). Opened from the home screen it starts
 * on the panel; its shortcuts lead to the simulator, support and the client forms.
 */
import { toolHref } from '../tools/catalog.ts';
import { dashboardPath } from './accountPaths.ts';
import { site } from './site.ts';

/** The brand's colour: the logo's background, the browser bar and the installed app's frame. */
export const brandColor = '#175653';

/** Where the manifest is served. */
export const manifestPath = '/manifest.webmanifest';

/** One PNG icon made from the logo: `maskable` ones keep the mark inside the 80 % safe zone. */
export interface AppIcon {
	file: string;
	size: number;
	purpose: 'any' | 'maskable';
}

/** Every icon size the installers ask for (Android 192/512 and maskable, iOS 180). */
export const appIcons: readonly AppIcon[] = [
	{ file: '/icons/icon-192.png', size: 192, purpose: 'any' },
	{ file: '/icons/icon-512.png', size: 512, purpose: 'any' },
	{ file: '/icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
	{ file: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The icon iOS puts on the home screen (apple-touch-icon, no transparency, no mask). */
export const appleTouchIcon: AppIcon = {
	file: '/icons/apple-touch-icon.png',
	size: 180,
	purpose: 'maskable',
};

/** The manifest's members (https://www.w3.org/TR/appmanifest/). */
export function webManifest() {
	return {
		id: dashboardPath,
		name: site.brand,
		short_name: 'H. Clara',
		description: `Tu panel de ${site.brand}: simulaciones guardadas, valoraciones, formularios de clientes y soporte.`,
		lang: 'es-ES',
		dir: 'ltr',
		start_url: dashboardPath,
		scope: '/',
		display: 'standalone',
		orientation: 'any',
		background_color: '#ffffff',
		theme_color: brandColor,
		categories: ['finance'],
		icons: appIcons.map((icon) => ({
			src: icon.file,
			sizes: `${icon.size}x${icon.size}`,
			type: 'image/png',
			purpose: icon.purpose,
		})),
		shortcuts: [
			{
				name: 'Simulador de hipoteca',
				short_name: 'Simulador',
				url: toolHref('simulador-completo'),
			},
			{ name: 'Soporte', short_name: 'Soporte', url: '/soporte' },
			{
				name: 'Formularios de clientes',
				short_name: 'Formularios',
				url: `${dashboardPath}#formularios`,
			},
		].map((shortcut) => ({
			...shortcut,
			icons: [{ src: appIcons[0]?.file ?? '', sizes: '192x192', type: 'image/png' }],
		})),
	};
}
