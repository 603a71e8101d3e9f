import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import type { PricePerM2, Province } from './provinceSchema.ts';

export type { PricePerM2, Province } from './provinceSchema.ts';

/**
 * All provinces in the order of the data file (alphabetical by slug), typed without zod so the
 * browser gets no validator with them: provinceSchema checks the file at build and in tests
 * (src/lib/data/validateDataFiles.ts).
 */
export const provinces = provinceData as readonly Province[];

/** Path of the mortgage page of a province. */
export function provincePath(id: string): string {
	return `/hipoteca-${id}`;
}

/** Reference €/m² of a province, or undefined for an unknown id or missing figure. */
export function provincePricePerM2(provinceId: string): PricePerM2 | undefined {
	return provinces.find((p) => p.id === provinceId)?.pricePerM2;
}
