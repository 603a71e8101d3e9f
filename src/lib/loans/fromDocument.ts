import type { DocumentKind } from '../documentReader/kinds.ts';
import type { Layout } from '../documentReader/layout/lines.ts';
import { lenderName, proseOf, type PrintedReading } from '../documentReader/models/loanText.ts';
import type { Readings } from '../documentReader/models/reading.ts';
import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import type { Loan, LoanBonification, LoanKind } from './types.ts';

/** A document read for a loan: its kind, the reader's fields and, when at hand, its layout. */
export interface LoanReading {
	kind: DocumentKind;
	readings: Readings;
	/** The document's lines: where the offer's figures were printed (the FEIN reader keeps no line). */
	layout?: Layout;
}

/** A figure read that the loan has no field for, shown to the person as it was printed. */
export interface LoanDraftNote {
	label: string;
	text: string;
}

/** A loan drafted from a document: the fields found, each with its printed text, and those not found. */
export interface LoanDraft {
	fields: Partial<Loan>;
	found: { field: keyof Loan; text: string }[];
	missing: (keyof Loan)[];
	/** Figures the document gives that the loan does not keep (fees, the receipt's breakdown…). */
	also: LoanDraftNote[];
}

/** The fields each kind of document can give; the others are the person's to type. */
const expectedFields: Partial<Record<DocumentKind, (keyof Loan)[]>> = {
	escritura: [
		'bank',
		'principal',
		'signedOn',
		'firstPaymentMonth',
		'months',
		'kind',
		'tin',
		'fixedMonths',
		'spread',
		'revisionMonths',
		'referenceLagMonths',
		'bonifications',
	],
	'recibo-hipoteca': ['bank', 'months', 'firstPaymentMonth', 'kind', 'tin', 'spread'],
	oferta: ['bank', 'principal', 'months', 'kind', 'tin', 'fixedMonths', 'spread', 'bonifications'],
};

/** Whether `kind` is a document a loan can be drafted from. */
export const isLoanDocument = (kind: DocumentKind): boolean => kind in expectedFields;

const num = (text: string | undefined): number | null => {
	if (!text?.trim()) return null;
	const parsed = parseSpanishNumber(text.trim().replace(/\s*(?:%|€)$/, ''));
	return parsed.ok && Number.isFinite(parsed.value) ? parsed.value : null;
};

const kindOf = (text: string): LoanKind | null =>
	({ Fijo: 'fija', Variable: 'variable', Mixto: 'mixta' })[text] as LoanKind | null;

/** «dd/mm/aaaa» as «aaaa-mm-dd»; «mm/aaaa» as «aaaa-mm». */
const isoDate = (d: string) =>
	/^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d)?.slice(1).reverse().join('-') ?? null;
const isoMonth = (m: string) => /^(\d{2})\/(\d{4})$/.exec(m)?.slice(1).reverse().join('-') ?? null;

/** «Nómina domiciliada: 0,30; Seguro de hogar: 0,20» as bonuses kept, their yearly cost unknown (0). */
export function bonusesOf(text: string): LoanBonification[] {
	return text
		.split(';')
		.map((part) => /^\s*(.+?):\s*(\d+(?:,\d+)?)\s*$/.exec(part))
		.filter((m): m is RegExpExecArray => m !== null)
		.map((m) => ({
			label: (m[1] ?? '').trim(),
			tinReduction: num(m[2]) ?? 0,
			yearlyCost: 0,
			kept: true,
		}));
}

/** Collects fields as they are found, each with its printed text. */
function builder(readings: Readings) {
	const fields: Partial<Loan> = {};
	const found: LoanDraft['found'] = [];
	const also: LoanDraftNote[] = [];
	const printed = (key: string) => {
		const r = readings[key] as PrintedReading | undefined;
		return r?.printed || r?.value || '';
	};
	const set = <K extends keyof Loan>(field: K, value: Loan[K] | null, text: string) => {
		if (value === null || value === undefined || text === '') return;
		fields[field] = value;
		found.push({ field, text });
	};
	const note = (label: string, key: string, unit = '') => {
		const value = readings[key]?.value;
		if (value) also.push({ label, text: printed(key) || `${value}${unit}` });
	};
	return {
		fields,
		found,
		also,
		printed,
		set,
		note,
		value: (key: string) => readings[key]?.value ?? '',
	};
}

