import { describe, expect, it } from 'vitest';
import { withGuideRoutes } from '~/lib/site/guideRoutes.ts';
import type { RouteEntry } from '~/lib/site/routes.ts';

const r = (path: string, title: string): RouteEntry => ({
	path,
	title,
	group: 'Hipotecas',
	keywords: [],
});

describe('withGuideRoutes', () => {
	it('adds guides the registry lacks after its last /blog/ route and keeps its own titles', () => {
		const routes = [
			r('/', 'Inicio'),
			r('/blog/fija-vs-variable', 'Hipoteca fija o variable'),
			r('/cookies', 'Cookies'),
		];
		const result = withGuideRoutes(routes, [
			{ id: 'fija-vs-variable', title: 'Guía larga de fija o variable' },
			{ id: 'hipoteca-inversa', title: 'La hipoteca inversa' },
		]);
		expect(result.map((x) => [x.path, x.title])).toEqual([
			['/', 'Inicio'],
			['/blog/fija-vs-variable', 'Hipoteca fija o variable'],
			['/blog/hipoteca-inversa', 'La hipoteca inversa'],
			['/cookies', 'Cookies'],
		]);
		expect(result[2]?.keywords).toEqual(['guía']);
	});
});
