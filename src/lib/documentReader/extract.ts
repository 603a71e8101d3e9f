import { fieldsByKind, type FieldValues } from './fields.ts';
import type { DocumentKind } from './kinds.ts';
import { layoutFromText, type Layout } from './layout/lines.ts';
import type { Charge } from './models/charges.ts';
import { readCharges, readLandNote } from './models/landNote.ts';
import { readProducts, type OfferProduct } from './models/offerProducts.ts';
import { readDeed } from './models/deed.ts';
import { readOffer } from './models/offer.ts';
import { readPayslip } from './models/payslip.ts';
import { readReceipt } from './models/receipt.ts';
import { missing, type Readings } from './models/reading.ts';
import { readTaxReturn } from './models/taxReturn.ts';

const models: Record<DocumentKind, (layout: Layout) => Readings> = {
	nomina: readPayslip,
	oferta: readOffer,
	'nota-simple': readLandNote,
	renta: readTaxReturn,
	escritura: readDeed,
	'recibo-hipoteca': readReceipt,
};

/**
 * Every field of `fieldsByKind[kind]` read from a document's layout (pdf.js items or OCR word
 * boxes with positions) or plain text, with its confidence and a note; a field not found is
 * empty with the reason, never a guess. Never throws.
 */
export function readFields(kind: DocumentKind, input: Layout | string): Readings {
	const layout = typeof input === 'string' ? layoutFromText(input) : input;
	let read: Readings = {};
	try {
		read = models[kind](layout);
	} catch {
		read = {};
	}
	return Object.fromEntries(fieldsByKind[kind].map((f) => [f.key, read[f.key] ?? missing('')]));
}

/** Just the values of readFields, as editable Spanish text ('' when not found). */
export function extractFields(kind: DocumentKind, input: Layout | string): FieldValues {
	return Object.fromEntries(
		Object.entries(readFields(kind, input)).map(([key, field]) => [key, field.value]),
	);
}

/**
 * Every entry of a nota simple's «Cargas» section, in document order (kind, holder, amount,
 * date and its text). Never throws: an unreadable section gives an empty list.
 */
export function extractCharges(input: Layout | string): Charge[] {
	const layout = typeof input === 'string' ? layoutFromText(input) : input;
	try {
		return readCharges(layout);
	} catch {
		return [];
	}
}

/** The linked products of an offer, each with its yearly cost and bonus points. Never throws. */
export function extractOfferProducts(input: Layout | string): OfferProduct[] {
	const layout = typeof input === 'string' ? layoutFromText(input) : input;
	try {
		return readProducts(layout);
	} catch {
		return [];
	}
}

/** Whole years between a dd/mm/aaaa date and `today`, or null when the date is not valid. */
export function seniorityYears(date: string, today: Date): number | null {
	const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim());
	if (!m) return null;
	const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const start = new Date(Date.UTC(y, mo - 1, d));
	if (start.getUTCMonth() !== mo - 1 || start.getUTCDate() !== d || start > today) return null;
	let years = today.getUTCFullYear() - y;
	if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d))
		years -= 1;
	return years;
}
