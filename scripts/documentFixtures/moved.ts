/**
 * The reader's own inputs re-rendered with their fields moved: the same documents and true
 * values, drawn landscape, cut over two pages, with values under their labels instead of beside
 * them, or with the header blocks swapped left for right. A reader that only works where the
 * first drawing put each value fails these.
 */
import type { Fixture } from './fixture.ts';
import { LANDSCAPE, PAGE, type Piece } from './pdf.ts';

type Move = (pages: Piece[][]) => Piece[][];

/** Upright A4 to landscape: across spread out, down squeezed, the letters unchanged. */
const landscape: Move = (pages) =>
	pages.map((pieces) =>
		pieces.map((p) => ({
			...p,
			x: 20 + (p.x - 20) * ((LANDSCAPE.width - 40) / (PAGE.width - 40)),
			y: p.y * (LANDSCAPE.height / PAGE.height),
		})),
	);

/** The first page cut in two at `y`: what lies below goes up to the top of a new page. */
const twoPages =
	(y: number): Move =>
	([first = [], ...rest]) => {
		const below = first.filter((p) => p.y >= y);
		const top = Math.min(...below.map((p) => p.y));
		return [
			first.filter((p) => p.y < y),
			[
				{ x: 40, y: 30, text: 'Página 2 (continuación)', size: 7, font: 'Helvetica' },
				...below.map((p) => ({ ...p, y: p.y - top + 60 })),
			],
			...rest,
		];
	};

/** Rows of a label and one value (an amount, a rate, a short text): the value goes under the label. */
const valuesBelow: Move = (pages) =>
	pages.map((pieces) => {
		const rows = new Map<number, Piece[]>();
		for (const p of pieces) rows.set(p.y, [...(rows.get(p.y) ?? []), p]);
		const out: Piece[] = [];
		let shift = 0;
		for (const y of [...rows.keys()].sort((a, b) => a - b)) {
			const row = (rows.get(y) ?? []).sort((a, b) => a.x - b.x);
			const [label, value] = row;
			const pureLabel = label && !/:\s*\S/.test(label.text);
			const plainValue = value && !value.text.includes(':') && value.text.length <= 40;
			if (
				row.length === 2 &&
				label &&
				value &&
				pureLabel &&
				plainValue &&
				label.text.length <= 60
			) {
				out.push({ ...label, y: y + shift });
				shift += (value.size ?? 9) + 3;
				out.push({ ...value, x: label.x, y: y + shift });
			} else out.push(...row.map((p) => ({ ...p, y: y + shift })));
		}
		return out;
	});

/** The blocks of the rows between `from` and `to` swapped: left goes right and right goes left. */
const swapBlocks =
	(from: number, to: number, middle = 300): Move =>
	(pages) =>
		pages.map((pieces, n) =>
			n > 0
				? pieces
				: pieces.map((p) =>
						p.y < from || p.y > to
							? p
							: { ...p, x: p.x < middle ? p.x + (middle - 10) : p.x - (middle - 10) },
					),
		);

/** Each moved copy: the original's id, the moves, and whether it is also scanned. */
const plan: Record<string, { moves: Move[]; how: string; landscape?: boolean; scan?: boolean }> = {
	'nomina-oficial': {
		moves: [swapBlocks(60, 125), valuesBelow],
		how: 'bloques de empresa y trabajador cambiados de lado, importes bajo su concepto',
		scan: true,
	},
	'nomina-codigos': { moves: [landscape], how: 'apaisada', landscape: true },
	'nomina-caja-totales': {
		moves: [swapBlocks(60, 110), twoPages(280)],
		how: 'bloques cambiados de lado y recuadro de totales en la segunda página',
	},
	'nomina-liquido-ab': {
		moves: [swapBlocks(60, 118), valuesBelow],
		how: 'trabajador a la derecha, devengos con el importe debajo',
	},
	'fein-prosa-fijo': { moves: [landscape], how: 'apaisada', landscape: true, scan: true },
	'fein-tabla-mixto': { moves: [valuesBelow], how: 'cada valor bajo su etiqueta' },
	'fein-recuadros-variable': { moves: [twoPages(240)], how: 'cortada en dos páginas' },
	'fein-dos-columnas-bonificada': { moves: [landscape], how: 'apaisada', landscape: true },
	'renta-oficial': { moves: [landscape], how: 'apaisada', landscape: true },
	'renta-importe-antes': { moves: [twoPages(180)], how: 'cortada en dos páginas', scan: true },
	'renta-resumen': { moves: [valuesBelow], how: 'cada valor bajo su etiqueta' },
	'nota-prosa': { moves: [twoPages(240)], how: 'cargas en la segunda página', scan: true },
	'nota-tabla-titulares': { moves: [landscape], how: 'apaisada', landscape: true },
	'nota-resumenes': { moves: [twoPages(150)], how: 'cortada en dos páginas' },
	'nota-embargo-aeat': { moves: [landscape], how: 'apaisada', landscape: true },
};

/** The moved copies of `fixtures` (those the plan names), with «-movida» ids. */
export function movedFixtures(fixtures: readonly Fixture[]): Fixture[] {
	return fixtures.flatMap((f): Fixture[] => {
		const step = plan[f.id];
		if (!step) return [];
		const pages = step.moves.reduce((acc, move) => move(acc), f.pages);
		return [
			{
				...f,
				id: `${f.id}-movida`,
				layout: `${f.layout}; movida: ${step.how}`,
				pages,
				scan: step.scan ?? false,
				...(step.landscape ? { size: LANDSCAPE } : {}),
			},
		];
	});
}
