import { cellAt, type Cell, type Layout, type Line } from './lines.ts';
import { scanNumbers, type NumberKind, type NumberToken } from './numbers.ts';

/** Where a label was found (see find.ts): its line and characters. */
interface At {
	line: number;
	start: number;
	end: number;
}

const aligned = (a: Cell, b: Cell, pad: number) => Math.abs(a.x - b.x) < pad;

/**
 * A row of captions printed under their values, as the boxes of the official payslip model do
 * («Empresa  Domicilio  C.I.F.» under the company's name, address and code): two or more short
 * cells without digits, most of them starting where a cell of the line right above starts, and
 * closer to that line than to the one below (a heading sits closer to the values under it).
 */
export function isCaptionRow(layout: Layout, index: number): boolean {
	const line = layout.lines[index];
	const up = layout.lines[index - 1];
	if (!line || !up || line.cells.length < 2 || up.page !== line.page) return false;
	if (line.y - up.y > 2.5 * Math.max(line.h, up.h)) return false;
	const down = layout.lines[index + 1];
	if (down && down.page === line.page && down.y - line.y <= line.y - up.y) return false;
	if (line.cells.some((c) => /\d/.test(c.text) || c.text.length > 40)) return false;
	const pad = Math.max(line.h, 4);
	const matched = line.cells.filter((c) => up.cells.some((u) => aligned(u, c, pad))).length;
	return matched >= Math.max(2, Math.ceil(0.6 * line.cells.length));
}

/** The label's cell when the label fills it (nothing but punctuation after it), else null. */
function labelCell(line: Line, hit: At): number | null {
	const k = cellAt(line, hit.start);
	const from = line.starts[k] ?? 0;
	const rest = line.text.slice(hit.end, from + (line.cells[k]?.text.length ?? 0));
	return /^[\s:.;)]*$/.test(rest) ? k : null;
}

/** The value printed above a caption (see isCaptionRow), or null. */
export function cellAbove(layout: Layout, hit: At): string | null {
	const line = layout.lines[hit.line] as Line;
	const k = labelCell(line, hit);
	const up = layout.lines[hit.line - 1];
	const cell = k === null ? undefined : line.cells[k];
	if (!cell || !up) return null;
	const pad = Math.max(line.h, 4);
	return up.cells.find((u) => aligned(u, cell, pad))?.text.trim() ?? null;
}

/**
 * The number in the cell just before the label, when that cell holds only the number (a
 * summary printed «28.450,10   Rdto. neto del trabajo»), or null.
 */
export function numberLeft(
	layout: Layout,
	hit: At,
	kinds: readonly NumberKind[],
): { token: NumberToken; line: number } | null {
	const line = layout.lines[hit.line] as Line;
	const k = cellAt(line, hit.start);
	if (k === 0 || (line.starts[k] ?? 0) !== hit.start) return null;
	const cell = line.cells[k - 1] as Cell;
	const tokens = scanNumbers(cell.text, layout.decimal);
	const token = tokens[0];
	if (tokens.length !== 1 || !token || !kinds.includes(token.kind)) return null;
	if (cell.text.replace(token.raw, '').replace(/[\s€%]|eur(?:os)?/gi, '') !== '') return null;
	const from = line.starts[k - 1] ?? 0;
	return { token: { ...token, start: token.start + from, end: token.end + from }, line: hit.line };
}
