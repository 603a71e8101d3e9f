import { fold } from '../kinds.ts';
import type { Layout, Line } from '../layout/lines.ts';
import { findLabels, numberNear, sectionStart } from '../layout/find.ts';
import { reflowProse } from '../layout/reflow.ts';
import { chargesFromTable, chargesFromText, type Charge } from './charges.ts';
import { noteDate } from './noteDate.ts';
import { missing, plain, read, type FieldReading, type Readings } from './reading.ts';
import { readMoney } from './values.ts';

/** What may come before a section's title: «4.», «IV.», «Sección 4:», «Apartado C)». */
const NUMBER = String.raw`^\W*(?:(?:seccion|apartado)\s+)?(?:\d{1,2}|[ivx]{1,4}|[a-h])?[.):\-\s]*`;
const HOLDERS = new RegExp(
	`${NUMBER}(?:resumen de |datos (?:de(?:l| la| los)? )?|relacion de )?(?:titular(?:idad(?:es)?|es)?|propietari[oa]s?)\\b`,
);
const CHARGES = new RegExp(
	`${NUMBER}(?:resumen de |relacion de )?(?:c ?a ?r ?g ?a ?s|gravamenes)\\b|^\\W*a ?r ?g ?a ?s\\b`,
);
/**
 * Headings that end a section, and the registrar's closing line («Lugar, a 28 de octubre de
 * 2026»); the holders' own headings apart (see NEXT and NEXT_AFTER_HOLDERS).
 */
