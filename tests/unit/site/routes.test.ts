import { describe, expect, it } from 'vitest';
import { provinces } from '~/lib/places/provinces.ts';
import { isActivePath, legalRoutes, navRoutes, noindexPaths, routes } from '~/lib/site/routes.ts';
import { whatsappUrl } from '~/lib/site/site.ts';

describe('route registry', () => {
	it('has the 8 header links in the order of the specification', () => {
		expect(navRoutes.map((r) => [r.navLabel, r.path])).toEqual([
			['Inicio', '/'],
			['Quiénes Somos', '/quienes-somos'],
			['Servicios', '/servicios'],
			['Herramientas IA', '/herramientas'],
			['Planes', '/planes'],
			['Profesionales', '/profesionales'],
			['Noticias', '/blog'],
			['Contacto', '/contacto'],
		]);
	});

	it('lists every path once and one page per province', () => {
		const paths = routes.map((r) => r.path);
		expect(new Set(paths).size).toBe(paths.length);
		for (const p of provinces) expect(paths).toContain(`/hipoteca-${p.id}`);
	});

	it('keeps private areas out of the index and the legal pages in it', () => {
		for (const path of ['/auth', '/dashboard', '/admin', '/estadisticas', '/soporte']) {
			expect(noindexPaths).toContain(path);
		}
		expect(legalRoutes.map((r) => r.path)).toEqual(['/privacidad', '/terminos', '/cookies']);
	});

	it('marks a link active on its page and its subpages only', () => {
		expect(isActivePath('/', '/')).toBe(true);
		expect(isActivePath('/', '/blog')).toBe(false);
		expect(isActivePath('/blog', '/blog/noticia/euribor-baja')).toBe(true);
		expect(isActivePath('/blog', '/blog/')).toBe(true);
		expect(isActivePath('/planes', '/planesx')).toBe(false);
	});
});

describe('provinces and site config', () => {
	it('has the 52 provinces of the footer with unique slugs and communities', () => {
		expect(provinces).toHaveLength(52);
		expect(new Set(provinces.map((p) => p.id)).size).toBe(52);
		expect(provinces.find((p) => p.id === 'coruna')?.name).toBe('A Coruña');
		expect(provinces.find((p) => p.id === 'islas-baleares')?.name).toBe('Illes Balears');
		expect(provinces.find((p) => p.id === 'alava')?.name).toBe('Álava');
	});

	it('builds the WhatsApp link from the configured number and message', () => {
		expect(whatsappUrl).toBe(
			'https://wa.me/34610579342?text=Hola%2C%20me%20gustar%C3%ADa%20recibir%20informaci%C3%B3n%20sobre%20una%20hipoteca.',
		);
	});
});
