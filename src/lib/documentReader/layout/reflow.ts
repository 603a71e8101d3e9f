import { fold } from '../kinds.ts';
import type { Cell, Layout, Line } from './lines.ts';

/**
 * The layout with each paragraph's wrapped lines joined into one line, so a sentence read as a
 * label and its value («La TAE aplicable a su | préstamo es 3,08 %») is found whatever the line
 * width. A line is joined to the next when both are a single cell, the first reaches the right
 * edge of the text on its page (it wrapped), and the next starts at the same left margin right
 * below, and the sentence clearly goes on: the next line opens in lower case, or the first ends
 * in a comma, a hyphen or a word that cannot end one («de», «la», «su»…); a line opening with a
 * number or a bullet is a new entry. Tables, headings and short lines stay as they are.
 */
/** The end of a line that cannot end a sentence. */
const CONTINUES =
	/(?:[,-]|\b(?:de|del|la|las|el|los|y|e|o|u|a|al|su|sus|en|por|con|que|para|un|una|sobre|entre))$/;

export function reflowProse(layout: Layout): Layout {
	const right = new Map<number, number>();
	for (const l of layout.lines)
		for (const c of l.cells) right.set(l.page, Math.max(right.get(l.page) ?? 0, c.x + c.w));
	const out: Line[] = [];
	// The last physical line of the paragraph being joined: its y and its only cell.
	let tail: { y: number; cell: Cell } | null = null;
	for (const line of layout.lines) {
		const last = out.at(-1);
		const b = line.cells[0];
		const h = Math.max(last?.h ?? 0, line.h);
		const a = tail?.cell;
		if (
			last &&
			tail &&
			a &&
			b &&
			line.cells.length === 1 &&
			last.page === line.page &&
			line.y - tail.y <= 1.9 * h &&
			Math.abs(a.x - b.x) < 1.5 * h &&
			a.x + a.w >= 0.85 * (right.get(line.page) ?? 0) &&
			a.w > 20 * h &&
			(/^[\p{Ll}\d]/u.test(b.text) || CONTINUES.test(fold(last.text))) &&
			!/^\s*(?:\(?\d{1,2}[.)º]|\(?[a-h]\)|[-•·*–])\s/.test(b.text)
		) {
			const joined = last.text;
			const hyphen = /\p{Ll}-$/u.test(joined) && /^\p{Ll}/u.test(b.text);
			const text = hyphen ? `${joined.slice(0, -1)}${b.text}` : `${joined} ${b.text}`;
			const first = last.cells[0] as Cell;
			const cell: Cell = { x: first.x, w: Math.max(first.w, b.x + b.w - first.x), text };
			out[out.length - 1] = { ...last, h, cells: [cell], text, folded: fold(text), starts: [0] };
		} else out.push(line);
		tail = line.cells.length === 1 && b ? { y: line.y, cell: b } : null;
	}
	return { ...layout, lines: out };
}
