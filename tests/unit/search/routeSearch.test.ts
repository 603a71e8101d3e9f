import { describe, expect, it } from 'vitest';
import { foldText, queryWords } from '~/lib/search/normalize.ts';
import { routeMatches, searchRoutes } from '~/lib/search/routeSearch.ts';
import { routes } from '~/lib/site/routes.ts';

describe('foldText', () => {
	it('ignores accents, ñ tildes and case', () => {
		expect(foldText('Valoración ÁTICO Peñíscola')).toBe('valoracion atico peniscola');
	});

	it('splits a query into folded words', () => {
		expect(queryWords('  Guía   FIJA ')).toEqual(['guia', 'fija']);
		expect(queryWords('   ')).toEqual([]);
	});
});

describe('searchRoutes', () => {
	it('lists the seven groups in the order of the specification when the query is blank', () => {
		expect(searchRoutes(routes, '').map((g) => g.group)).toEqual([
			'Principal',
			'Hipotecas',
			'Ciudades',
			'Servicios',
			'Usuario',
			'Admin',
			'Legal',
		]);
	});

	it('finds "Valoración de inmueble" by "valoracion" and by "VALORACIÓN"', () => {
		for (const query of ['valoracion', 'VALORACIÓN', 'valoración']) {
			const found = searchRoutes(routes, query).flatMap((g) => g.items.map((r) => r.path));
			expect(found).toContain('/valoracion-inmueble');
		}
	});

	it('matches keywords as well as titles, and needs every word', () => {
		expect(routeMatches({ title: 'Planes', keywords: ['precios', 'tarifas'] }, ['tarifas'])).toBe(
			true,
		);
		expect(routeMatches({ title: 'Planes', keywords: ['precios'] }, ['planes', 'gratis'])).toBe(
			false,
		);
		const found = searchRoutes(routes, 'cambiar de banco').flatMap((g) => g.items);
		expect(found.map((r) => r.path)).toEqual(['/subrogacion-hipoteca']);
	});

	it('keeps /admin and /estadisticas in the Admin group', () => {
		const admin = searchRoutes(routes, '').find((g) => g.group === 'Admin');
		expect(admin?.items.map((r) => r.path)).toEqual(
			expect.arrayContaining(['/admin', '/estadisticas']),
		);
	});

	it('drops empty groups and returns nothing for a word no page has', () => {
		expect(searchRoutes(routes, 'zzzxq')).toEqual([]);
		expect(searchRoutes(routes, 'cordoba').map((g) => g.group)).toEqual(['Ciudades']);
	});
});
