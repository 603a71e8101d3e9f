import { describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';

const plansOnly = buildIndex([], assistantDataFromFiles());
const ask = (q: string) => answerOffline(q, plansOnly);

describe('legal caps from Ley 5/2019, art. 23 (issue 46)', () => {
	it('gives both caps of a fixed loan when no year is said', () => {
		const a = ask(
			'¿Cuánta comisión me pueden cobrar como máximo por amortizar? Mi hipoteca es fija.',
		);
		expect(a.text).toContain('2\u00a0%');
		expect(a.text).toContain('1,5\u00a0%');
		expect(a.law?.href).toContain('BOE-A-2019-3814');
	});

	it('computes the cap in euros after the tenth year of a fixed loan', () => {
		// 1,5 % of 30.000 € = 450 €.
		expect(
			ask('tengo una fija de hace 12 años, si amortizo 30.000 € ¿cuánto me cobran?').text,
		).toContain('450\u00a0€');
	});

	it('charges nothing to move a variable loan to fixed with another bank after the third year', () => {
		const a = ask(
			'Quiero cambiar mi hipoteca variable a tipo fijo con otra entidad. La firmé hace cuatro años. ¿Qué comisión me pueden cobrar?',
		);
		expect(a.text).toContain('sin comisión');
		expect(a.text).not.toContain('0,15\u00a0% durante los cinco primeros');
	});
});

describe('the Euríbor series and the future', () => {
	it('answers the highest Euríbor of 2024 from the series', () => {
		// euribor.json: March 2024, 3,718 %.
		expect(ask('¿Cuál fue el euríbor más alto de 2024?').text).toContain(
			'marzo de 2024: 3,718\u00a0%',
		);
	});

	it('gives no figure for a future Euríbor and says nobody can promise it', () => {
		const a = ask('¿A cuánto estará el euríbor en diciembre de 2027?');
		expect(a.text).toMatch(/^No lo sé, y nadie puede saber/);
		expect(a.text).not.toMatch(/estará (en|al) [\d,]+/);
	});
});
