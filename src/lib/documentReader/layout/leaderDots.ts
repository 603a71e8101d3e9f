/**
 * Leader dots («TOTAL DEVENGADO ........ 2.240,50») defeat OCR on scans: tesseract reads the
 * row of dots as noise and loses the label or the amount with it. This erases them from a
 * greyscale image before OCR: runs of six or more tiny dark blobs on one baseline, evenly
 * spaced. A lone decimal comma or the dot of an «i» is never part of such a run.
 */

/** Darker than this (0–255) is ink. */
const INK = 140;
/** Darker than this is part of a rule: table borders are often printed grey. */
const RULE_INK = 200;
/** Lighter than a rule but still its grey edge: erased with it. */
const HALO = 235;
/** Largest dot, in pixels (a full stop at 8–12 pt scanned at 150–300 dpi). */
const MAX_DOT = 7;
/** Most pixels between two dots of a leader. */
const MAX_GAP = 16;
/** Fewest dots that make a leader. */
const MIN_RUN = 6;

interface Blob {
	x0: number;
	x1: number;
	y0: number;
	y1: number;
	cx: number;
	cy: number;
}

/** Small connected ink blobs (8-neighbour), by flood fill on a scratch mask. */
function smallBlobs(gray: Uint8Array, width: number, height: number): Blob[] {
	const seen = new Uint8Array(width * height);
	const stack: number[] = [];
	const blobs: Blob[] = [];
	for (let start = 0; start < gray.length; start++) {
		if (seen[start] || (gray[start] ?? 255) >= INK) continue;
		let [x0, x1, y0, y1] = [width, 0, height, 0];
		let big = false;
		seen[start] = 1;
		stack.push(start);
		while (stack.length > 0) {
			const p = stack.pop() as number;
			const x = p % width;
			const y = (p - x) / width;
			if (x < x0) x0 = x;
			if (x > x1) x1 = x;
			if (y < y0) y0 = y;
			if (y > y1) y1 = y;
			if (x1 - x0 >= MAX_DOT || y1 - y0 >= MAX_DOT) big = true;
			for (let dy = -1; dy <= 1; dy++)
				for (let dx = -1; dx <= 1; dx++) {
					const nx = x + dx;
					const ny = y + dy;
					if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
					const q = ny * width + nx;
					if (!seen[q] && (gray[q] ?? 255) < INK) {
						seen[q] = 1;
						stack.push(q);
					}
				}
		}
		if (!big) blobs.push({ x0, x1, y0, y1, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2 });
	}
	return blobs;
}

/** Erases leader dots from `gray` (one byte per pixel, row by row) in place; returns how many. */
export function eraseLeaderDots(gray: Uint8Array, width: number, height: number): number {
	const blobs = smallBlobs(gray, width, height).sort((a, b) => a.cx - b.cx);
	const chains: Blob[][] = [];
	for (const blob of blobs) {
		const chain = chains.find((c) => {
			const last = c.at(-1) as Blob;
			const gap = blob.cx - last.cx;
			return Math.abs(blob.cy - last.cy) <= 2 && gap > 0 && gap <= MAX_GAP;
		});
		if (chain) chain.push(blob);
		else chains.push([blob]);
	}
	let erased = 0;
	for (const chain of chains) {
		if (chain.length < MIN_RUN) continue;
		for (const b of chain)
			for (let y = b.y0; y <= b.y1; y++) gray.fill(255, y * width + b.x0, y * width + b.x1 + 1);
		erased += chain.length;
	}
	return erased;
}

/** RGBA pixels (canvas ImageData) to one grey byte per pixel. */
export function toGray(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
	const gray = new Uint8Array(rgba.length / 4);
	for (let i = 0; i < gray.length; i++)
		gray[i] = Math.round(
			0.299 * (rgba[i * 4] ?? 0) + 0.587 * (rgba[i * 4 + 1] ?? 0) + 0.114 * (rgba[i * 4 + 2] ?? 0),
		);
	return gray;
}

/**
 * Erases the rules of tables and boxes (long thin lines of ink, across or down) from `gray` in
 * place, before OCR: tesseract reads a cell's border as letters («|», «E», «—») and loses the
 * label or the amount beside it. A rule is followed pixel by pixel, one row (or column) up or
 * down allowed at each step, so a slightly turned scan's rules are found too; it must be at
 * least `minRun` pixels long (by default a tenth of the page's shorter side: longer than any
 * run of letters) and thin (blank 4 pixels to either side along most of it).
 * Returns how many pixels were erased.
 */
export function eraseRules(
	gray: Uint8Array,
	width: number,
	height: number,
	minRun = Math.max(60, Math.round(Math.min(width, height) / 10)),
): number {
	const ink = (x: number, y: number) =>
		x >= 0 && y >= 0 && x < width && y < height && (gray[y * width + x] ?? 255) < RULE_INK;
	const rule = new Uint8Array(width * height);
	let erased = 0;
	// across: follow x, drifting in y; down: follow y, drifting in x.
	for (const across of [true, false]) {
		const seen = new Uint8Array(width * height);
		const [outer, inner] = across ? [height, width] : [width, height];
		for (let a = 0; a < outer; a++)
			for (let b = 0; b < inner; b++) {
				let [x, y] = across ? [b, a] : [a, b];
				if (!ink(x, y) || seen[y * width + x]) continue;
				const path: number[] = [];
				let thick = 0;
				for (;;) {
					path.push(y * width + x);
					seen[y * width + x] = 1;
					const [sx, sy] = across ? [0, 4] : [4, 0];
					if (ink(x - sx, y - sy) && ink(x + sx, y + sy)) thick += 1;
					const [nx, ny] = across ? [x + 1, y] : [x, y + 1];
					const next = [0, -1, 1]
						.map((d): [number, number] => (across ? [nx, ny + d] : [nx + d, ny]))
						.find(([px, py]) => ink(px, py));
					if (!next) break;
					[x, y] = next;
				}
				if (path.length >= minRun && thick <= 0.3 * path.length)
					for (const p of path) {
						// The rule's whole thickness: the ink right above and below the path.
						for (let d = -3; d <= 3; d++) {
							const q = across ? p + d * width : p + d;
							if (q >= 0 && q < rule.length && (gray[q] ?? 255) < HALO) rule[q] = 1;
						}
					}
			}
	}
	for (let i = 0; i < rule.length; i++)
		if (rule[i]) {
			gray[i] = 255;
			erased += 1;
		}
	return erased;
}
