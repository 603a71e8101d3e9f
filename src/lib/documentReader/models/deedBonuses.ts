import { numberOf, found, rx, type PrintedReading, type Prose } from './loanText.ts';
import { missing } from './reading.ts';

/** Products a bank bonifies, by the words a deed uses, and the name shown. */
const products: [RegExp, string][] = [
	[/nomina|ingresos recurrentes|pension/, 'Nómina domiciliada'],
	[/seguro (?:de )?hogar|seguro de danos/, 'Seguro de hogar'],
	[/seguro (?:de )?vida|seguro de amortizacion/, 'Seguro de vida'],
	[/proteccion de pagos/, 'Seguro de protección de pagos'],
	[/plan(?:es)? de pensiones/, 'Plan de pensiones'],
	[/tarjeta/, 'Tarjeta'],
	[/recibos/, 'Recibos domiciliados'],
	[/alarma/, 'Alarma'],
];

/** Where a product is named in the region, and its display name. */
interface Mention {
	at: number;
	end: number;
	name: string;
}

/**
 * The bonuses of a deed as «Nómina domiciliada: 0,30; Seguro de hogar: 0,20» (points off the
 * rate or the spread): each reduction paired with the product named on its side, the side
 * judged by the first one (a deed writes «0,30 puntos por domiciliar la nómina» or «Nómina
 * domiciliada: 0,30 puntos» all the way through).
 */
export function bonuses(prose: Prose): PrintedReading {
	const start = prose.folded.search(
		rx(
			String.raw`bonifica|se reducira|reducciones del tipo|reduccion del (?:tipo|diferencial|margen)`,
		),
	);
	if (start < 0) return missing('');
	const stop = prose.folded.slice(start + 20).search(/comision|\n(?:[a-z]+\.-|\d+[.ªa]\.?)\s/);
	const end = stop < 0 ? Math.min(prose.folded.length, start + 600) : start + 20 + stop;
	const region = prose.folded.slice(start, end);
	const points = [
		...region.matchAll(rx(String.raw`(\d{1,2},\d{1,4}) ?(?:puntos|p\.? ?p\.?|%)`, 'g')),
	];
	const mentions: Mention[] = [];
	for (const [re, name] of products)
		for (const m of region.matchAll(new RegExp(re.source, 'g')))
			mentions.push({ at: m.index, end: m.index + m[0].length, name });
	mentions.sort((a, b) => a.at - b.at);
	if (points.length === 0 || mentions.length === 0) return missing('');
	const firstAt = points[0]?.index ?? 0;
	const before = mentions.some((m) => m.end <= firstAt);
	const list: string[] = [];
	points.forEach((p, i) => {
		const at = p.index;
		const prev = i > 0 ? (points[i - 1]?.index ?? 0) : 0;
		const next = points[i + 1]?.index ?? region.length;
		const mention = before
			? mentions.filter((m) => m.end <= at && m.at >= prev).at(-1)
			: mentions.find((m) => m.at >= at && m.end <= next);
		const value = numberOf(p[1] ?? '');
		if (mention && value !== null) list.push(`${mention.name}: ${p[1]}`);
	});
	if (list.length === 0) return missing('');
	return found(
		prose,
		list.join('; '),
		start,
		end,
		'media',
		'Comprueba cada bonificación y si aún cumples su condición.',
	);
}
