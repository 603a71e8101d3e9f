import { fold } from '../kinds.ts';
import type { Layout, Line } from '../layout/lines.ts';
import { scanNumbers } from '../layout/numbers.ts';
import { longDate, normaliseDate } from './dates.ts';
import { euros } from './reading.ts';

/** Kinds of entry of a nota simple's «Cargas» section (content/data/cargas-registrales.json). */
export const chargeKinds = [
	'hipoteca',
	'embargo',
	'anotacion-preventiva',
	'condicion-resolutoria',
	'servidumbre',
	'afeccion-fiscal',
	'usufructo',
	'tanteo-retracto',
	'otra',
] as const;

/** One kind of charge. */
export type ChargeKind = (typeof chargeKinds)[number];

/** One entry of the «Cargas» section: its kind, in whose favour, the amount and date printed. */
export interface Charge {
	tipo: ChargeKind;
	/** Holder of the right (the creditor of a mortgage or seizure); '' when not printed. */
	titular: string;
	/** Amount in euros as the form writes it («12.430,55»); '' when none is printed. */
	importe: string;
	/** dd/mm/aaaa; '' when none is printed. */
	fecha: string;
	/** The entry's own text, for the person to read. */
	texto: string;
}

/** Words that open an entry of each kind, tried in this order at the same place. */
const kindWords: [ChargeKind, RegExp][] = [
	['embargo', /anotacion(?:es)? (?:preventivas? )?de embargo|\bembargos?\b/y],
	['anotacion-preventiva', /anotacion(?:es)? preventivas?/y],
	['hipoteca', /(?:derecho real de )?hipotecas?\b|prestamo hipotecario/y],
	['condicion-resolutoria', /condicion(?:es)? resolutorias?/y],
	['servidumbre', /servidumbres?\b/y],
	[
		'afeccion-fiscal',
		/(?:nota(?:s)? (?:marginal(?:es)? )?de )?afecci[oó]n(?:es)?\b|afecta(?:da)? (?:durante|por|al pago)/y,
	],
	['usufructo', /(?:derecho de )?usufructo/y],
	['tanteo-retracto', /(?:derechos? de )?(?:tanteo|retracto)/y],
	[
		'otra',
		/prohibicion(?:es)? de disponer|limitacion(?:es)?\b|opcion de compra|arrendamiento|derecho de (?:superficie|uso|habitacion)|censo\b/y,
	],
];

/** The kind whose words start at `at` in folded text. */
function kindAt(folded: string, at: number): ChargeKind | null {
	for (const [kind, re] of kindWords) {
		re.lastIndex = at;
		if (re.test(folded)) return kind;
	}
	return null;
}

/** Numbering before an entry: «1.», «2)», «A)», «b.», «-», «•», «Primera.». */
const NUMBERING =
	/^\s*(?:(?:carga|gravamen)\s+(?:n\.?\s?[º°o]\.?\s*)?\d{1,2}\s*[.):-]?|\d{1,2}\s*[.)º°:-]|[a-h]\s*[.)]|[-•·*–]|(?:primer[ao]|segund[ao]|tercer[ao]|cuart[ao]|quint[ao])\b\s*[.:-]?)\s*/;
/** Words that may come before the kind at the start of an entry («Consta una hipoteca…»). */
const LEAD =
	/^(?:(?:(?:tipo|clase|naturaleza)(?: de (?:la )?carga)?\s*:|consta|constan|existe|existen|figura|figuran|sobre esta finca|al margen[^,]*,|la|el|una|un|nota de|gravada con|grava(?: a)? (?:esta|la) finca|asimismo,?|ademas,?|tambien|igualmente,?|por ultimo,?|finalmente,?|y|(?:esta |la )?finca (?:queda|esta|se halla|aparece)|queda|se halla|aparece)\s+)*/;
/** A statement that there are no charges: the rest of its sentence is not an entry. */
const FREE =
	/^(?:libre de cargas|sin cargas|no hay cargas|no constan? cargas|no existen cargas|ninguna)/;

