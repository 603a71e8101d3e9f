import type * as PdfJs from 'pdfjs-dist';
import { documentMessages as m } from './messages.ts';

/** A reading failure with the Spanish message to show. */
export class DocumentReadError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'DocumentReadError';
	}
}

/** Most pages whose text is read: payslips, offers and notes are a few pages long. */
export const MAX_TEXT_PAGES = 20;

/** Below this many letters and digits, a PDF is taken as scanned and goes to OCR. */
export const MIN_TEXT_CHARS = 20;

/** The part of pdfjs-dist used here (the browser build, or the legacy build in Node tests). */
export type PdfModule = Pick<typeof PdfJs, 'getDocument'>;

/** An opened PDF, its text and whether it looks scanned (too little text: needs OCR). */
export interface PdfText {
	doc: PdfJs.PDFDocumentProxy;
	text: string;
	scanned: boolean;
}

/**
 * Opens a PDF with pdf.js and joins the text of its first pages, one line per text line.
 * Encrypted or broken files throw DocumentReadError with the Spanish reason; `onPage` reports
 * progress after each page.
 */
export async function readPdfText(
	pdfjs: PdfModule,
	data: Uint8Array,
	onPage: (done: number, total: number) => void = () => {},
): Promise<PdfText> {
	let doc: PdfJs.PDFDocumentProxy;
	try {
		doc = await pdfjs.getDocument({
			data,
			stopAtErrors: true,
			verbosity: 0,
		}).promise;
	} catch (error) {
		const name = error instanceof Error ? error.name : '';
		throw new DocumentReadError(name === 'PasswordException' ? m.encrypted : m.unreadable);
	}
	const total = Math.min(doc.numPages, MAX_TEXT_PAGES);
	const pages: string[] = [];
	try {
		for (let n = 1; n <= total; n++) {
			const page = await doc.getPage(n);
			const content = await page.getTextContent();
			let text = '';
			for (const item of content.items) {
				if (!('str' in item)) continue;
				text += item.str + (item.hasEOL ? '\n' : ' ');
			}
			pages.push(text.replace(/ +\n/g, '\n').trim());
			onPage(n, total);
		}
	} catch {
		throw new DocumentReadError(m.unreadable);
	}
	const text = pages.join('\n\n');
	return { doc, text, scanned: text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_TEXT_CHARS };
}
