/** How the evaluation reads a fixture: the same library code the browser runs. */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import jpeg from 'jpeg-js';
import { createWorker, OEM } from 'tesseract.js';
import { extractCharges, extractFields } from '../../src/lib/documentReader/extract.ts';
import type { FieldValues } from '../../src/lib/documentReader/fields.ts';
import type { DocumentKind } from '../../src/lib/documentReader/kinds.ts';
import {
	layoutFromBoxes,
	type Layout,
	type TextBox,
} from '../../src/lib/documentReader/layout/lines.ts';
import type { Charge } from '../../src/lib/documentReader/models/charges.ts';
import {
	eraseLeaderDots,
	eraseRules,
	toGray,
} from '../../src/lib/documentReader/layout/leaderDots.ts';
import { boxesFromOcr } from '../../src/lib/documentReader/layout/ocrBoxes.ts';
import { readPdfText } from '../../src/lib/documentReader/pdfText.ts';

/** A started tesseract.js worker with the Spanish model from node_modules. */
export type OcrEngine = Awaited<ReturnType<typeof createWorker>>;

export async function startOcr(): Promise<OcrEngine> {
	return createWorker('spa', OEM.LSTM_ONLY, {
		langPath: 'node_modules/@tesseract.js-data/spa/4.0.0_best_int',
		cacheMethod: 'none',
		gzip: true,
	});
}

/** What the reader gives for a document: the form's fields and, for a nota simple, its charges. */
export interface ReadValues {
	fields: FieldValues;
	cargasLista?: Charge[];
}

function values(kind: DocumentKind, layout: Layout): ReadValues {
	return {
		fields: extractFields(kind, layout),
		...(kind === 'nota-simple' ? { cargasLista: extractCharges(layout) } : {}),
	};
}

export async function readPdfFields(kind: DocumentKind, bytes: Uint8Array): Promise<ReadValues> {
	const pdf = await readPdfText(pdfjs, bytes);
	await pdf.doc.loadingTask.destroy();
	return values(kind, pdf.layout);
}

/**
 * The scan with its leader dots erased, as the browser does on a canvas before OCR (JPEG scans;
 * another format goes to OCR as it is).
 */
export function cleanScan(jpegBytes: Buffer): Buffer {
	if (jpegBytes[0] !== 0xff || jpegBytes[1] !== 0xd8) return jpegBytes;
	const image = jpeg.decode(jpegBytes, { useTArray: true, maxMemoryUsageInMB: 1024 });
	const gray = toGray(image.data);
	eraseLeaderDots(gray, image.width, image.height);
	eraseRules(gray, image.width, image.height);
	const rgba = new Uint8Array(gray.length * 4);
	gray.forEach((g, i) => rgba.set([g, g, g, 255], i * 4));
	return Buffer.from(
		jpeg.encode({ data: rgba, width: image.width, height: image.height }, 92).data,
	);
}

export async function readScanFields(
	ocr: OcrEngine,
	kind: DocumentKind,
	images: Buffer[],
): Promise<ReadValues> {
	const boxes: TextBox[] = [];
	for (const [n, image] of images.entries()) {
		const { data } = await ocr.recognize(cleanScan(image), { rotateAuto: true }, { blocks: true });
		boxes.push(...boxesFromOcr(data.blocks, n + 1));
	}
	return values(kind, layoutFromBoxes(boxes));
}
