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

	it('keeps formulas as text (OWASP CSV injection) and negative numbers as numbers', () => {
		const csv = toCsv(
			['Valor'],
			[
				['=HYPERLINK("https://evil.example","Pulsa")'],
				['+34 600 111 222'],
				["-2+3+cmd|' /C calc'!A0"],
				['@SUM(A1:A2)'],
				['\tcon tabulador'],
				['\rcon retorno'],
				['-1234,5'],
				[-1234.5],
				['Ana-María'],
			],
		);
		expect(csv.split('\r\n').slice(1, -1)).toEqual([
			`"'=HYPERLINK(""https://evil.example"",""Pulsa"")"`,
			`"'+34 600 111 222"`,
			`"'-2+3+cmd|' /C calc'!A0"`,
			`"'@SUM(A1:A2)"`,
			`"'\tcon tabulador"`,
			`"'\rcon retorno"`,
			'-1234,5',
			'-1234,5',
			'Ana-María',
		]);
	});
});