type Builder = ReturnType<typeof builder>;

function fromDeed(b: Builder) {
	b.set('bank', b.value('prestamista') || null, b.printed('prestamista'));
	b.set('principal', num(b.value('capital')), b.printed('capital'));
	b.set('signedOn', isoDate(b.value('fecha')), b.printed('fecha'));
	b.set('firstPaymentMonth', isoMonth(b.value('primeraCuota')), b.printed('primeraCuota'));
	b.set('months', num(b.value('plazo')), b.printed('plazo'));
	const kind = kindOf(b.value('tipo'));
	b.set('kind', kind, b.printed('tipo'));
	b.set('tin', num(b.value('tinInicial')), b.printed('tinInicial'));
	if (kind === 'variable' || kind === 'mixta') {
		b.set('fixedMonths', num(b.value('mesesTipoInicial')), b.printed('mesesTipoInicial'));
		// The spread is over the 12-month Euríbor: over another index it would be a wrong figure.
		if (/^Eur[ií]bor/.test(b.value('indice')) || !b.value('indice'))
			b.set('spread', num(b.value('diferencial')), b.printed('diferencial'));
		else b.note('Diferencial (sobre otro índice)', 'diferencial', ' %');
		const revision = num(b.value('revision'));
		b.set(
			'revisionMonths',
			revision === 6 || revision === 12 ? revision : null,
			b.printed('revision'),
		);
		b.set('referenceLagMonths', num(b.value('mesReferencia')), b.printed('mesReferencia'));
		b.note('Índice de referencia', 'indice');
	}
	const bonuses = bonusesOf(b.value('bonificaciones'));
	b.set('bonifications', bonuses.length > 0 ? bonuses : null, b.printed('bonificaciones'));
	b.note('Comisión de apertura', 'comisionApertura');
	b.note('Comisión por amortización anticipada', 'comisionAmortizacion', ' %');
}

/**
 * A receipt gives what it prints: the bank, the number of instalments and, from «cuota 37» and
 * its date, the month of the first one. Its rate is today's: it is the loan's TIN only when the
 * receipt says the rate is fixed. The signing date and the capital lent are not on it.
 */
function fromReceipt(b: Builder) {
	b.set('bank', b.value('entidad') || null, b.printed('entidad'));
	b.set('months', num(b.value('totalCuotas')), b.printed('totalCuotas'));
	const n = num(b.value('numeroCuota'));
	const date = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(b.value('fecha'));
	if (n !== null && n >= 1 && Number.isInteger(n) && date) {
		const index = Number(date[2]) * 12 + Number(date[1]) - 1 - (n - 1);
		const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
		b.set('firstPaymentMonth', month, `${b.printed('numeroCuota')} · ${b.printed('fecha')}`);
	}
	if (b.value('tipo') === 'Fijo') {
		b.set('kind', 'fija', b.printed('tipo'));
		b.set('tin', num(b.value('tipoAplicado')), b.printed('tipoAplicado'));
	} else b.note('Tipo de interés aplicado en este recibo', 'tipoAplicado', ' %');
	b.set('spread', num(b.value('diferencial')), b.printed('diferencial'));
	b.note('Fecha del cargo', 'fecha');
	b.note('Importe de la cuota', 'cuota', ' €');
	b.note('Capital amortizado', 'capitalAmortizado', ' €');
	b.note('Intereses', 'intereses', ' €');
	b.note('Capital pendiente tras el pago', 'capitalPendiente', ' €');
}

/** The first line of the layout that matches `re`, or null. */
const lineMatching = (layout: Layout | undefined, re: RegExp) =>
	layout?.lines
		.find((l) => re.test(l.text))
		?.text.replace(/\s+/g, ' ')
		.trim() ?? null;

