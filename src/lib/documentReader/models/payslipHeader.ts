import { fold } from '../kinds.ts';
import { cellAt, type Cell, type Layout, type Line } from '../layout/lines.ts';
import type { FieldReading } from './reading.ts';

/** Company tax code (NIF de persona jurídica, the former CIF): letter, 7 digits, control. */
export const CIF = /\b([ABCDEFGHJNPQRSUVW])[- ]?([\dO]{7})[- ]?([0-9A-J])\b/;

/** The legal form that ends a company's name: S.L., S.A.U., S. Coop., C.B., Sociedad Limitada… */
const LEGAL_FORM =
	/(?:\bs\.?\s?l\.?(?:\s?[ul]\.?)?|\bs\.?\s?a\.?(?:\s?u\.?)?|\bs\.?\s?coop\.?(?:\s?\w+\.?)?|\bc\.?\s?b\.?|sociedad (?:limitada|anonima|cooperativa)(?: \w+)?|\bcooperativa\b.*)\s*$/;
/** Lines of a header block that are not the name: labels, addresses, codes. */
const NOT_NAME =
	/^(?:trabajador|emplead|n\.?\s?i\.?\s?f|c\.?\s?i\.?\s?f|d\.?n\.?i|domicilio|direccion|c\.?\s?c\.?\s?c|cta\.|cuenta|categoria|grupo|antig|periodo|fecha|c\/|calle|avda|avenida|plaza|paseo|tel|nº|num)/;

/** Whether a text read after «Empresa» is a name (not empty, not the next label). */
export function looksLikeCompany(value: string): boolean {
	const folded = fold(value.trim());
	return folded !== '' && !NOT_NAME.test(folded) && /\p{L}{2}/u.test(folded);
}

const overlaps = (a: Cell, b: Cell, pad: number) => a.x < b.x + b.w + pad && a.x + a.w > b.x - pad;

/**
 * The company's name from the header block that holds its CIF, wherever that block sits (left,
 * right, above the worker's): the cell of the block with a legal form (S.L., S.A.…), else the
 * block's first line. Null when there is no CIF or no such line.
 */
export function companyBlock(layout: Layout): FieldReading | null {
	const at = layout.lines.findIndex((l) => CIF.test(l.text));
	if (at < 0) return fromLegalForm(layout);
	const line = layout.lines[at] as Line;
	const k = cellAt(line, CIF.exec(line.text)?.index ?? 0);
	const anchor = line.cells[k] as Cell;
	const before = anchor.text
		.slice(0, anchor.text.search(/c\.?\s?i\.?\s?f|n\.?\s?i\.?\s?f/i))
		.trim();
	if (before && LEGAL_FORM.test(fold(before.replace(/[\s,;-]+$/, ''))))
		return { value: before.replace(/[\s,;-]+$/, ''), confidence: 'media', note: '' };
	const block: string[] = [];
	let previous = line;
	for (let j = at - 1; j >= 0 && block.length < 6; j--) {
		const up = layout.lines[j] as Line;
		if (up.page !== line.page || previous.y - up.y > 2.6 * Math.max(up.h, previous.h)) break;
		const cell = up.cells.find(
			(c) => overlaps(c, anchor, line.h) && Math.abs(c.x - anchor.x) < 3 * line.h,
		);
		if (!cell) break;
		block.unshift(cell.text.trim());
		previous = up;
	}
	const named = block.find((t) => LEGAL_FORM.test(fold(t)) && looksLikeCompany(t));
	const first = block.find((t) => looksLikeCompany(t) && !/\d{5}/.test(t));
	const value = named ?? first;
	if (!value) return fromLegalForm(layout);
	return {
		value: value.replace(/^(?:empresa|raz[oó]n social)\s*:?\s*/i, ''),
		confidence: 'media',
		note: 'Leída del bloque de la empresa (junto a su CIF): compruébala.',
	};
}

/** A cell near the top of the first page whose text ends in a legal form. */
function fromLegalForm(layout: Layout): FieldReading | null {
	for (const line of layout.lines.slice(0, 15))
		for (const cell of line.cells) {
			const text = cell.text.replace(/^(?:empresa|raz[oó]n social)\s*:?\s*/i, '').trim();
			if (LEGAL_FORM.test(fold(text)) && looksLikeCompany(text))
				return { value: text, confidence: 'media', note: 'Compruébala: no tiene etiqueta.' };
		}
	return null;
}
