/**
 * How the guides index groups the guides: by the moment of the purchase a reader is in. A guide
 * not named here still appears, under «Más guías», so a new guide never goes missing.
 */
export const guideGroups = [
	{
		id: 'antes-de-comprar',
		title: 'Antes de comprar',
		slugs: [
			'guia-comprar-primera-vivienda',
			'calcular-capacidad-hipoteca',
			'gastos-compraventa-hipoteca',
			'documentos-necesarios-hipoteca',
			'errores-comunes-hipoteca',
			'hipoteca-95-100',
			'hipoteca-funcionarios',
			'hipoteca-no-residentes-extranjeros',
			'hipoteca-segunda-vivienda-inversion',
			'hipoteca-obra-nueva-autopromocion-sobre-plano',
		],
	},
	{
		id: 'elegir-y-firmar',
		title: 'Elegir y firmar la hipoteca',
		slugs: [
			'fija-vs-variable',
			'hipoteca-mixta-cuando-conviene',
			'euribor-que-es-como-afecta',
			'tasacion-vivienda-hipoteca',
			'seguros-vinculados-hipoteca',
			'bonificaciones-vinculacion-hipoteca',
			'firma-hipoteca-paso-a-paso',
		],
	},
	{
		id: 'con-la-hipoteca',
		title: 'Con la hipoteca en marcha',
		slugs: [
			'amortizar-hipoteca-cuota-o-plazo',
			'pasar-hipoteca-variable-a-fija',
			'no-puedo-pagar-hipoteca',
			'clausula-suelo-irph',
			'cancelar-hipoteca-registro',
		],
	},
	{
		id: 'situaciones-especiales',
		title: 'Situaciones especiales',
		slugs: ['divorcio-separacion-hipoteca', 'heredar-vivienda-con-hipoteca', 'hipoteca-inversa'],
	},
] as const;

/** A group of the index with the guides that exist, in the group's order. */
export interface GuideGroup<G> {
	id: string;
	title: string;
	guides: G[];
}

/**
 * The existing guides in their groups (empty groups dropped); guides no group names go last
 * under «Más guías», in the order given.
 */
export function groupGuides<G extends { id: string }>(guides: readonly G[]): GuideGroup<G>[] {
	const byId = new Map(guides.map((g) => [g.id, g]));
	const named = new Set<string>(guideGroups.flatMap((g) => g.slugs));
	const groups: GuideGroup<G>[] = guideGroups.map((group) => ({
		id: group.id,
		title: group.title,
		guides: group.slugs.flatMap((slug) => byId.get(slug) ?? []),
	}));
	groups.push({
		id: 'mas-guias',
		title: 'Más guías',
		guides: guides.filter((g) => !named.has(g.id)),
	});
	return groups.filter((g) => g.guides.length > 0);
}
