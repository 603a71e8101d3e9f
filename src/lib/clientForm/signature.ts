/**
 * The signed consent of a shareable form: a PNG data URL, drawn on the pad (mouse, pen or
 * finger) or, as the keyboard alternative, the typed name drawn by the page on the same canvas,
 * so the professional always sees an image. The limits mirror the leads `signature` check.
 */

/** How the signature was made (the leads `signature_method` check). */
export type SignatureMethod = 'trazo' | 'nombre';

/** Prefix of every stored signature. */
export const signaturePrefix = 'data:image/png;base64,';

/** Longest data URL the database stores (about 150 KB of PNG). */
export const signatureMaxChars = 200_000;

/** Size of the image the typed name is drawn on, in pixels. */
export const typedSignatureSize = { width: 600, height: 200 } as const;

/** Whether `value` is a PNG data URL the database accepts. */
export function isSignatureDataUrl(value: string): boolean {
	if (!value.startsWith(signaturePrefix) || value.length > signatureMaxChars) return false;
	return /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(signaturePrefix.length));
}

/**
 * The largest font size (between `min` and `max` pixels) at which `measure(size)` (the text's
 * width at that size) fits in `maxWidth`; `min` when even that does not fit.
 */
export function fitFontSize(
	measure: (size: number) => number,
	maxWidth: number,
	{ min = 16, max = 72 }: { min?: number; max?: number } = {},
): number {
	for (let size = max; size > min; size -= 2) {
		if (measure(size) <= maxWidth) return size;
	}
	return min;
}

/** The CSS font of the typed signature at `size` pixels (a handwriting face when there is one). */
export const typedSignatureFont = (size: number) =>
	`italic ${size}px "Segoe Script", "Bradley Hand", "Brush Script MT", cursive, serif`;
