/**
 * A tiny PDF writer for the document fixtures: each page is a list of text pieces placed at
 * their own position (points from the top-left corner of an A4 page) in one of the standard
 * fonts, so pdf.js returns them as positioned text items the way real payslips and offers do.
 */

/** One piece of text placed on the page. */
export interface Piece {
	x: number;
	/** Distance of the baseline from the top of the page, in points. */
	y: number;
	text: string;
	size?: number;
	font?: FontName;
}

/** The standard PDF fonts the fixtures use (no embedding needed). */
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Courier';

/** A page's size in points. */
export interface PageSize {
	width: number;
	height: number;
}

/** A4 in points. */
export const PAGE: PageSize = { width: 595, height: 842 };

/** A4 turned sideways. */
export const LANDSCAPE: PageSize = { width: 842, height: 595 };

const fonts: FontName[] = ['Helvetica', 'Helvetica-Bold', 'Times-Roman', 'Courier'];

/** The PDF of `pages`, with WinAnsi encoding so Spanish letters and the euro sign survive. */
export function writeLayoutPdf(
	pages: readonly (readonly Piece[])[],
	size: PageSize = PAGE,
): Uint8Array {
	const objects: string[] = [];
	const add = (body: string) => objects.push(body);
	const catalog = add('');
	const pageTree = add('');
	const fontIds = fonts.map((name) =>
		add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`),
	);
	const fontDict = fonts.map((_, i) => `/F${i} ${fontIds[i]} 0 R`).join(' ');
	const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
	const pageIds = pages.map((pieces) => {
		const body = pieces
			.map((p) => {
				const f = fonts.indexOf(p.font ?? 'Helvetica');
				const y = (size.height - p.y).toFixed(2);
				return `BT /F${f} ${p.size ?? 9} Tf 1 0 0 1 ${p.x.toFixed(2)} ${y} Tm (${escape(p.text)}) Tj ET`;
			})
			.join('\n');
		const content = add(`<< /Length ${latin1(body).length} >>\nstream\n${body}\nendstream`);
		return add(
			`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << ${fontDict} >> >> /Contents ${content} 0 R >>`,
		);
	});
	objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
	objects[pageTree - 1] =
		`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
	return serializePdf(objects, catalog);
}

/**
 * The bytes of a PDF whose objects (numbered from 1 in order) are `objects`: header, bodies,
 * cross-reference table and trailer (with `trailerExtra`, e.g. an /Encrypt entry).
 */
export function serializePdf(
	objects: readonly string[],
	root: number,
	trailerExtra = '',
): Uint8Array {
	let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
	const offsets: number[] = [];
	objects.forEach((body, i) => {
		offsets.push(latin1(out).length);
		out += `${i + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = latin1(out).length;
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
	out += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
	return latin1(out);
}

/** WinAnsi codes of the characters outside Latin-1 that the fixtures print. */
const winAnsi: Record<string, number> = { '€': 0x80, '•': 0x95, '–': 0x96, '—': 0x97, '−': 0x2d };

/** The text as WinAnsi bytes: Latin-1 for Spanish letters, the table above for the rest. */
export function latin1(text: string): Uint8Array {
	return Uint8Array.from(text, (c) => winAnsi[c] ?? c.charCodeAt(0) & 0xff);
}
