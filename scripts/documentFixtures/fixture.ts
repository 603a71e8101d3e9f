import type { FontName, PageSize, Piece } from './pdf.ts';

/** How a field's expected value is compared with what the reader returns. */
export type Compare = 'money' | 'number' | 'date' | 'text' | 'list' | 'month';

/** One expected entry of a nota simple's «Cargas» section (the fixture contract's `charges`). */
export interface ExpectedCharge {
	tipo: string;
	titular: string;
	importe: string;
	fecha: string;
}

/** A field's expectation: how to compare and the true value ('' = the field must stay empty). */
export type Expectation = [Compare, string] | ['charges', ExpectedCharge[]];

/** One generated document: its pages, the kind the reader should detect and the true values. */
export interface Fixture {
	id: string;
	kind: 'nomina' | 'oferta' | 'nota-simple' | 'renta';
	/** What layout it imitates, for the report. */
	layout: string;
	pages: Piece[][];
	/** Field key → how to compare and the true value ('' = the field must stay empty). */
	expected: Record<string, Expectation>;
	/** Also written as a scanned image (pages rasterised with noise, rotation and JPEG). */
	scan?: boolean;
	/** The pages' size (A4 upright when not set). */
	size?: PageSize;
}

/** A page builder: text at (x, y) with the page's default font and size. */
export function page(font: FontName = 'Helvetica', size = 9) {
	const pieces: Piece[] = [];
	const put = (x: number, y: number, text: string, opts: Partial<Piece> = {}) => {
		pieces.push({ x, y, text, font, size, ...opts });
		return put;
	};
	/** A label with leader dots up to `to` (points), as official forms print them. */
	const dotted = (x: number, y: number, label: string, to: number) => {
		const width = label.length * size * 0.5;
		const dots = Math.max(3, Math.floor((to - x - width) / (size * 0.28)));
		put(x, y, `${label} ${'.'.repeat(dots)}`);
	};
	return { pieces, put, dotted };
}
