import { cellAbove, isCaptionRow, numberLeft } from './around.ts';
import { cellAt, spanX, type Layout, type Line } from './lines.ts';
import { scanNumbers, type NumberKind, type NumberToken } from './numbers.ts';

/** Where a label was found: the line (index in the layout) and its characters. */
export interface Hit {
	line: number;
	start: number;
	end: number;
	/** Most characters between the label and its value (labels inside prose). */
	within?: number;
}

/** A value found for a label, and whether it was on the same row, underneath or above a caption. */
export interface Found<T> {
	value: T;
	where: 'row' | 'below' | 'above';
	line: number;
}

/** Bullets, section numbers and letters that may come before a label: «•», «3.», «A.», «o». */
const PREFIX = /^(?:(?:[•·*–-]|o(?= )|\(?\d{1,2}(?:\.\d+)*[.)]|\(?[a-h][.)]|[ivx]{1,4}\.)\s*)*/;

/** Options of findLabels. */
export interface LabelOptions {
	/** Anywhere in the line (prose: «La TAE aplicable … es»), not only where a cell starts. */
	anywhere?: boolean;
	/** Lines to search, by index: [from, to). */
	from?: number;
	to?: number;
	/** Most characters between the label and its value (a label inside a sentence). */
	within?: number;
}

/**
 * Where `label` (a regex on folded text) starts a cell, after any bullet or section number;
 * with `anywhere`, every match. A label inside a sentence («… % del importe del préstamo») is
 * not a label unless `anywhere` is set.
 */
export function findLabels(layout: Layout, label: RegExp, options: LabelOptions = {}): Hit[] {
	const hits: Hit[] = [];
	const to = Math.min(options.to ?? layout.lines.length, layout.lines.length);
	for (let i = options.from ?? 0; i < to; i++) {
		const line = layout.lines[i] as Line;
		if (options.anywhere) {
			const re = new RegExp(label.source, 'g');
			for (let m = re.exec(line.folded); m; m = re.exec(line.folded)) {
				const hit: Hit = { line: i, start: m.index, end: m.index + m[0].length };
				if (options.within !== undefined) hit.within = options.within;
				hits.push(hit);
				if (m[0] === '') re.lastIndex += 1;
			}
			continue;
		}
		line.cells.forEach((cell, k) => {
			const from = line.starts[k] ?? 0;
			const text = line.folded.slice(from, from + cell.text.length);
			const skip = PREFIX.exec(text)?.[0].length ?? 0;
			const m = new RegExp(`^(?:${label.source.replace(/ /g, String.raw`\s+`)})`).exec(
				text.slice(skip),
			);
			if (m) hits.push({ line: i, start: from + skip, end: from + skip + m[0].length });
		});
	}
	return hits;
}

/** The numbers after the label on its own line. */
export function numbersRight(layout: Layout, hit: Hit): NumberToken[] {
	const line = layout.lines[hit.line] as Line;
	return scanNumbers(line.text.slice(hit.end), layout.decimal).map((t) => ({
		...t,
		start: t.start + hit.end,
		end: t.end + hit.end,
	}));
}

/** Lines directly under the label: same page, within three letter heights, overlapping it. */
function linesBelow(layout: Layout, hit: Hit): { index: number; cells: number[] }[] {
	const line = layout.lines[hit.line] as Line;
	const { x0, x1: end } = spanX(line, hit.start, hit.end);
	// A column heading's column reaches the next heading (numbers are printed right-aligned).
	const k = cellAt(line, hit.start);
	const next = line.cells[k + 1];
	const fills = line.text.slice(hit.end, (line.starts[k] ?? 0) + (line.cells[k]?.text.length ?? 0));
	const x1 =
		next && line.cells.length >= 3 && /^[\s:.)(²2m*?]*$/.test(fills)
			? Math.max(end, next.x - 2 * line.h)
			: end;
	const out: { index: number; cells: number[] }[] = [];
	for (let j = hit.line + 1; j < layout.lines.length; j++) {
		const next = layout.lines[j] as Line;
		if (next.page !== line.page || next.y - line.y > 3.2 * Math.max(line.h, next.h)) break;
		const pad = line.h;
		const cells = next.cells
			.map((c, k) => ({ c, k }))
			.filter(({ c }) => c.x < x1 + pad && c.x + c.w > x0 - pad)
			.map(({ k }) => k);
		// A box with its label alone on its line and the value on the next (right-aligned): the
		// next line's cells, nearest first.
		if (cells.length === 0 && out.length === 0 && line.cells.length === 1)
			cells.push(
				...next.cells
					.map((c, k) => ({ k, d: Math.abs(c.x + c.w / 2 - (x0 + x1) / 2) }))
					.sort((a, b) => a.d - b.d)
					.map(({ k }) => k),
			);
		if (cells.length > 0) {
			out.push({ index: j, cells });
			if (out.length >= 2) break;
		}
	}
	return out;
}

