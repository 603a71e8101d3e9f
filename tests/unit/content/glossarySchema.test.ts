import { describe, expect, it } from 'vitest';
import { glossaryTermSchema } from '~/lib/content/glossary.ts';

const base = {
	id: 'fein',
	term: 'FEIN',
	definition:
		'Ficha Europea de Información Normalizada: las condiciones personalizadas del préstamo.',
};

describe('glossaryTermSchema', () => {
	it('accepts an example, a guide with an anchor and the law that defines the term', () => {
		const term = {
			...base,
			example: 'La FEIN de tu oferta dice el tipo, la cuota y la TAE.',
			guide: 'firma-hipoteca-paso-a-paso#paso-3-los-documentos-que-te-tiene-que-dar-el-banco',
			law: {
				title: 'Ley 5/2019, reguladora de los contratos de crédito inmobiliario',
				article: 'art. 14.1.a',
				url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#a14',
			},
		};
		expect(glossaryTermSchema.parse(term)).toEqual(term);
	});
	it('still accepts a bare term', () => {
		expect(glossaryTermSchema.safeParse(base).success).toBe(true);
	});
	it('rejects a law link outside the official texts and a guide that is not a slug', () => {
		const law = glossaryTermSchema.safeParse({
			...base,
			law: { title: 'Ley 5/2019', url: 'https://www.ejemplo.com/ley-5-2019' },
		});
		expect(law.success).toBe(false);
		expect(law.error?.issues[0]?.message).toMatch(/texto oficial/);
		expect(glossaryTermSchema.safeParse({ ...base, guide: '/blog/Fija vs variable' }).success).toBe(
			false,
		);
	});
});
