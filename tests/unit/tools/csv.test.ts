import { describe, expect, it } from 'vitest';
import { toCsv } from '~/lib/tools/csv.ts';

describe('toCsv', () => {
	it('uses semicolons, decimal commas, quotes and a BOM', () => {
		const csv = toCsv(
			['Mes', 'Cuota (€)'],
			[
				[1, 843.2081],
				[2, 'a;b'],
			],
		);
		expect(csv).toBe('\uFEFFMes;Cuota (€)\r\n1;843,21\r\n2;"a;b"\r\n');
	});
});
