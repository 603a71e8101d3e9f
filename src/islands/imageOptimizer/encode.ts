import {
	fitWithin,
	mimeOf,
	type OptimizeOptions,
	type OutputFormat,
} from '~/lib/images/optimize.ts';

/** The browser could not decode the input (unknown format or damaged file). */
export class UnreadableImageError extends Error {}

/** The browser's canvas cannot encode the requested format (AVIF in most browsers today). */
export class UnsupportedFormatError extends Error {}

/** One converted image. */
export interface EncodedImage {
	blob: Blob;
	width: number;
	height: number;
}

/** A 2D canvas (OffscreenCanvas where available) holding `source` scaled to the given size. */
function drawScaled(
	source: ImageBitmap,
	width: number,
	height: number,
): OffscreenCanvas | HTMLCanvasElement {
	const canvas =
		typeof OffscreenCanvas === 'undefined'
			? Object.assign(document.createElement('canvas'), { width, height })
			: new OffscreenCanvas(width, height);
	const context = canvas.getContext('2d');
	if (!context) throw new UnsupportedFormatError('canvas 2d');
	context.imageSmoothingQuality = 'high';
	context.drawImage(source, 0, 0, width, height);
	return canvas;
}

/** The canvas' own encoder; it falls back to PNG for types it cannot write. */
function canvasBlob(
	canvas: OffscreenCanvas | HTMLCanvasElement,
	type: string,
	quality: number,
): Promise<Blob> {
	if (!(canvas instanceof HTMLCanvasElement)) return canvas.convertToBlob({ type, quality });
	return new Promise((resolve, reject) =>
		canvas.toBlob(
			(blob) => (blob ? resolve(blob) : reject(new UnsupportedFormatError(type))),
			type,
			quality,
		),
	);
}

/** The canvas' pixels as ImageData (for the WebAssembly AVIF encoder). */
function pixels(canvas: OffscreenCanvas | HTMLCanvasElement): ImageData {
	const context = canvas.getContext('2d');
	if (!context) throw new UnsupportedFormatError('canvas 2d');
	return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * AVIF through libavif compiled to WebAssembly (@jsquash/avif): today's browsers cannot encode
 * AVIF from a canvas. Imported on first use only; its .wasm ships with the site.
 */
async function avifBlob(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number) {
	const { default: encodeAvif } = await import('@jsquash/avif/encode.js');
	const buffer = await encodeAvif(pixels(canvas), { quality });
	return new Blob([buffer], { type: 'image/avif' });
}

/** Resizes `file` to the options' maximum width and encodes it as WebP or AVIF. */
export async function encodeImage(file: Blob, options: OptimizeOptions): Promise<EncodedImage> {
	let bitmap: ImageBitmap;
	try {
		bitmap = await createImageBitmap(file);
	} catch {
		throw new UnreadableImageError();
	}
	try {
		const size = fitWithin(bitmap.width, bitmap.height, options.maxWidth);
		const type = mimeOf(options.format);
		const canvas = drawScaled(bitmap, size.width, size.height);
		let blob = await canvasBlob(canvas, type, options.quality / 100);
		if (blob.type !== type && options.format === 'avif' && typeof WebAssembly === 'object') {
			blob = await avifBlob(canvas, options.quality);
		}
		// Never hand out a PNG fallback under a .webp or .avif name.
		if (blob.type !== type) throw new UnsupportedFormatError(type);
		return { blob, ...size };
	} finally {
		bitmap.close();
	}
}

/** Whether this browser can write `format`: WebP from a canvas; AVIF with WebAssembly. */
export async function canEncode(format: OutputFormat): Promise<boolean> {
	if (format === 'avif') return typeof WebAssembly === 'object';
	try {
		const bitmap = await createImageBitmap(new ImageData(2, 2));
		const blob = await canvasBlob(drawScaled(bitmap, 2, 2), mimeOf(format), 0.8);
		bitmap.close();
		return blob.type === mimeOf(format);
	} catch {
		return false;
	}
}
