import type { PDFDocumentProxy } from 'pdfjs-dist';
import { checkFile, looksLikePdf } from '~/lib/documentReader/fileCheck.ts';
import { documentMessages as m } from '~/lib/documentReader/messages.ts';
import { ocrCorePath, ocrLangPath, ocrWorkerPath } from '~/lib/documentReader/ocrAssets.ts';
import {
	layoutFromBoxes,
	layoutText,
	type Layout,
	type TextBox,
} from '~/lib/documentReader/layout/lines.ts';
import { eraseLeaderDots, eraseRules, toGray } from '~/lib/documentReader/layout/leaderDots.ts';
import { boxesFromOcr } from '~/lib/documentReader/layout/ocrBoxes.ts';
import { DocumentReadError, readPdfText } from '~/lib/documentReader/pdfText.ts';

/** Where the reading is, for the progress bar: a Spanish label and 0–1. */
export interface ReadProgress {
	label: string;
	fraction: number;
}

/** Most pages of a scanned PDF sent to OCR (each takes seconds). */
const MAX_OCR_PAGES = 3;

/** An absolute URL on this site (the OCR worker needs absolute paths). */
const here = (path: string) => new URL(path, window.location.href).href;

/** What was read: the layout (lines and cells with positions) and its text. */
export interface ReadResult {
	layout: Layout;
	text: string;
}

/**
 * Recognises the Spanish text of images with tesseract.js, loaded now and served by the site:
 * word boxes with positions (the page straightened first), so fields are read by layout.
 */
async function ocr(
	images: readonly (Blob | HTMLCanvasElement)[],
	onProgress: (p: ReadProgress) => void,
): Promise<Layout> {
	onProgress({ label: 'Preparando el reconocimiento de texto…', fraction: 0 });
	const { createWorker, OEM } = await import('tesseract.js');
	let current = 0;
	let worker: Awaited<ReturnType<typeof createWorker>> | undefined;
	try {
		worker = await createWorker('spa', OEM.LSTM_ONLY, {
			workerPath: here(ocrWorkerPath),
			corePath: here(ocrCorePath),
			langPath: here(ocrLangPath),
			workerBlobURL: false,
			logger: (message) => {
				if (message.status !== 'recognizing text') return;
				const page = images.length > 1 ? ` (página ${current + 1} de ${images.length})` : '';
				onProgress({
					label: `Reconociendo el texto${page}…`,
					fraction: (current + message.progress) / images.length,
				});
			},
		});
		const boxes: TextBox[] = [];
		for (const image of images) {
			const canvas = await withoutLeaderDots(image);
			const { data } = await worker.recognize(canvas, { rotateAuto: true }, { blocks: true });
			boxes.push(...boxesFromOcr(data.blocks, current + 1));
			current += 1;
		}
		return layoutFromBoxes(boxes);
	} catch {
		throw new DocumentReadError(m.ocrFailed);
	} finally {
		await worker?.terminate();
	}
}

/** The image on a canvas with its leader dots and table rules erased (they make OCR lose rows). */
async function withoutLeaderDots(image: Blob | HTMLCanvasElement): Promise<HTMLCanvasElement> {
	let canvas: HTMLCanvasElement;
	if (image instanceof HTMLCanvasElement) canvas = image;
	else {
		const bitmap = await createImageBitmap(image);
		canvas = document.createElement('canvas');
		canvas.width = bitmap.width;
		canvas.height = bitmap.height;
		canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
		bitmap.close();
	}
	const ctx = canvas.getContext('2d');
	if (!ctx) return canvas;
	const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
	const gray = toGray(pixels.data);
	const dots = eraseLeaderDots(gray, canvas.width, canvas.height);
	if (dots + eraseRules(gray, canvas.width, canvas.height) > 0) {
		gray.forEach((g, i) => pixels.data.set([g, g, g, 255], i * 4));
		ctx.putImageData(pixels, 0, 0);
	}
	return canvas;
}

/** Draws the first pages of a scanned PDF on canvases for OCR. */
async function renderPages(doc: PDFDocumentProxy): Promise<HTMLCanvasElement[]> {
	const canvases: HTMLCanvasElement[] = [];
	for (let n = 1; n <= Math.min(doc.numPages, MAX_OCR_PAGES); n++) {
		const page = await doc.getPage(n);
		const viewport = page.getViewport({ scale: 2 });
		const canvas = document.createElement('canvas');
		canvas.width = Math.ceil(viewport.width);
		canvas.height = Math.ceil(viewport.height);
		await page.render({ canvas, viewport }).promise;
		canvases.push(canvas);
	}
	return canvases;
}

/**
 * Reads a document in the browser: a PDF's text items with pdf.js (opened with `password` when
 * it is protected), or images and scanned PDFs with OCR. Nothing leaves the device. Throws
 * DocumentReadError (PdfPasswordError when a password is needed or wrong) with a Spanish message.
 */
export async function readDocument(
	file: File,
	onProgress: (p: ReadProgress) => void,
	password?: string,
): Promise<ReadResult> {
	const check = checkFile(file);
	if (!check.ok) throw new DocumentReadError(check.message);
	let layout: Layout;
	if (check.format === 'pdf') {
		const bytes = new Uint8Array(await file.arrayBuffer());
		if (!looksLikePdf(bytes)) throw new DocumentReadError(m.unreadable);
		onProgress({ label: 'Abriendo el PDF…', fraction: 0 });
		const [pdfjs, worker] = await Promise.all([
			import('pdfjs-dist'),
			import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
		]);
		pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
		const pdf = await readPdfText(
			pdfjs,
			bytes,
			(done, total) =>
				onProgress({ label: `Leyendo la página ${done} de ${total}…`, fraction: done / total }),
			password,
		);
		layout = pdf.scanned ? await ocr(await renderPages(pdf.doc), onProgress) : pdf.layout;
		await pdf.doc.loadingTask.destroy();
	} else {
		layout = await ocr([file], onProgress);
	}
	const text = layoutText(layout);
	if (text.replace(/[^\p{L}\p{N}]/gu, '').length < 10) throw new DocumentReadError(m.noText);
	onProgress({ label: 'Lectura terminada', fraction: 1 });
	return { layout, text };
}
