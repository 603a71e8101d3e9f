import { describe, expect, it } from 'vitest';
import communityData from '../../../content/data/communities.json' with { type: 'json' };
import euriborData from '../../../content/data/euribor.json' with { type: 'json' };
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { capacityOf } from '../../../src/lib/ai/calculate.ts';
import {
	buildIndex,
	indexData,
	loadIndex,
	serializeIndex,
	type SerializedIndex,
} from '../../../src/lib/ai/searchIndex.ts';

const data = assistantDataFromFiles();
const newest = euriborData.toSorted((a, b) => b.month.localeCompare(a.month))[0]!;

describe('the data served in the assistant index', () => {
	it('holds the latest Euribor month and every community of the files', () => {
		expect(data.euribor).toEqual({
			month: newest.month,
			ratePercent: newest.ratePercent,
			source: newest.source,
		});
		expect(data.tables.communities.map((c) => c.id)).toEqual(communityData.map((c) => c.id));
		expect(data.tables.costItems.some((c) => c.id === 'notaria-compraventa')).toBe(true);
	});

	it('survives the trip through JSON and is readable before the passages are stemmed', () => {
		const raw = JSON.parse(JSON.stringify(serializeIndex(buildIndex([], data)))) as SerializedIndex;
		expect(indexData(raw)).toEqual(data);
		expect(loadIndex(raw).data).toEqual(data);
	});

	it('refuses an index of another format (an old cached copy)', () => {
		const old = { version: 2, passages: [] } as unknown as SerializedIndex;
		expect(() => indexData(old)).toThrow('Índice del asistente con un formato desconocido.');
		expect(() => loadIndex(old)).toThrow('Índice del asistente con un formato desconocido.');
	});
});

describe('capacityOf: the affordability schema’s bounds without zod', () => {
	const ok = {
		income: 2400,
		debts: 0,
		savings: 35_000,
		age: 35,
		years: 30,
		rate: 3,
		provinceId: 'valencia',
	};

	it('computes the maximum payment as 35 % of the income less other debts', () => {
		// 35 % of 2.400 € is 840 €; with a 200 € car loan, 640 €.
		expect(capacityOf(ok, data.tables)?.maxPayment).toBeCloseTo(840, 6);
		expect(capacityOf({ ...ok, debts: 200 }, data.tables)?.maxPayment).toBeCloseTo(640, 6);
	});

	it('gives nothing for figures the schema refuses, as the engine would', () => {
		for (const bad of [
			{ age: 17 },
			{ age: 101 },
			{ age: 35.5 },
			{ years: 2.5 },
			{ years: 51 },
			{ rate: -0.1 },
			{ rate: 30.5 },
			{ income: 100_000_001 },
			{ savings: -1 },
			{ debts: Number.NaN },
		])
			expect(capacityOf({ ...ok, ...bad }, data.tables)).toBeUndefined();
	});
});
