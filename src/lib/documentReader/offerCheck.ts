import { formatPercent } from '../format/formatPercent.ts';
import { aprPercent } from '../mortgage/aprPercent.ts';
import { monthlyPayment } from '../mortgage/monthlyPayment.ts';
import { readNumber } from '../tools/fields.ts';
import { fieldsByKind, type FieldValues } from './fields.ts';
import { documentMessages as m } from './messages.ts';
import type { Readings } from './models/reading.ts';

/** Largest gap between the stated and the recomputed TAE read as rounding, in points. */
export const TAE_TOLERANCE_POINTS = 0.05;

/** One figure the check used, as the form shows it. */
export interface CheckInput {
	label: string;
	value: string;
}

/** The offer recomputed with the mortgage engine. */
export interface OfferCheck {
	/** Monthly instalment at the offer's TIN and term. */
	payment: number;
	/** TAE from the amount, TIN, term, opening fee and costs the offer states. */
	computedTae: number;
	statedTae: number;
	/** Stated minus computed, in percentage points. */
	differencePoints: number;
	/**
	 * «cuadra»: the figures explain the stated TAE; «no-cuadra»: they do not, and every input was
	 * read with confidence or typed by the person; «sin-comprobar»: they do not, but some input is
	 * missing or doubtful, so no verdict is given (`reasons` says which).
	 */
	status: 'cuadra' | 'no-cuadra' | 'sin-comprobar';
	mismatch: boolean;
	/** The figures the check used. */
	inputs: CheckInput[];
	/** Why the TAE could not be checked (empty unless status is «sin-comprobar»). */
	reasons: string[];
	/** What to tell the person, in Spanish. */
	message: string;
}

const fieldOf = (key: string) => fieldsByKind.oferta.find((f) => f.key === key);
const labelOf = (key: string) => fieldOf(key)?.label ?? key;
const units = { money: ' €', percent: ' %', years: ' años', area: ' m²', date: '', text: '' };

/**
 * Why the reader is not sure enough of the inputs to say the bank's TAE is wrong: fields left
 * empty or flagged doubtful by the reader (a field the person edited is theirs, so trusted), a
 * variable or mixed rate (its TAE rests on the index of the offer's date), linked products
 * without their cost. Empty when `readings` is not given (everything typed by the person).
 */
function doubts(values: FieldValues, readings: Readings | undefined): string[] {
	if (!readings) return [];
	const out: string[] = [];
	const fromReader = (key: string) => (values[key] ?? '') === (readings[key]?.value ?? '');
	const kind = (values['tipo'] ?? '').trim().toLowerCase();
	if (kind.startsWith('variab') || kind.startsWith('mixt')) out.push(m.variableTae);
	for (const key of ['importe', 'tin', 'plazo', 'tae', 'comision', 'gastos'])
		if (fromReader(key)) {
			const reading = readings[key];
			if (!reading || reading.confidence === null) out.push(m.notFound(labelOf(key)));
			else if (reading.confidence === 'baja') out.push(m.doubtful(labelOf(key), reading.note));
		}
	const named = (values['vinculados'] ?? '').trim() !== '';
	if (named && fromReader('costeVinculados') && readings['costeVinculados']?.confidence !== 'alta')
		out.push(m.linkedCost);
	if (fromReader('cuota') && readings['cuota']?.confidence === 'baja')
		out.push(m.doubtful(labelOf('cuota'), readings['cuota']?.note ?? ''));
	return out;
}

/**
 * Recomputes a bank offer's TAE from its own figures (amount, TIN, term in years, opening fee,
 * other upfront costs and the linked products' yearly cost) with the engine's aprPercent and
 * compares it with the TAE the bank states. «La TAE no cuadra» only when every input is sure
 * (`readings`: how the reader read each field); otherwise the reasons it could not be checked.
 * Null while a needed field is missing or wrong.
 */
export function checkOffer(values: FieldValues, readings?: Readings): OfferCheck | null {
	const read = (key: string, fallback?: number) => {
		const raw = values[key]?.trim() ?? '';
		if (raw === '' && fallback !== undefined) return fallback;
		const parsed = readNumber(raw);
		return parsed.ok ? parsed.value : null;
	};
	const amount = read('importe');
	const tin = read('tin');
	const years = read('plazo');
	const statedTae = read('tae');
	const fee = read('comision', 0);
	const costs = read('gastos', 0);
	const linked = read('costeVinculados', 0);
	if (amount === null || tin === null || years === null || statedTae === null) return null;
	if (fee === null || costs === null || linked === null) return null;
	if (amount <= 0 || years <= 0 || years > 50 || linked < 0) return null;
	const months = Math.round(years * 12);
	try {
		const payment = monthlyPayment(amount, tin, months);
		// The linked products the offer requires count in the TAE (Ley 5/2019, Anexo II).
		const monthly = payment + linked / 12;
		const payments = Array.from({ length: months }, (_, k) => ({ month: k + 1, amount: monthly }));
		const computedTae = aprPercent({ amount, upfrontCosts: fee + costs, payments });
		const differencePoints = statedTae - computedTae;
		const mismatch = Math.abs(differencePoints) > TAE_TOLERANCE_POINTS;
		const pct = (n: number) => formatPercent(n, { decimals: 2 });
		const reasons = mismatch ? doubts(values, readings) : [];
		const status = !mismatch ? 'cuadra' : reasons.length > 0 ? 'sin-comprobar' : 'no-cuadra';
		const inputs = ['importe', 'tin', 'plazo', 'comision', 'gastos', 'costeVinculados'].map(
			(key) => ({
				label: labelOf(key),
				value: `${values[key]?.trim() || '0'}${units[fieldOf(key)?.type ?? 'text']}`,
			}),
		);
		return {
			payment,
			computedTae,
			statedTae,
			differencePoints,
			status,
			mismatch,
			inputs,
			reasons,
			message:
				status === 'cuadra'
					? m.offerMatches(pct(computedTae))
					: status === 'no-cuadra'
						? m.offerMismatch(pct(statedTae), pct(computedTae))
						: m.offerUnchecked(reasons),
		};
	} catch {
		return null;
	}
}
