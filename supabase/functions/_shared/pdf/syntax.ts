// Dominio: vault
/**
 * PDF object syntax (ISO 32000-1 §7.2–7.3), read as pdf.js reads it: names with #xx escapes,
 * numbers, literal strings with balanced parentheses and backslash escapes, hex strings,
 * arrays, dictionaries and indirect references. Tolerant where readers are (a dictionary key
 * that is not a name is skipped, as pdf.js does), strict where a reader would stop: nesting is
 * bounded, and every byte read is counted against the caller's budget. No dependencies, so it
 * runs in Node's worker and in the Deno Edge Function alike.
 */

/** A name object (/Type), #xx escapes decoded. */
export type PdfName = { kind: 'name'; name: string };
/** An indirect reference (12 0 R). */
export type PdfRef = { kind: 'ref'; num: number; gen: number };
/** A dictionary: keys without the slash. */
export type PdfDict = { kind: 'dict'; map: Map<string, PdfValue> };
/** A string's bytes are never needed to find active content: only that it was one. */
export type PdfString = { kind: 'string' };
/** A bare keyword the value grammar does not know (endobj, stream, an operator…). */
export type PdfKeyword = { kind: 'keyword'; word: string };
export type PdfValue =
	PdfName | PdfRef | PdfDict | PdfString | PdfKeyword | PdfValue[] | number | boolean | null;

/** Why a file cannot be read: the check refuses it rather than guess. */
export class PdfSyntaxError extends Error {}

/** Bytes the check may still read or decompress; shared by parsing and decoding. */
export class Budget {
	remaining: number;
	constructor(bytes: number) {
		this.remaining = bytes;
	}
	/** Counts n bytes; throws BudgetExceeded when the file has cost more than its share. */
	spend(n: number): void {
		this.remaining -= n;
		if (this.remaining < 0) throw new BudgetExceeded();
	}
}

/** The file costs more work than its size allows (a decompression bomb, overlapping objects). */
export class BudgetExceeded extends Error {}

/** Deepest nesting of arrays and dictionaries read (real files stay under ten). */
export const MAX_DEPTH = 64;

const isSpace = (c: number) =>
	c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
	c === 0x28 || // (
	c === 0x29 || // )
	c === 0x3c || // <
	c === 0x3e || // >
	c === 0x5b || // [
	c === 0x5d || // ]
	c === 0x7b || // {
	c === 0x7d || // }
	c === 0x2f || // /
	c === 0x25; // %
/** Whether a byte ends a keyword, number or name. */
export const isBoundary = (c: number | undefined) =>
	c === undefined || isSpace(c) || isDelimiter(c);
const hex = (c: number) =>
	c >= 0x30 && c <= 0x39
		? c - 0x30
		: c >= 0x41 && c <= 0x46
			? c - 0x37
			: c >= 0x61 && c <= 0x66
				? c - 0x57
				: -1;

type Token =
	| { t: 'eof' }
	| { t: 'num'; v: number; int: boolean }
	| { t: 'name'; v: string }
	| { t: 'string' }
	| { t: 'open'; v: '<<' | '[' | '{' }
	| { t: 'close'; v: '>>' | ']' | '}' }
	| { t: 'word'; v: string };

/** Reads tokens and values from `bytes` starting at `pos`. */
export class PdfReader {
	readonly bytes: Uint8Array;
	pos: number;
	readonly budget: Budget;
	constructor(bytes: Uint8Array, pos: number, budget: Budget) {
		this.bytes = bytes;
		this.pos = pos;
		this.budget = budget;
	}

	/** Skips white space and comments. */
	skipSpace(): void {
		const b = this.bytes;
		for (;;) {
			const c = b[this.pos];
			if (c === undefined) return;
			if (isSpace(c)) this.pos++;
			else if (c === 0x25) {
				while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
			} else return;
		}
	}