/**
 * The first number of one of `kinds` on the label's row to its right or, failing that, in the
 * cell directly under it. Box numbers, dates, percentages and codes are never taken as amounts.
 */
export function numberNear(
	layout: Layout,
	hit: Hit,
	kinds: readonly NumberKind[],
	pick: 'first' | 'last' = 'first',
): Found<NumberToken> | null {
	const right = numbersRight(layout, hit).filter(
		(t) => kinds.includes(t.kind) && (hit.within === undefined || t.start - hit.end <= hit.within),
	);
	const chosen = pick === 'first' ? right[0] : right.at(-1);
	if (chosen) return { value: chosen, where: 'row', line: hit.line };
	if (hit.within !== undefined) return null;
	// A caption under its value: the value is in the cell above, never in the next block down.
	if (isCaptionRow(layout, hit.line)) {
		const above = cellAbove(layout, hit);
		const token = above === null ? undefined : scanNumbers(above, layout.decimal)[0];
		return token && kinds.includes(token.kind)
			? { value: token, where: 'above', line: hit.line - 1 }
			: null;
	}
	// A row that already has numbers of another kind after the label is not a header.
	for (const { index, cells } of linesBelow(layout, hit).slice(0, 1)) {
		const line = layout.lines[index] as Line;
		for (const k of cells) {
			const from = line.starts[k] ?? 0;
			const text = line.cells[k]?.text ?? '';
			const token = scanNumbers(text, layout.decimal).find((t) => kinds.includes(t.kind));
			if (token)
				return {
					value: { ...token, start: token.start + from, end: token.end + from },
					where: 'below',
					line: index,
				};
		}
	}
	// The amount printed before its concept, in a cell of its own.
	const left = numbersRight(layout, hit).length === 0 ? numberLeft(layout, hit, kinds) : null;
	return left ? { value: left.token, where: 'row', line: left.line } : null;
}

/**
 * The text that goes with a label: the rest of its cell after «:», else the next cell on the
 * row, else the cell directly under it. '' when there is none.
 */
export function textNear(layout: Layout, hit: Hit): Found<string> | null {
	const line = layout.lines[hit.line] as Line;
	const k = cellAt(line, hit.start);
	const cellEnd = (line.starts[k] ?? 0) + (line.cells[k]?.text.length ?? 0);
	const rest = line.text
		.slice(hit.end, cellEnd)
		.replace(/^[\s:;.]+/, '')
		.trim();
	if (rest) return { value: rest, where: 'row', line: hit.line };
	if (isCaptionRow(layout, hit.line) && !isHeaderRow(layout, hit.line)) {
		const above = cellAbove(layout, hit);
		return above ? { value: above, where: 'above', line: hit.line - 1 } : null;
	}
	const below = linesBelow(layout, hit)[0];
	const next = line.cells[k + 1];
	if (next && !isHeaderRow(layout, hit.line))
		return { value: next.text.trim(), where: 'row', line: hit.line };
	const cell = below ? layout.lines[below.index]?.cells[below.cells[0] ?? 0] : undefined;
	return cell && below ? { value: cell.text.trim(), where: 'below', line: below.index } : null;
}

/**
 * A row of column headings: three or more cells without digits, and a row right under it whose
 * cells start where these do (the compact payslip's «EMPRESA  NIF.  Nº INS. S.S.»).
 */
export function isHeaderRow(layout: Layout, index: number): boolean {
	const line = layout.lines[index] as Line;
	if (line.cells.length < 3 || line.cells.some((c) => /\d/.test(c.text))) return false;
	const next = layout.lines[index + 1];
	if (!next || next.page !== line.page || next.y - line.y > 3.2 * line.h) return false;
	const aligned = next.cells.filter((c) => line.cells.some((h) => Math.abs(h.x - c.x) < line.h));
	return aligned.length >= 2;
}

/** The text of the first cell directly under the label, or null. */
export function cellBelow(layout: Layout, hit: Hit): string | null {
	const below = linesBelow(layout, hit)[0];
	if (!below) return null;
	return layout.lines[below.index]?.cells[below.cells[0] ?? 0]?.text ?? null;
}

/** Index of the first line whose folded text matches `re` (a section heading), or -1. */
export function sectionStart(layout: Layout, re: RegExp, from = 0): number {
	for (let i = from; i < layout.lines.length; i++)
		if (re.test(layout.lines[i]?.folded ?? '')) return i;
	return -1;
}
