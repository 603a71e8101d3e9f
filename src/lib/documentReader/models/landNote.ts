import { fold } from '../kinds.ts';
import type { Layout } from '../layout/lines.ts';
import { sectionStart } from '../layout/find.ts';
import { missing, plain, read, type FieldReading, type Readings } from './reading.ts';
import { readMoney } from './values.ts';

const HOLDERS = /^\W*(?:resumen de )?titular(?:idad(?:es)?|es)?\b/;
const CHARGES = /^\W*(?:resumen de )?(?:c ?a ?r ?g ?a ?s)\b|^\W*a ?r ?g ?a ?s\b/;
const NEXT =
	/^\W*(?:descripcion|datos (?:de la finca|registrales)|documentos|asientos|presentacion|informacion|advertencia|muy importante|c ?a ?r ?g ?a ?s\b)/;
/** DNI or NIE: 8 digits and a letter, or X/Y/Z, 7 digits and a letter (OCR may read 0 as O). */
const ID = /\b(?:[\dO]{8}|[XYZ][\dO]{7})[A-Z]\b/;
const CADASTRAL = /\b\d{7}[A-Z]{2}\d{4}[A-Z]\d{4}[A-Z]{2}\b/;

/** The lines of a section: from its heading (text after the heading included) to the next one. */
function section(layout: Layout, heading: RegExp): string[] {
	const start = sectionStart(layout, heading);
	if (start < 0) return [];
	const first = layout.lines[start];
	const out = [first?.text.replace(/^[^:]*(?::|$)/, '').trim() ?? ''];
	if (first && !first.text.includes(':')) out[0] = '';
	for (let i = start + 1; i < layout.lines.length; i++) {
		const line = layout.lines[i];
		if (!line || NEXT.test(line.folded)) break;
		out.push(line.text);
	}
	return out.filter(Boolean);
}

/** Holders: the name before each DNI or NIE in the section (running text or a table). */
function holders(layout: Layout): FieldReading {
	const names: string[] = [];
	for (const line of section(layout, HOLDERS)) {
		const id = ID.exec(line);
		if (!id) continue;
		const name = line
			.slice(0, id.index)
			.split(/\s{2,}/)[0]
			?.replace(/[,;(]*\s*(?:con\s+)?(?:d\.?n\.?i\.?|n\.?i\.?f\.?|n\.?i\.?e\.?)?\s*:?\s*$/i, '')
			.replace(/^(?:d\.|dña\.|don|doña)\s+/i, '')
			.trim();
		if (name && !names.includes(name)) names.push(name);
	}
	return names.length > 0 ? read(names.join('; ')) : missing('No aparecen los titulares.');
}

/** A land-registry note: holders, charges and their creditor, cadastral reference, floor area. */
export function readLandNote(layout: Layout): Readings {
	const text = layout.lines.map((l) => l.text).join('\n');
	const folded = fold(text);
	const charges = section(layout, CHARGES).join(' ');
	const foldedCharges = fold(charges);
	const free = /libre de cargas|sin cargas|no hay cargas|no constan cargas|ninguna/.test(
		foldedCharges,
	);
	const favour =
		/a favor de (.+?)(?:,\s*(?:en garantia|con un|por (?:un|el)|para|segun)\b|\.\s|\.$|$)/.exec(
			foldedCharges,
		);
	const creditor = favour?.[1]
		? [favour[0], charges.slice(favour.index + 11, favour.index + 11 + favour[1].length)]
		: null;
	const cargas: FieldReading =
		charges === ''
			? missing('No aparece el apartado de cargas.')
			: free
				? read('Sin cargas')
				: { value: 'Con cargas', confidence: 'alta', note: charges.slice(0, 240) };
	const ref = CADASTRAL.exec(text);
	const area =
		/superficie construida[^0-9\n]{0,20}(\d[\d.,]*)\s*(?:m\s?[2²?]|metros)/.exec(folded) ??
		/superficie[^0-9\n]{0,30}(\d[\d.,]*)\s*(?:m\s?[2²?]|metros)/.exec(folded);
	const areaValue = area?.[1] ? readMoney(area[1].replace(/[.,]$/, '')) : null;
	return {
		titular: holders(layout),
		cargas,
		acreedor:
			creditor?.[1] && !free
				? read(creditor[1].trim())
				: missing(free || charges === '' ? '' : 'No aparece a favor de quién es la carga.'),
		refCatastral: ref ? read(ref[0]) : missing('No aparece la referencia catastral.'),
		superficie: areaValue !== null ? read(plain(areaValue)) : missing('No aparece la superficie.'),
	};
}
