import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import { offerFromFields, type OfferFields } from './fromFields.ts';
import type { Bonus, EuriborPath, Offer } from './types.ts';
import { MAX_OFFERS } from './compare.ts';

/** An offer as the form holds it: Spanish text per field, and its bonuses as text too. */
export interface OfferEntry {
	name: string;
	fields: OfferFields;
	bonuses: { name: string; yearlyCost: string; points: string }[];
}

/** What a saved or shared comparison keeps: the entries and the person's Euribor path (text). */
export interface ComparisonState {
	entries: OfferEntry[];
	euribor: { now: string; inFiveYears: string };
}

/** Query parameter that carries a comparison (the panel's link reopens it). */
export const comparisonParam = 'comparacion';

/** A number typed the Spanish way («1.200,50», «0,3 %»); null when empty or unreadable. */
const spanish = (s: string): number | null => {
	const parsed = parseSpanishNumber(s);
	return parsed.ok ? parsed.value : null;
};

const text = (v: unknown, max = 120) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The comparison as a URL-safe string (base64url of its JSON). */
export function encodeComparison(state: ComparisonState): string {
	const bytes = new TextEncoder().encode(JSON.stringify(state));
	let binary = '';
	for (const b of bytes) binary += String.fromCharCode(b);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A comparison read back from encodeComparison's string; null when it is not one. */
export function decodeComparison(raw: string): ComparisonState | null {
	try {
		const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
		const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
		const data = JSON.parse(json) as Partial<ComparisonState>;
		if (!Array.isArray(data.entries)) return null;
		const entries = data.entries.slice(0, MAX_OFFERS).map((e: Partial<OfferEntry>): OfferEntry => ({
			name: text(e.name, 60),
			fields: Object.fromEntries(
				Object.entries(e.fields ?? {}).map(([k, v]) => [text(k, 30), text(v, 40)]),
			),
			bonuses: (Array.isArray(e.bonuses) ? e.bonuses : []).slice(0, 5).map((b) => ({
				name: text(b?.name, 60),
				yearlyCost: text(b?.yearlyCost, 20),
				points: text(b?.points, 20),
			})),
		}));
		return {
			entries,
			euribor: {
				now: text(data.euribor?.now, 20),
				inFiveYears: text(data.euribor?.inFiveYears, 20),
			},
		};
	} catch {
		return null;
	}
}

/** The offer of an entry, its bonuses read the Spanish way; null when a field is not usable. */
export function entryOffer(entry: OfferEntry): Offer | null {
	const bonuses: Bonus[] = [];
	for (const b of entry.bonuses) {
		const cost = spanish(b.yearlyCost);
		const points = spanish(b.points);
		if (!b.name.trim() || cost === null || points === null) return null;
		if (cost < 0 || points < 0 || points > 5) return null;
		bonuses.push({ name: b.name.trim(), yearlyCost: cost, points });
	}
	const parsed = offerFromFields(entry.name, entry.fields, bonuses);
	return parsed.ok ? parsed.offer : null;
}

/** The Euribor path typed in, or null with unreadable values. */
export function readPath(euribor: ComparisonState['euribor']): EuriborPath | null {
	const read = (s: string) => {
		const n = spanish(s);
		return n !== null && n >= -2 && n <= 15 ? n : null;
	};
	const now = read(euribor.now);
	const inFiveYears = read(euribor.inFiveYears);
	return now === null || inFiveYears === null ? null : { now, inFiveYears };
}
