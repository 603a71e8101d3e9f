import { fold } from '../kinds.ts';
import type { Layout } from '../layout/lines.ts';
import { longDate, normaliseDate } from './dates.ts';
import { missing, read, type FieldReading } from './reading.ts';

/** Months a nota simple is taken as current: three (banks and notaries ask for a recent one). */
export const NOTE_MAX_AGE_MONTHS = 3;

const NUMERIC = /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\b/;

/** The first date (numeric or written out) in `text`, as dd/mm/aaaa. */
function firstDate(text: string): string | null {
	const numeric = NUMERIC.exec(text);
	const written = longDate(text);
	if (numeric && (!written || numeric.index <= written.index))
		return normaliseDate(numeric[1] ?? '');
	return written?.date ?? null;
}

/**
 * The date the nota simple was issued: after «Fecha de emisión/expedición», «expedida el…», in the
 * registrar's closing line («…, a 6 de octubre de 2026»), or the first date of its heading. The
 * dates of the entries (deeds, seizures) are never taken.
 */
export function noteDate(layout: Layout): FieldReading {
	const lines = layout.lines;
	const labelled =
		/fecha(?: de (?:emision|expedicion|la nota|la certificacion|la informacion|solicitud))?\s*:|(?:expedid|emitid|solicitad)[ao]? (?:el|con fecha|en)|informacion (?:registral )?(?:expedida|emitida)|a fecha(?: de)?\b/;
	for (const line of lines) {
		const m = labelled.exec(line.folded);
		if (!m) continue;
		const date = firstDate(line.text.slice(m.index + m[0].length));
		if (date) return read(date);
	}
	// «Información expedida por el Registrador … el día 5 de octubre de 2026».
	for (const line of lines) {
		const m = /expedid[ao]|emitid[ao]|expedicion|emision/.exec(line.folded);
		if (!m) continue;
		const date = firstDate(line.text.slice(m.index));
		if (date) return { value: date, confidence: 'media', note: '' };
	}
	// The registrar's closing line: «Villa Supuesta, a 6 de octubre de 2026».
	for (const line of [...lines].reverse()) {
		const m = /,\s*a\s+(\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4})/.exec(line.folded);
		if (m) {
			const date = longDate(line.text.slice(m.index));
			if (date) return { value: date.date, confidence: 'media', note: '' };
		}
	}
	const heading = lines
		.slice(0, 6)
		.map((l) => l.text)
		.join('\n');
	if (/nota simple|registro/.test(fold(heading))) {
		const date = firstDate(heading);
		if (date)
			return { value: date, confidence: 'media', note: 'Comprueba que es la fecha de la nota.' };
	}
	return missing('No aparece la fecha de la nota simple.');
}
