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

/** Encodes a canvas' content; OffscreenCanvas where available, else a DOM canvas. */
async function draw(
	source: ImageBitmap,
	width: number,
	height: number,
	type: string,
	quality: number,
): Promise<Blob> {
	if (typeof OffscreenCanvas !== 'undefined') {
		const canvas = new OffscreenCanvas(width, height);
		const context = canvas.getContext('2d');
		if (!context) throw new UnsupportedFormatError(type);
		context.imageSmoothingQuality = 'high';
		context.drawImage(source, 0, 0, width, height);
		return canvas.convertToBlob({ type, quality });
	}
	const canvas = document.createElement('canvas');
	canvas.width = width;
	canvas.height = height;
	const context = canvas.getContext('2d');
	if (!context) throw new UnsupportedFormatError(type);
	context.imageSmoothingQuality = 'high';
	context.drawImage(source, 0, 0, width, height);
	return new Promise((resolve, reject) =>
		canvas.toBlob(
			(blob) => (blob ? resolve(blob) : reject(new UnsupportedFormatError(type))),
			type,
			quality,
		),
	);
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
		const blob = await draw(bitmap, size.width, size.height, type, options.quality / 100);
		// Canvases fall back to PNG for types they cannot write: never hand that out as AVIF.
		if (blob.type !== type) throw new UnsupportedFormatError(type);
		return { blob, ...size };
	} finally {
		bitmap.close();
	}
}

/** Whether this browser can encode `format` (checked once with a 2 × 2 image). */
export async function canEncode(format: OutputFormat): Promise<boolean> {
	try {
		const bitmap = await createImageBitmap(new ImageData(2, 2));
		const blob = await draw(bitmap, 2, 2, mimeOf(format), 0.8);
		bitmap.close();
		return blob.type === mimeOf(format);
	} catch {
		return false;
	}
}