	#token(): Token {
		this.skipSpace();
		const b = this.bytes;
		const start = this.pos;
		const c = b[start];
		if (c === undefined) return { t: 'eof' };
		let token: Token;
		if (c === 0x2f) token = this.#name();
		else if (c === 0x28) token = this.#literal();
		else if (c === 0x3c && b[start + 1] === 0x3c) {
			this.pos += 2;
			token = { t: 'open', v: '<<' };
		} else if (c === 0x3e && b[start + 1] === 0x3e) {
			this.pos += 2;
			token = { t: 'close', v: '>>' };
		} else if (c === 0x3c) token = this.#hexString();
		else if (c === 0x5b || c === 0x7b) {
			this.pos++;
			token = { t: 'open', v: c === 0x5b ? '[' : '{' };
		} else if (c === 0x5d || c === 0x7d) {
			this.pos++;
			token = { t: 'close', v: c === 0x5d ? ']' : '}' };
		} else if (c === 0x29 || c === 0x3e) {
			// A stray ) or >: readers skip it.
			this.pos++;
			token = { t: 'word', v: String.fromCharCode(c) };
		} else {
			while (!isBoundary(b[this.pos])) this.pos++;
			const word = latin1(b, start, this.pos);
			const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? Number(word) : NaN;
			token = Number.isFinite(n)
				? { t: 'num', v: n, int: /^[+-]?\d+$/.test(word) }
				: { t: 'word', v: word };
		}
		this.budget.spend(this.pos - start);
		return token;
	}

	#name(): Token {
		const b = this.bytes;
		this.pos++;
		const out: number[] = [];
		while (!isBoundary(b[this.pos])) {
			const c = b[this.pos]!;
			const h1 = hex(b[this.pos + 1] ?? 0);
			const h2 = hex(b[this.pos + 2] ?? 0);
			if (c === 0x23 && h1 >= 0 && h2 >= 0) {
				out.push(h1 * 16 + h2);
				this.pos += 3;
			} else {
				out.push(c);
				this.pos++;
			}
		}
		return { t: 'name', v: String.fromCharCode(...out.slice(0, 256)) };
	}

	/** A literal string: balanced parentheses, a backslash escapes the next byte. */
	#literal(): Token {
		const b = this.bytes;
		let depth = 0;
		while (this.pos < b.length) {
			const c = b[this.pos++];
			if (c === 0x5c) this.pos++;
			else if (c === 0x28) depth++;
			else if (c === 0x29 && --depth === 0) return { t: 'string' };
		}
		return { t: 'string' };
	}

	#hexString(): Token {
		const end = this.bytes.indexOf(0x3e, this.pos);
		this.pos = end < 0 ? this.bytes.length : end + 1;
		return { t: 'string' };
	}

	/**
	 * The next value. Integers followed by `<gen> R` are references; a keyword or closing
	 * delimiter the grammar does not expect comes back as a keyword.
	 */
	value(depth = 0): PdfValue {
		if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deep');
		const token = this.#token();
		switch (token.t) {
			case 'eof':
				return { kind: 'keyword', word: '' };
			case 'name':
				return { kind: 'name', name: token.v };
			case 'string':
				return { kind: 'string' };
			case 'num':
				return token.int && token.v >= 0 ? this.#maybeRef(token.v) : token.v;
			case 'close':
				return { kind: 'keyword', word: token.v };
			case 'word':
				if (token.v === 'true') return true;
				if (token.v === 'false') return false;
				if (token.v === 'null') return null;
				return { kind: 'keyword', word: token.v };
			case 'open':
				return token.v === '<<' ? this.#dict(depth) : this.#array(depth, token.v);
		}
	}

	#maybeRef(num: number): PdfValue {
		const at = this.pos;
		const gen = this.#token();
		if (gen.t === 'num' && gen.int && gen.v >= 0) {
			const r = this.#token();
			if (r.t === 'word' && r.v === 'R') return { kind: 'ref', num, gen: gen.v };
		}
		this.pos = at;
		return num;
	}

	#array(depth: number, open: '[' | '{'): PdfValue[] {
		const out: PdfValue[] = [];
		const close = open === '[' ? ']' : '}';
		for (;;) {
			const v = this.value(depth + 1);
			if (isKeyword(v, close) || isKeyword(v, '')) return out;
			if (isKeyword(v, 'endobj') || isKeyword(v, 'stream')) {
				this.pos -= v.word.length;
				return out;
			}
			out.push(v);
		}
	}

	#dict(depth: number): PdfDict {
		const map = new Map<string, PdfValue>();
		for (;;) {
			const key = this.value(depth + 1);
			if (isKeyword(key, '>>') || isKeyword(key, '')) return { kind: 'dict', map };
			if (isKeyword(key, 'endobj') || isKeyword(key, 'stream')) {
				this.pos -= key.word.length;
				return { kind: 'dict', map };
			}
			// pdf.js: "Malformed dictionary: key must be a name object", and the token is skipped.
			if (!isName(key)) continue;
			const at = this.pos;
			const value = this.value(depth + 1);
			if (isKeyword(value, '>>') || isKeyword(value, '')) {
				map.set(key.name, null);
				return { kind: 'dict', map };
			}
			if (isKeyword(value, 'endobj') || isKeyword(value, 'stream')) {
				this.pos = at;
				map.set(key.name, null);
				continue;
			}
			map.set(key.name, value);
		}
	}
}

/** Text of a byte range, one character per byte. */
export function latin1(bytes: Uint8Array, from: number, to: number): string {
	let s = '';
	for (let i = from; i < to; i += 8192)
		s += String.fromCharCode(...bytes.subarray(i, Math.min(to, i + 8192)));
	return s;
}

export const isName = (v: PdfValue | undefined, name?: string): v is PdfName =>
	typeof v === 'object' &&
	v !== null &&
	!Array.isArray(v) &&
	v.kind === 'name' &&
	(name === undefined || v.name === name);
export const isDict = (v: PdfValue | undefined): v is PdfDict =>
	typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'dict';
export const isRef = (v: PdfValue | undefined): v is PdfRef =>
	typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'ref';
export const isKeyword = (v: PdfValue | undefined, word: string): v is PdfKeyword =>
	typeof v === 'object' &&
	v !== null &&
	!Array.isArray(v) &&
	v.kind === 'keyword' &&
	v.word === word;
