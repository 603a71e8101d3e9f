import { fold } from '../kinds.ts';
import { decimalMarkOf, type DecimalMark } from './numbers.ts';

/**
 * A piece of text with its box, in page units with y growing downwards: `y` is the baseline
 * (the bottom of the letters) and `h` the letter height. pdf.js text items and tesseract's
 * word boxes both become boxes.
 */
export interface TextBox {
	page: number;
	x: number;
	y: number;
	w: number;
	h: number;
	text: string;
}

/** A run of boxes close together on one line: a label, a value or a table cell. */
export interface Cell {
	x: number;
	w: number;
	text: string;
}

/** One printed line: its cells left to right, and its text with cells two spaces apart. */
export interface Line {
	page: number;
	y: number;
	h: number;
	cells: Cell[];
	text: string;
	/** `text` folded (lower case, no accents), same indices. */
	folded: string;
	/** Where each cell starts in `text`. */
	starts: number[];
}

/** A document as lines in reading order (page, then top to bottom). */
export interface Layout {
	lines: Line[];
	/** How the document writes its amounts (judged from the whole text); ',' when not set. */
	decimal?: DecimalMark;
}

/** The layout with its decimal mark judged from its own text. */
function withDecimal(lines: Line[]): Layout {
	return { lines, decimal: decimalMarkOf(lines.map((l) => l.text).join('\n')) };
}

/** Gap between boxes, in letter heights, above which they are separate cells. */
const CELL_GAP = 1.1;

function makeLine(page: number, y: number, h: number, cells: Cell[]): Line {
	const starts: number[] = [];
	let text = '';
	for (const cell of cells) {
		if (text) text += '  ';
		starts.push(text.length);
		text += cell.text;
	}
	return { page, y, h, cells, text, folded: fold(text), starts };
}

/** Groups boxes into lines (same page, baselines within half a letter) and cells. */
export function layoutFromBoxes(boxes: readonly TextBox[]): Layout {
	const sorted = boxes
		.filter((b) => b.text.trim() !== '')
		.sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
	const groups: TextBox[][] = [];
	for (const box of sorted) {
		const last = groups.at(-1);
		const ref = last?.[0];
		if (
			last &&
			ref &&
			ref.page === box.page &&
			Math.abs(ref.y - box.y) < 0.5 * Math.max(ref.h, box.h)
		)
			last.push(box);
		else groups.push([box]);
	}
	const lines = groups.map((group) => {
		group.sort((a, b) => a.x - b.x);
		const h = Math.max(...group.map((b) => b.h));
		const cells: Cell[] = [];
		for (const box of group) {
			const text = box.text.replace(/\s+/g, ' ').trim();
			const cell = cells.at(-1);
			const gap = cell ? box.x - (cell.x + cell.w) : Infinity;
			if (cell && gap < CELL_GAP * h) {
				cell.text += gap > 0.15 * h || /\s$/.test(box.text) ? ` ${text}` : text;
				cell.w = Math.max(cell.w, box.x + box.w - cell.x);
			} else cells.push({ x: box.x, w: box.w, text });
		}
		const first = group[0] as TextBox;
		return makeLine(first.page, first.y, h, cells);
	});
	return withDecimal(lines);
}

/**
 * Plain text as a layout: one line per text line, one unit
 * per character across and one per line down; cells split at three or more spaces (so «directly under» still means the same column).
 */
export function layoutFromText(text: string): Layout {
	const lines: Line[] = [];
	let page = 1;
	let y = 0;
	for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
		y += 1;
		if (raw.includes('\f')) page += 1;
		const cells: Cell[] = [];
		for (const m of raw.replace(/[\t\u00a0\u202f\f]/g, ' ').matchAll(/\S+(?: {1,2}\S+)*/g))
			cells.push({ x: m.index, w: m[0].length, text: m[0] });
		if (cells.length > 0) lines.push(makeLine(page, y, 1, cells));
	}
	return withDecimal(lines);
}

/** The layout as text, one line per line: what detection and the «texto leído» panel use. */
export function layoutText(layout: Layout): string {
	let out = '';
	let page = layout.lines[0]?.page ?? 1;
	for (const line of layout.lines) {
		if (line.page !== page) out += '\n';
		page = line.page;
		out += `${line.text}\n`;
	}
	return out.trimEnd();
}

/** The horizontal extent of characters [start, end) of a line's text. */
export function spanX(line: Line, start: number, end: number): { x0: number; x1: number } {
	let k = line.starts.length - 1;
	while (k > 0 && (line.starts[k] ?? 0) > start) k -= 1;
	const cell = line.cells[k] as Cell;
	const from = line.starts[k] ?? 0;
	const per = cell.w / Math.max(1, cell.text.length);
	const x0 = cell.x + (start - from) * per;
	const x1 = cell.x + (Math.min(end, from + cell.text.length) - from) * per;
	return { x0, x1: Math.max(x1, x0 + per) };
}

/** Index of the cell that holds character `at` of the line's text. */
export function cellAt(line: Line, at: number): number {
	let k = line.starts.length - 1;
	while (k > 0 && (line.starts[k] ?? 0) > at) k -= 1;
	return k;
}
