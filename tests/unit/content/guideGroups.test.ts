import { describe, expect, it } from 'vitest';
import { groupGuides, guideGroups } from '~/lib/content/guideGroups.ts';

describe('groupGuides', () => {
	it('keeps the groups order, drops empty groups and puts unknown guides under «Más guías»', () => {
		const guides = [
			{ id: 'nueva-guia' },
			{ id: 'fija-vs-variable' },
			{ id: 'calcular-capacidad-hipoteca' },
		];
		expect(groupGuides(guides).map((g) => [g.title, g.guides.map((x) => x.id)])).toEqual([
			['Antes de comprar', ['calcular-capacidad-hipoteca']],
			['Elegir y firmar la hipoteca', ['fija-vs-variable']],
			['Más guías', ['nueva-guia']],
		]);
	});
	it('names each slug of the contract once', () => {
		const slugs = guideGroups.flatMap((g) => [...g.slugs]);
		expect(new Set(slugs).size).toBe(slugs.length);
		expect(slugs).toHaveLength(25);
	});
});
