import { z } from 'zod';

/** Formats the optimiser can write; AVIF only where the browser's canvas can encode it. */
export const outputFormats = ['webp', 'avif'] as const;

/** An output format. */
export type OutputFormat = (typeof outputFormats)[number];

/** The MIME type a canvas is asked to encode. */
export const mimeOf = (format: OutputFormat): string => `image/${format}`;

/** Largest and smallest width an editor may ask for, in pixels. */
export const WIDTH_LIMITS = { min: 16, max: 8000 } as const;

/** The editor's choices, checked before any image is touched. */
export const optimizeOptionsSchema = z.object({
	format: z.enum(outputFormats),
	maxWidth: z
		.number({ error: 'Escribe el ancho máximo en píxeles, por ejemplo 1600.' })
		.int('El ancho máximo debe ser un número entero de píxeles.')
		.min(WIDTH_LIMITS.min, `El ancho máximo debe ser de al menos ${WIDTH_LIMITS.min} píxeles.`)
		.max(WIDTH_LIMITS.max, 'El ancho máximo no puede superar 8.000 píxeles.'),
	quality: z
		.number({ error: 'Escribe la calidad entre 10 y 100.' })
		.int('La calidad debe ser un número entero entre 10 y 100.')
		.min(10, 'La calidad debe estar entre 10 y 100.')
		.max(100, 'La calidad debe estar entre 10 y 100.'),
});

/** The optimiser's options: format, maximum width (px) and quality (10 to 100). */
export type OptimizeOptions = z.infer<typeof optimizeOptionsSchema>;

/**
 * Size of the output: the image scaled down to `maxWidth` keeping its proportions, never
 * enlarged (an editor shrinks images for the web; upscaling only adds bytes).
 */
export function fitWithin(
	width: number,
	height: number,
	maxWidth: number,
): { width: number; height: number } {
	if (width <= maxWidth) return { width, height };
	return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/**
 * The output file's name: the original name with the new extension, in lower-case ASCII
 * letters, digits and hyphens ('Foto Ático 1.PNG' → 'foto-atico-1.webp').
 */
export function outputName(original: string, format: OutputFormat): string {
	const base = original.replace(/\.[^.]*$/u, '');
	const slug = base
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/gu, '-')
		.replace(/^-+|-+$/gu, '');
	return `${slug || 'imagen'}.${format}`;
}

/** Makes names unique inside one zip by numbering repeats ('a.webp', 'a-2.webp'). */
export function uniqueNames(names: readonly string[]): string[] {
	const seen = new Map<string, number>();
	return names.map((name) => {
		const count = (seen.get(name) ?? 0) + 1;
		seen.set(name, count);
		if (count === 1) return name;
		const dot = name.lastIndexOf('.');
		return `${name.slice(0, dot)}-${count}${name.slice(dot)}`;
	});
}

/** Percentage saved (negative when the output is larger), or null for an empty original. */
export function savedPercent(before: number, after: number): number | null {
	if (before <= 0) return null;
	return ((before - after) / before) * 100;
}