const OTHER_HEADINGS =
	/descripcion|datos (?:de la finca|registrales)|documentos|asientos|presentacion|informacion|advertencia|muy importante|c ?a ?r ?g ?a ?s\b|fin de la nota|queda prohibida|protecci[oó]n de datos|[a-z .'-]+,\s*a\s+\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4}/;
const HOLDER_HEADINGS =
	/(?:resumen de )?titular(?:idad(?:es)?|es)?\s*:?\s*$|titularidad|titular(?:es)?\s*:/;
const NEXT = new RegExp(`${NUMBER}(?:${OTHER_HEADINGS.source}|${HOLDER_HEADINGS.source})`);
/** The end of the holders' section: another heading; a «Titular:» line is one more holder. */
const NEXT_AFTER_HOLDERS = new RegExp(`${NUMBER}(?:${OTHER_HEADINGS.source})`);
/** The end of the charges' section: a «Titular:» line there is the holder of a charge. */
const NEXT_AFTER_CHARGES = new RegExp(
	`${NUMBER}(?:${OTHER_HEADINGS.source}|(?:resumen de )?titularidad(?:es)?\\b)`,
);
/** A label before a holder's name on its line: «Titular:», «Nombre titular:», «Apellidos y nombre:». */
const NAME_LABEL =
	/^(?:nombre(?: del?)? titular|titular(?:es)?(?: registral)?|apellidos,? y? ?nombre|nombre y apellidos|nombre)\s*:\s*/i;
/** DNI or NIE: 8 digits and a letter, or X/Y/Z, 7 digits and a letter (OCR may read 0 as O). */
const ID = /\b(?:\d{2}\.\d{3}\.\d{3}|[\dO]{8}|[XYZ]-?[\dO]{7})[- ]?[A-Z]\b/;
/** A cadastral reference: 20 characters, sometimes printed in groups («9872023 VH5797S 0001 WX»). */
const CADASTRAL = /\b\d{7} ?[A-Z]{2} ?\d{4} ?[A-Z] ?\d{4} ?[A-Z]{2}\b/;
/** The same shape as a scan may read it: letters for digits (S for 5, O for 0) and back. */
const CADASTRAL_OCR = /\b[\dOSIB]{7} ?[A-Z\d]{2} ?[\dOSIB]{4} ?[A-Z\d] ?[\dOSIB]{4} ?[A-Z\d]{2}\b/;
const asDigit: Record<string, string> = { O: '0', S: '5', I: '1', B: '8' };
const asLetter: Record<string, string> = { '0': 'O', '5': 'S', '1': 'I', '8': 'B' };

/** The cadastral reference, strict first, else the scan's reading with its letters and digits put back. */
function cadastral(text: string): FieldReading {
	const strict = CADASTRAL.exec(text);
	if (strict) return read(strict[0].replace(/ /g, ''));
	const loose = CADASTRAL_OCR.exec(text)?.[0].replace(/ /g, '');
	if (!loose || !/[A-Z]/.test(loose.slice(7, 9)))
		return missing('No aparece la referencia catastral.');
	// Positions of the 20 characters: 7 digits, 2 letters, 4 digits, a letter, 4 digits, 2 letters.
	const shape = 'DDDDDDDLLDDDDLDDDDLL';
	const fixed = [...loose]
		.map((c, i) => (shape[i] === 'D' ? (asDigit[c] ?? c) : (asLetter[c] ?? c)))
		.join('');
	return CADASTRAL.test(fixed)
		? {
				value: fixed,
				confidence: 'baja',
				note: 'Leída de un escaneo con letras dudosas: compruébala.',
			}
		: missing('No aparece la referencia catastral.');
}
const FREE =
	/libre de cargas|sin cargas|no hay cargas|no constan? cargas|no existen cargas|ninguna/;

/** A section: its lines from the heading (the heading's own text after «:» first) to the next. */
interface Section {
	lines: Line[];
	/** The text, one line per line, the heading's label removed. */
	text: string;
}

function section(layout: Layout, heading: RegExp, next = NEXT): Section {
	const start = sectionStart(layout, heading);
	if (start < 0) return { lines: [], text: '' };
	const first = layout.lines[start] as Line;
	// What follows the heading on its line: after «:», or after «Cargas.» opening a paragraph.
	const after = first.text.slice((heading.exec(first.folded)?.[0] ?? '').length);
	const rest = /^\s*[.:]\s*\S/.test(after)
		? after.replace(/^[\s.:]+/, '').trim()
		: first.text.includes(':')
			? first.text.replace(/^[^:]*:/, '').trim()
			: after.trim().length > 25
				? after.trim()
				: '';
	const lines: Line[] = [];
	for (let i = start + 1; i < layout.lines.length; i++) {
		const line = layout.lines[i] as Line;
		if (next.test(line.folded)) break;
		lines.push(line);
	}
	return { lines, text: [rest, ...lines.map((l) => l.text)].filter(Boolean).join('\n') };
}

/** A holder's name from a piece of its line: labels, «con DNI», «Don/Doña» taken off. */
function cleanName(piece: string): string {
	// The name stops where the person's description starts («, mayor de edad, casado…»).
	const name =
		piece
			.replace(NAME_LABEL, '')
			.split(
				/,\s*(?=(?:mayor de edad|casad|solter|viud|divorciad|vecin|de nacionalidad|nacid|con domicilio|domiciliad|de profesi[oó]n|con car[aá]cter)\b)/i,
			)[0] ?? '';
	return name
		.replace(/^[\s,;:.|·–-]+/, '')
		.replace(/[,;(]*\s*(?:con\s+)?(?:d\.?n\.?i\.?|n\.?i\.?f\.?|n\.?i\.?e\.?)?\s*[:/]?\s*$/i, '')
		.replace(/^(?:(?:sr\.|sra\.)\s*)?(?:(?:d\.ª|dª)\s*|(?:d\.|dña\.|don|doña)\s+)/i, '')
		.trim();
}

/** The name next to an ID on a line: the nearest named piece before it, else the one after it. */
function nameBeside(line: string, id: RegExpExecArray): string {
	const isName = (t: string) => /\p{L}{2}/u.test(t) && !/^(?:nif|dni|nie|titular)/i.test(t);
	const before = line
		.slice(0, id.index)
		.split(/\s{2,}/)
		.map(cleanName)
		.filter(isName)
		.at(-1);
	if (before) return before;
	const after = line
		.slice(id.index + id[0].length)
		.split(/\s{2,}|,\s*(?:con|titular|casad|solter|mayor|vecin|\d)|\s+(?:titular|con carácter|\d)/i)
		.map(cleanName)
		.find(isName);
	return after ?? '';
}

/** Holders: the name beside each DNI or NIE in the section (running text or a table). */
function holders(layout: Layout): FieldReading {
	const names: string[] = [];
	const text = section(layout, HOLDERS, NEXT_AFTER_HOLDERS).text;
	const lines = text.split('\n');
	lines.forEach((line, i) => {
		const id = ID.exec(line);
		if (!id) return;
		// Name and ID on lines of their own («Titular: …» then «NIF: …»): the line above, else below.
		const name =
			nameBeside(line, id) ||
			[lines[i - 1], lines[i + 1]]
				.map((l) => (l && !ID.test(l) && !/\d/.test(l) ? cleanName(l) : ''))
				.find((t) => /\p{L}{2}/u.test(t) && !/^(?:nif|dni|nie|titular)/i.test(t)) ||
			'';
		if (name && !names.includes(name)) names.push(name);
	});
	if (names.length > 0) return read(names.join('; '));
	// Without an ID, after a label: «Titular: Ana Supuesta Gil, 100 % del pleno dominio».
	for (const line of lines) {
		const m = NAME_LABEL.exec(line.trim());
		const name = m
			? cleanName(
					line.trim().split(/\s{2,}|,\s*(?:con|mayor|casad|solter|titular|vecin|\d)|\s+\d/i)[0] ??
						'',
				)
			: '';
		if (name && /\p{L}{2}/u.test(name) && !names.includes(name)) names.push(name);
	}
	// Without an ID: the name that opens each entry («DON LUIS FIGURADO PEÑA, mayor de edad…»).
	for (const line of names.length > 0 ? [] : lines) {
		const m =
			/^(?:(?:d\.|dña\.|don|doña)\s+)?([A-ZÁÉÍÓÚÑÜ][A-ZÁÉÍÓÚÑÜ.' -]{4,}[A-ZÁÉÍÓÚÑÜ])(?=,|\s{2,}|\s+(?:con|mayor|casad|solter|titular|en cuanto|100|50)\b|$)/.exec(
				line.trim(),
			);
		const name = m?.[1]?.trim();
		if (name && !/^(?:TITULAR|NIF|DNI|PLENO|TOTAL)/.test(name) && !names.includes(name))
			names.push(name);
	}
	return names.length > 0
		? {
				value: names.join('; '),
				confidence: 'media',
				note: 'Sin DNI junto al nombre: compruébalos.',
			}
		: missing('No aparecen los titulares.');
}

/** Every entry of the «Cargas» section, in document order (a table's rows, or its text). */
export function readCharges(layout: Layout): Charge[] {
	const charges = section(layout, CHARGES, NEXT_AFTER_CHARGES);
	return (
		chargesFromTable(charges.lines, layout.decimal) ?? chargesFromText(charges.text, layout.decimal)
	);
}

/** The registry number of the property and its municipality, with its IDUFIR/CRU. */
function estate(text: string): FieldReading {
	const folded = fold(text);
	const m =
		/\bfinca(?: registral)?(?: (?:de|en) ([a-z ]+?))?\s*(?:,\s*)?(?:n\.?\s?[º°o]\.?|num(?:ero)?\.?|no\.)?\s*:?\s*(\d[\d.]*\d|\d)\b/.exec(
			folded,
		);
	if (!m) return missing('No aparece el número de finca.');
	const town = m[1]
		? text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)
		: '';
	const code = /\b(?:idufir|cru)\s*:?\s*(\d{14})\b/.exec(folded)?.[1];
	return read(`${m[2]}${town ? ` de ${town.trim()}` : ''}${code ? ` (IDUFIR ${code})` : ''}`);
}

/** The sentence on public-housing limits (VPO), as printed; empty when there is none. */
function socialHousing(text: string): FieldReading {
	const folded = fold(text.replace(/\s+/g, ' '));
	const m =
		/[^.]*(?:(?:vivienda|regimen) de proteccion (?:oficial|publica)|\bvpo\b|\bvpp\b|precio maximo de venta|calificacion definitiva)[^.]*\.?/.exec(
			folded,
		);
	if (!m) return missing('');
	const sentence = text
		.replace(/\s+/g, ' ')
		.slice(m.index, m.index + m[0].length)
		.trim();
	return {
		value: sentence.slice(0, 240),
		confidence: 'media',
		note: 'La vivienda protegida limita el precio y a quién se puede vender: compruébalo con el notario.',
	};
}

/** The built area under (or after) a heading that carries the unit: «Superficie construida (m²)». */
function areaInHeading(layout: Layout): number | null {
	for (const label of [/superficie construida/, /superficie\b/])
		for (const hit of findLabels(layout, label)) {
			const heading = layout.lines[hit.line]?.folded.slice(hit.end, hit.end + 20) ?? '';
			if (!/^\s*\(?\s*(?:m\s?[2²?*]|metros)/.test(heading)) continue;
			const found = numberNear(layout, hit, ['money', 'int']);
			if (found) return found.value.value;
		}
	return null;
}

/** A land-registry note: holders, charges and their creditor, cadastral reference, floor area. */
export function readLandNote(input: Layout): Readings {
	const layout = reflowProse(input);
	const text = layout.lines.map((l) => l.text).join('\n');
	const folded = fold(text);
	// The charges from the page's own lines: a line opening with a kind starts an entry.
	const charges = section(input, CHARGES, NEXT_AFTER_CHARGES);
	const list = readCharges(input);
	const free = FREE.test(fold(charges.text)) && list.every((c) => c.tipo === 'afeccion-fiscal');
	const mortgage = list.find((c) => c.tipo === 'hipoteca');
	const cargas: FieldReading =
		charges.text === '' && list.length === 0
			? missing('No aparece el apartado de cargas.')
			: free
				? read('Sin cargas')
				: { value: 'Con cargas', confidence: 'alta', note: charges.text.slice(0, 240) };

	const area =
		/superficie construida[^0-9\n]{0,20}(\d[\d.,]*)\s*(?:m\s?[2²?*]|metros)/.exec(folded) ??
		/construida[^0-9\n]{0,12}(\d[\d.,]*)\s*(?:m\s?[2²?*]|metros)/.exec(folded) ??
		/(\d[\d.,]*)\s*(?:m\s?[2²?*]|metros cuadrados)\s*(?:de superficie )?construid/.exec(folded) ??
		/superficie[^0-9\n]{0,30}(\d[\d.,]*)\s*(?:m\s?[2²?*]|metros)/.exec(folded);
	const areaValue = area?.[1] ? readMoney(area[1].replace(/[.,]$/, '')) : areaInHeading(layout);
	return {
		titular: holders(layout),
		finca: estate(text),
		cargas,
		acreedor: mortgage?.titular
			? read(mortgage.titular)
			: missing(mortgage ? 'No aparece a favor de quién es la hipoteca.' : ''),
		refCatastral: cadastral(text),
		superficie: areaValue !== null ? read(plain(areaValue)) : missing('No aparece la superficie.'),
		vpo: socialHousing(text),
		fechaNota: noteDate(layout),
	};
}
