import type { TextBox } from './lines.ts';

/** The part of tesseract.js's result used here: blocks → paragraphs → lines → words. */
export interface OcrBlocks {
	paragraphs: {
		lines: {
			bbox: { y0: number; y1: number };
			baseline: { x0: number; y0: number; x1: number; y1: number };
			words: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
		}[];
	}[];
}

/**
 * tesseract.js word boxes as text boxes of page `page`: every word of a line sits where the
 * line's baseline starts (so the words of one printed row stay on one line even when the scan
 * is slightly crooked) and is as tall as the line's letters. Marks that are only rules
 * («|», «[», «—») are left out.
 */
export function boxesFromOcr(
	blocks: readonly OcrBlocks[] | null | undefined,
	page: number,
): TextBox[] {
	const boxes: TextBox[] = [];
	for (const block of blocks ?? [])
		for (const paragraph of block.paragraphs)
			for (const line of paragraph.lines) {
				const h = Math.max(1, (line.bbox.y1 - line.bbox.y0) * 0.75);
				for (const word of line.words) {
					// Table rules read as «|», «[», «—»: not words; a rule glued to a word goes.
					const text = word.text.trim().replace(/^[|[\]]+(?=\S)|(?<=\S)[|[\]]+$/g, '');
					if (!text || /^[|[\](){}_—–=~]+$/.test(text)) continue;
					boxes.push({
						page,
						x: word.bbox.x0,
						y: line.baseline.y0,
						w: word.bbox.x1 - word.bbox.x0,
						h,
						text,
					});
				}
			}
	return boxes;
}