/** Where each entry starts: after numbering at a line start, or a sentence opening with a kind. */
function entryStarts(text: string, folded: string): number[] {
	const starts: number[] = [];
	const lineStarts = [0, ...[...folded.matchAll(/\n/g)].map((m) => m.index + 1)];
	for (const at of lineStarts) {
		const numbered = NUMBERING.exec(folded.slice(at));
		if (numbered && numbered[0].trim() !== '') starts.push(at);
		// A line that opens with a kind in capitals («Hipoteca…», «EMBARGO…»), not a wrapped «…de la hipoteca».
		const lead = LEAD.exec(folded.slice(at))?.[0].length ?? 0;
		if (kindAt(folded, at + lead) && /\p{Lu}/u.test(text.charAt(at + lead))) starts.push(at);
	}
	const sentence = /(?:^|[.;:]\s+)(?=\S)/g;
	for (let m = sentence.exec(folded); m; m = sentence.exec(folded)) {
		const at = m.index + m[0].length;
		const words = LEAD.exec(folded.slice(at));
		if (kindAt(folded, at + (words?.[0].length ?? 0)) || FREE.test(folded.slice(at)))
			starts.push(at);
		if (m[0] === '') sentence.lastIndex += 1;
	}
	return [...new Set(starts)].sort((a, b) => a - b);
}

const HOLDER_END =
	/\s+(?:importe|fecha|responsabilidad|cuantia|principal|naturaleza|tipo|clase|inscripcion)\s*:|\s+(?:por|en garantia|en reclamacion|con|para|segun|de fecha|constituid[ao]|en virtud|sobre|que|durante|ordenad[ao]|en (?:procedimiento|autos|expediente)|inscrit[ao]|mediante|como|hasta)\b|[;(]|,(?!\s*(?:s\.?\s?(?:a|l|c|coop)\b\.?(?:\s?[a-z]\.)*|sociedad|c\.?\s?b\.))|\.(?:\s|$)|$/;

/** In whose favour the entry is: «a favor de la AGENCIA …» without article or title. */
function holderOf(text: string, folded: string): string {
	const m =
		/(?:a|en) favor (?:de(?:l)?|del)\s+/.exec(folded) ??
		/\b(?:titular|acreedor(?: hipotecario)?|beneficiario|entidad acreedora)\s*:\s*/.exec(folded);
	if (!m) return '';
	const from = m.index + m[0].length;
	const end = HOLDER_END.exec(folded.slice(from));
	const raw = text.slice(from, from + (end?.index ?? folded.length - from));
	return raw
		.replace(/\s+/g, ' ')
		.replace(/^(?:la|el|los|las|don|doña|d\.|dña\.)\s+/, '')
		.replace(/^(?:entidad|sociedad|compañía|mercantil)(?: mercantil)?\s+/i, '')
		.replace(/[\s,]+$/, '')
		.trim();
}

/** The principal when the entry names one, else the first amount (never a finca or tomo number). */
function amountOf(text: string, decimal: Layout['decimal']): string {
	const flat = text.replace(/\s+/g, ' ');
	const tokens = scanNumbers(flat, decimal).filter(
		(t) =>
			t.kind === 'money' &&
			t.value > 0 &&
			!/(?:finca|tomo|libro|folio|n\.?º|numero|inscripcion|letra)\s*:?\s*$/i.test(
				fold(flat.slice(Math.max(0, t.start - 14), t.start)),
			),
	);
	const folded = fold(flat);
	const principal = tokens.find(
		(t) =>
			/principal(?: de)?\s*:?\s*$/.test(folded.slice(Math.max(0, t.start - 16), t.start)) ||
			/^\s*(?:€|eur(?:os)?)?\s*(?:de|del|por|en concepto de)\s+principal/.test(folded.slice(t.end)),
	);
	const chosen = principal ?? tokens[0];
	return chosen ? euros(chosen.value) : '';
}

/** The first date of the entry, numeric or written out. */
function dateOf(text: string): string {
	const flat = text.replace(/\s+/g, ' ');
	const numeric = /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{4})\b/.exec(flat);
	const written = longDate(flat);
	if (numeric && (!written || numeric.index <= written.index))
		return normaliseDate(numeric[1] ?? '') ?? '';
	return written?.date ?? '';
}

