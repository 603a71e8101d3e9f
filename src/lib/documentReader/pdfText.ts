import type * as PdfJs from 'pdfjs-dist';
import { layoutFromBoxes, layoutText, type Layout, type TextBox } from './layout/lines.ts';
import { documentMessages as m } from './messages.ts';

/** A reading failure with the Spanish message to show. */
export class DocumentReadError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'DocumentReadError';
	}
}

/** A PDF protected with a password: `retry` is true when a password was given and was wrong. */
export class PdfPasswordError extends DocumentReadError {
	readonly retry: boolean;
	constructor(retry: boolean) {
		super(retry ? m.wrongPassword : m.needsPassword);
		this.name = 'PdfPasswordError';
		this.retry = retry;
	}
}

/** Most pages whose text is read: payslips, offers and notes are a few pages long. */
export const MAX_TEXT_PAGES = 20;

/** Below this many letters and digits, a PDF is taken as scanned and goes to OCR. */
export const MIN_TEXT_CHARS = 20;

/** The part of pdfjs-dist used here (the browser build, or the legacy build in Node tests). */
export type PdfModule = Pick<typeof PdfJs, 'getDocument'>;

/** An opened PDF, its text and layout, and whether it looks scanned (too little text: OCR). */
export interface PdfText {
	doc: PdfJs.PDFDocumentProxy;
	text: string;
	layout: Layout;
	scanned: boolean;
}

/**
 * Opens a PDF with pdf.js (with `password` when it is protected) and reads the text items of its
 * first pages with their positions, grouped into lines and cells. A protected file throws
 * PdfPasswordError; a broken one DocumentReadError with the Spanish reason; `onPage` reports
 * progress after each page.
 */
export async function readPdfText(
	pdfjs: PdfModule,
	data: Uint8Array,
	onPage: (done: number, total: number) => void = () => {},
	password?: string,
): Promise<PdfText> {
	let doc: PdfJs.PDFDocumentProxy;
	try {
		doc = await pdfjs.getDocument({
			data,
			stopAtErrors: true,
			verbosity: 0,
			...(password === undefined ? {} : { password }),
		}).promise;
	} catch (error) {
		const name = error instanceof Error ? error.name : '';
		if (name === 'PasswordException') throw new PdfPasswordError(password !== undefined);
		throw new DocumentReadError(m.unreadable);
	}
	const total = Math.min(doc.numPages, MAX_TEXT_PAGES);
	const boxes: TextBox[] = [];
	try {
		for (let n = 1; n <= total; n++) {
			const page = await doc.getPage(n);
			const height = page.view[3] ?? 842;
			const content = await page.getTextContent();
			for (const item of content.items) {
				if (!('str' in item)) continue;
				const [, , , d = 0, x = 0, f = 0] = item.transform as number[];
				boxes.push({
					page: n,
					x,
					y: height - f,
					w: item.width,
					h: item.height || Math.abs(d) || 10,
					text: item.str,
				});
			}
			onPage(n, total);
		}
	} catch {
		throw new DocumentReadError(m.unreadable);
	}
	const layout = layoutFromBoxes(boxes);
	const text = layoutText(layout);
	return {
		doc,
		text,
		layout,
		scanned: text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARS,
	};
}