/** The line of the layout where `value` is printed (a FEIN's figure), or the value itself. */
function lineWith(layout: Layout | undefined, value: string, fallback: string): string {
	if (!value) return '';
	const line = layout?.lines.find((l) => l.text.includes(value));
	return line ? line.text.replace(/\s+/g, ' ').trim() : fallback;
}

/**
 * The FEIN: amount, term, rate class, TIN and spread. With a TIN without bonuses and one linked
 * product, the loan keeps the unbonified TIN and that product's reduction; otherwise the applied
 * TIN and no bonuses (how several products share the reduction is not printed).
 */
function fromOffer(b: Builder, layout: Layout | undefined) {
	const at = (key: string, unit: string) =>
		lineWith(layout, b.value(key), `${b.value(key)}${unit}`);
	const lender = layout ? lenderName(proseOf(layout)) : null;
	if (lender) b.set('bank', lender.value, lender.value);
	b.set('principal', num(b.value('importe')), at('importe', ' €'));
	const years = num(b.value('plazo'));
	const months = years === null ? null : Math.round(years * 12);
	const term = new RegExp(`\\b(?:${b.value('plazo')} años|${months} (?:meses|cuotas|pagos))`, 'i');
	b.set('months', months, lineMatching(layout, term) ?? `${b.value('plazo')} años`);
	const kind = kindOf(b.value('tipo'));
	const word = new RegExp(`\\b${b.value('tipo') || '-'}\\b`, 'i');
	b.set('kind', kind, lineMatching(layout, word) ?? b.value('tipo'));
	const tin = num(b.value('tin'));
	const plain = num(b.value('tinSinBonificar'));
	const products = b
		.value('vinculados')
		.split(',')
		.map((p) => p.trim())
		.filter(Boolean);
	if (plain !== null && tin !== null && plain > tin && products.length === 1) {
		b.set('tin', plain, at('tinSinBonificar', ' %'));
		const label = products[0] ?? '';
		b.set(
			'bonifications',
			[
				{
					label,
					tinReduction: Math.round((plain - tin) * 1e4) / 1e4,
					yearlyCost: num(b.value('costeVinculados')) ?? 0,
					kept: true,
				},
			],
			`${at('tin', ' %')} · ${label}`,
		);
	} else {
		b.set('tin', tin, at('tin', ' %'));
		b.note('TIN sin bonificaciones', 'tinSinBonificar', ' %');
		b.note('Productos vinculados', 'vinculados');
	}
	if (kind === 'mixta') {
		const fixedYears = num(b.value('anosFijo'));
		b.set(
			'fixedMonths',
			fixedYears === null ? null : Math.round(fixedYears * 12),
			`${b.value('anosFijo')} años`,
		);
	}
	if (kind !== 'fija') b.set('spread', num(b.value('diferencial')), at('diferencial', ' %'));
	b.note('TAE', 'tae', ' %');
	b.note('Cuota mensual', 'cuota', ' €');
	b.note('Comisión de apertura', 'comision', ' €');
	b.note('Comisión por amortización anticipada', 'amortizacion', ' %');
}

/**
 * The loan fields a document gives (deed, instalment receipt or FEIN), each with the text it was
 * printed as, and the fields it could give but were not found. Nothing is guessed: a figure not
 * printed stays missing (a receipt has no signing date; a FEIN no revision month).
 */
export function loanDraftFromReading(reading: LoanReading): LoanDraft {
	const b = builder(reading.readings);
	if (reading.kind === 'escritura') fromDeed(b);
	else if (reading.kind === 'recibo-hipoteca') fromReceipt(b);
	else if (reading.kind === 'oferta') fromOffer(b, reading.layout);
	const expected = expectedFields[reading.kind] ?? [];
	const kind = b.fields.kind;
	const applies = (field: keyof Loan) =>
		kind === 'fija'
			? !['fixedMonths', 'spread', 'revisionMonths', 'referenceLagMonths'].includes(field)
			: true;
	return {
		fields: b.fields,
		found: b.found,
		missing: expected.filter((f) => !(f in b.fields) && applies(f)),
		also: b.also,
	};
}
