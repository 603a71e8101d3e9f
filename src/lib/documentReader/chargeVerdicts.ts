import data from '../../../content/data/cargas-registrales.json' with { type: 'json' };
import type { ChargeKind } from './models/charges.ts';
import { NOTE_MAX_AGE_MONTHS } from './models/noteDate.ts';

/** What a kind of charge means for a buyer: its name, how serious, the advice and its law. */
export interface ChargeVerdict {
	label: string;
	risk: 'alto' | 'medio' | 'bajo';
	verdict: string;
	law: string;
}

/** The verdict on one kind of charge (content/data/cargas-registrales.json, with its sources). */
export function chargeVerdict(kind: ChargeKind): ChargeVerdict {
	return data.kinds[kind] as ChargeVerdict;
}

/** The note's other texts: free of charges, no section found, an old note, public housing. */
export const landNoteTexts = {
	free: data.free,
	noSection: data.noSection,
	oldNote: data.oldNote,
	vpo: data.vpo,
};

/**
 * Whether a nota simple dated `date` (dd/mm/aaaa) is older than NOTE_MAX_AGE_MONTHS on
 * `today`; null when the date is not valid or lies in the future.
 */
export function noteIsOld(date: string, today: Date): boolean | null {
	const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim());
	if (!m) return null;
	const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const issued = new Date(Date.UTC(y, mo - 1, d));
	if (issued.getUTCDate() !== d || issued.getUTCMonth() !== mo - 1 || issued > today) return null;
	const limit = new Date(Date.UTC(y, mo - 1 + NOTE_MAX_AGE_MONTHS, d));
	return today > limit;
}