/**
 * Every entry of a «Cargas» section in document order, from its text (lines joined with line
 * breaks): each numbered entry, and each sentence that opens with a kind of charge. A statement
 * that the property is free of charges is not an entry; a sentence without a kind belongs to
 * the entry before it.
 */
export function chargesFromText(text: string, decimal: Layout['decimal'] = ','): Charge[] {
	const folded = fold(text);
	const starts = entryStarts(text, folded);
	const charges: Charge[] = [];
	const bounds = [...starts, text.length];
	if ((starts[0] ?? 0) > 0) bounds.unshift(0);
	for (let k = 0; k < bounds.length - 1; k++) {
		const from = bounds[k] ?? 0;
		const to = bounds[k + 1] ?? text.length;
		const piece = text.slice(from, to);
		const head = fold(piece).replace(NUMBERING, '');
		if (FREE.test(head)) continue;
		const lead = LEAD.exec(head)?.[0].length ?? 0;
		const kind = kindAt(head, lead);
		// «Afección: la finca queda afecta…»: the kind as a label, its entry after the colon.
		const previous = charges.at(-1);
		if (previous && /^[^.;]{0,40}:\s*$/.test(fold(previous.texto).replace(NUMBERING, ''))) {
			previous.texto = `${previous.texto} ${piece}`;
			continue;
		}
		if (!kind) {
			const last = charges.at(-1);
			if (last) last.texto = `${last.texto} ${piece}`;
			continue;
		}
		charges.push({ tipo: kind, titular: '', importe: '', fecha: '', texto: piece });
	}
	return charges.map((c) => {
		const texto = c.texto.replace(/\s+/g, ' ').trim();
		const f = fold(texto);
		return {
			...c,
			titular: holderOf(texto, f),
			importe: amountOf(texto, decimal),
			fecha: dateOf(texto),
			texto,
		};
	});
}

/** Column headings of a charges table, by what they hold. */
const columns: [keyof Omit<Charge, 'texto' | 'tipo'>, RegExp][] = [
	['titular', /a favor|titular|acreedor|beneficiari/],
	['importe', /importe|cuantia|responsabilidad|principal/],
	['fecha', /fecha/],
];

/**
 * A charges table (a row per entry, with columns such as «A favor de», «Importe», «Fecha»):
 * each row whose first cell names a kind. Null when the section has no such heading row.
 */
export function chargesFromTable(
	lines: readonly Line[],
	decimal: Layout['decimal'],
): Charge[] | null {
	const head = lines.findIndex(
		(l) =>
			l.cells.length >= 3 &&
			columns.filter(([, re]) => l.cells.some((c) => re.test(fold(c.text)))).length >= 2,
	);
	if (head < 0) return null;
	const header = lines[head] as Line;
	const charges: Charge[] = [];
	for (const line of lines.slice(head + 1)) {
		const first = fold(line.cells[0]?.text ?? '').replace(NUMBERING, '');
		const kind = kindAt(first, 0);
		if (!kind || line.cells.length < 2) {
			const last = charges.at(-1);
			if (last && line.cells.length > 0) last.texto += ` ${line.text}`;
			continue;
		}
		const charge: Charge = { tipo: kind, titular: '', importe: '', fecha: '', texto: line.text };
		for (const [key, re] of columns) {
			const column = header.cells.find((c) => re.test(fold(c.text)));
			if (!column) continue;
			const cell = line.cells.find(
				(c) => c.x < column.x + column.w + header.h && c.x + c.w > column.x - header.h,
			);
			const text = cell?.text.trim() ?? '';
			if (key === 'titular') charge.titular = text;
			else if (key === 'importe') charge.importe = amountOf(text, decimal);
			else charge.fecha = dateOf(text);
		}
		charges.push(charge);
	}
	return charges.length > 0 ? charges : null;
}
