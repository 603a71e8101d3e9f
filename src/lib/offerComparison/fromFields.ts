import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import { fold } from '../documentReader/kinds.ts';
import type { Bonus, Offer, RateKind } from './types.ts';

/** The fields of an offer as typed or read from a FEIN (Spanish text, as the form holds them). */
export type OfferFields = Record<string, string>;

/** A Spanish message per field that cannot be used, or the offer. */
export type OfferParse = { ok: true; offer: Offer } | { ok: false; errors: Record<string, string> };

const kindOf = (text: string): RateKind | null => {
	const t = fold(text.trim());
	if (t.startsWith('mixt')) return 'mixto';
	if (t.startsWith('variab')) return 'variable';
	if (t.startsWith('fij') || t === '') return 'fijo';
	return null;
};

/**
 * An Offer from the document analysis fields (importe, plazo, tipo, tin, anosFijo, diferencial,
 * tae, comision, gastos, costeVinculados) plus the bonuses typed in. Required: importe, plazo
 * and TIN (and the diferencial when the rate is not fixed); the rest default to 0 or none.
 */
export function offerFromFields(
	name: string,
	fields: OfferFields,
	bonuses: Bonus[] = [],
): OfferParse {
	const errors: Record<string, string> = {};
	const num = (key: string, required: boolean, min: number, max: number): number => {
		const raw = fields[key]?.trim() ?? '';
		if (raw === '') {
			if (required) errors[key] = 'Falta este dato.';
			return 0;
		}
		const parsed = parseSpanishNumber(raw);
		if (!parsed.ok) {
			errors[key] = parsed.error.message;
			return 0;
		}
		if (parsed.value < min || parsed.value > max) {
			errors[key] =
				`Debe estar entre ${String(min).replace('.', ',')} y ${String(max).replace('.', ',')}.`;
			return 0;
		}
		return parsed.value;
	};
	const kind = kindOf(fields['tipo'] ?? '');
	if (!kind) errors['tipo'] = 'Escribe fijo, variable o mixto.';
	const variable = kind !== null && kind !== 'fijo';
	const years = num('plazo', true, 1, 40);
	const fixedDefault = kind === 'variable' ? 1 : 0;
	const fixedRaw = fields['anosFijo']?.trim() ?? '';
	const fixedYears =
		kind === 'mixto'
			? num('anosFijo', true, 1, 39)
			: variable && fixedRaw !== ''
				? num('anosFijo', false, 0, 39)
				: fixedDefault;
	const tae = fields['tae']?.trim() ? num('tae', false, 0, 30) : null;
	const offer: Offer = {
		name: name.trim() || 'Oferta',
		amount: num('importe', true, 1000, 5_000_000),
		years,
		kind: kind ?? 'fijo',
		tin: num('tin', true, 0, 30),
		fixedYears: kind === 'fijo' ? years : fixedYears,
		spread: variable ? num('diferencial', true, -5, 15) : 0,
		openingFee: num('comision', false, 0, 100_000),
		upfrontCosts: num('gastos', false, 0, 100_000),
		linkedYearly: num('costeVinculados', false, 0, 50_000),
		bonuses,
		statedTae: tae,
	};
	const linkedNames = requiredNames(fields['vinculados'] ?? '', bonuses);
	if (linkedNames) offer.linkedNames = linkedNames;
	if (variable && offer.fixedYears >= years) errors['anosFijo'] = 'Debe ser menor que el plazo.';
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, offer };
}

/** The linked products the FEIN names that are not among the bonuses typed in. */
function requiredNames(names: string, bonuses: readonly Bonus[]): string {
	const bonus = new Set(bonuses.map((b) => fold(b.name.trim())));
	return names
		.split(/[,;]/)
		.map((n) => n.trim())
		.filter((n) => n !== '' && !bonus.has(fold(n)))
		.join(', ');
}
