import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { TimelineEvent } from '../mortgage/timeline.ts';
import { timelineParam } from './timelineParam.ts';
import { timelineStateSchema, type TimelineState } from './timelineState.ts';

/**
 * The timeline's state packed into one URL parameter (compact JSON, deflate, base64url), so a
 * share link restores the whole life of the loan, and read back from one.
 */

export { timelineParam };

/** Compact tuples: [kind, month, value, mode?] keep the link short. */
type Packed = [string, number, number, string?];

function pack(event: TimelineEvent): Packed {
	switch (event.kind) {
		case 'rate':
			return ['r', event.month, event.tin];
		case 'euribor':
			return ['e', event.month, event.euribor];
		case 'term':
			return ['t', event.month, event.remainingMonths];
		case 'prepayment':
			return ['p', event.month, event.amount, event.mode === 'reduce-term' ? 't' : 'c'];
	}
}

function unpack([kind, month, value, mode]: Packed): unknown {
	if (kind === 'r') return { kind: 'rate', month, tin: value };
	if (kind === 'e') return { kind: 'euribor', month, euribor: value };
	if (kind === 't') return { kind: 'term', month, remainingMonths: value };
	return {
		kind: 'prepayment',
		month,
		amount: value,
		mode: mode === 't' ? 'reduce-term' : 'reduce-payment',
	};
}

function toBase64Url(bytes: Uint8Array): string {
	let text = '';
	for (const byte of bytes) text += String.fromCharCode(byte);
	return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
	const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
	const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The state compressed for a URL (deflate, base64url). */
export function encodeTimeline(state: TimelineState): string {
	const compact = {
		s: state.system === 'french' ? 'f' : 'c',
		d: state.signing,
		e: state.scenario,
		c: state.custom.map((p) => [p.years, p.euribor]),
		o: state.feeOption === '0.25-3y' ? 0 : 1,
		v: state.events.map(pack),
	};
	return toBase64Url(deflateSync(strToU8(JSON.stringify(compact)), { level: 9 }));
}

/** The state from a URL value, or null when it is damaged or not ours. */
export function decodeTimeline(text: string): TimelineState | null {
	try {
		const raw = JSON.parse(strFromU8(inflateSync(fromBase64Url(text.slice(0, 4000))))) as {
			s?: string;
			d?: string;
			e?: string;
			c?: [number, number][];
			o?: number;
			v?: Packed[];
		};
		const parsed = timelineStateSchema.safeParse({
			system: raw.s === 'c' ? 'constant-capital' : 'french',
			signing: raw.d,
			scenario: raw.e,
			custom: (raw.c ?? []).map(([years, euribor]) => ({ years, euribor })),
			feeOption: raw.o === 1 ? '0.15-5y' : '0.25-3y',
			events: (raw.v ?? []).map(unpack),
		});
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/** Where a page is: the parts of `window.location` a share link keeps. */
export interface PageLocation {
	pathname: string;
	search: string;
	hash: string;
}

/** The page's URL with the timeline's state written in (other parameters left as they are). */
export function urlWithTimeline(location: PageLocation, state: TimelineState | null): string {
	const params = new URLSearchParams(location.search);
	if (state) params.set(timelineParam, encodeTimeline(state));
	else params.delete(timelineParam);
	const search = params.toString();
	return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
