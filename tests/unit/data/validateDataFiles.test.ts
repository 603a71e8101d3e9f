import { describe, expect, it } from 'vitest';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import toolData from '../../../content/data/tools.json' with { type: 'json' };
import underwritingData from '../../../content/data/underwriting.json' with { type: 'json' };
import { validateDataFiles } from '../../../src/lib/data/validateDataFiles.ts';

const files = { provinces: provinceData, underwriting: underwritingData, tools: toolData };

describe('validateDataFiles (the files the browser reads without zod)', () => {
	it('accepts the data files as they are', () => {
		expect(() => validateDataFiles()).not.toThrow();
	});

	it('fails on a province too few, a bad rule or tools out of order', () => {
		expect(() => validateDataFiles({ ...files, provinces: provinceData.slice(1) })).toThrow();
		const [first, ...others] = provinceData;
		expect(() =>
			validateDataFiles({ ...files, provinces: [{ ...first, ine: 'xx' }, ...others] }),
		).toThrow();
		expect(() =>
			validateDataFiles({
				...files,
				underwriting: { ...underwritingData, tasaEsfuerzo: { maxPercent: 'treinta y cinco' } },
			}),
		).toThrow();
		expect(() => validateDataFiles({ ...files, tools: toolData.toReversed() })).toThrow();
	});
});
