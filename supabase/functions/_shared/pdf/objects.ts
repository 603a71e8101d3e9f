// Dominio: vault
/**
 * Every object of a PDF a reader could load, found the two ways pdf.js finds them: through the
 * cross-reference data (classic `xref` tables, XRef streams, `startxref` and /Prev offsets) and,
 * as its recovery mode does, by every `<num> <gen> obj` header in the bytes, including one that
 * another object's string or stream would hide from a front-to-back reading. Streams are
 * delimited by their /Length when `endstream` follows it, else by the next `endstream`.
 */
import {
	decodeChain,
	filterChain,
	hasUnknownFilter,
	type Inflate,
	UndecodableStream,
	webInflate,
} from './filters.ts';
import {
	type Budget,
	type PdfDict,
	PdfReader,
	type PdfValue,
	isBoundary,
	isDict,
	isKeyword,
	isName,
	isRef,
	latin1,
} from './syntax.ts';

/** One object definition: its number, value and, for a stream, the raw bytes of its body. */
export type PdfObject = { num: number; value: PdfValue; body: Uint8Array | null };

/** What a file holds: its object definitions (all of them, in the order found) and trailers. */
export type PdfFile = {
	objects: PdfObject[];
	trailers: PdfDict[];
	/** The latest definition of an object number, references resolved (at most 8 hops). */
	resolve: (v: PdfValue | undefined) => PdfValue | undefined;
	/** Every definition a reference may stand for (a file may define a number twice). */
	resolveAll: (v: PdfValue | undefined) => PdfValue[];
	/** Adds a definition found later (an object stream's contents). */
	add: (object: PdfObject) => void;
};

const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
const isSpace = (c: number | undefined) =>
	c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** Positions of a keyword standing alone (a boundary on both sides) in the file's text. */
function* keywordAt(text: string, bytes: Uint8Array, word: string): Generator<number> {
	for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
		if (isBoundary(bytes[at + word.length]) && (at === 0 || isBoundary(bytes[at - 1]))) yield at;
	}
}

/**
 * Where the `<num> <gen> obj` header ending at `obj` (index o) starts, white space only between
 * the parts, or -1. "0obj" counts, as pdf.js's lexer splits it.
 */
function headerStart(bytes: Uint8Array, o: number): number {
	let i = o - 1;
	while (isSpace(bytes[i])) i--;
	if (!isDigit(bytes[i])) return -1;
	while (isDigit(bytes[i])) i--;
	if (!isSpace(bytes[i])) return -1;
	while (isSpace(bytes[i])) i--;
	if (!isDigit(bytes[i])) return -1;
	while (isDigit(bytes[i])) i--;
	return i + 1;
}

/** Reads every object the file defines. */
export async function readObjects(
	bytes: Uint8Array,
	budget: Budget,
	inflate: Inflate = webInflate,
): Promise<PdfFile> {
	const text = latin1(bytes, 0, bytes.length);
	const objects: PdfObject[] = [];
	const byNum = new Map<number, PdfObject>();
	const defined = new Map<number, PdfValue[]>();
	const parsed = new Set<number>();
	const tables = new Set<number>();
	const trailers: PdfDict[] = [];
	const streams: { object: PdfObject; dict: PdfDict; start: number }[] = [];

	const add = (object: PdfObject) => {
		objects.push(object);
		byNum.set(object.num, object);
		defined.set(object.num, [...(defined.get(object.num) ?? []), object.value]);
	};
	const resolve = (v: PdfValue | undefined): PdfValue | undefined => {
		for (let hop = 0; hop < 8 && isRef(v); hop++) v = byNum.get(v.num)?.value;
		return isRef(v) ? undefined : v;
	};
	const resolveAll = (v: PdfValue | undefined, hops = 0): PdfValue[] => {
		if (v === undefined) return [];
		if (!isRef(v)) return [v];
		if (hops >= 8) return [];
		return (defined.get(v.num) ?? []).flatMap((d) => resolveAll(d, hops + 1)).slice(0, 16);
	};

	/** Parses the object whose header starts at (or after white space from) `offset`. */
	const objectAt = (offset: number) => {
		if (offset < 0 || offset >= bytes.length || parsed.has(offset)) return;
		parsed.add(offset);
		const r = new PdfReader(bytes, offset, budget);
		const num = r.value();
		// A cross-reference offset may point at a classic table instead.
		if (isKeyword(num, 'xref')) return xrefTable(r.pos);
		const gen = r.value();
		const word = r.value();
		if (typeof num !== 'number' || typeof gen !== 'number' || !isKeyword(word, 'obj')) return;
		const value = r.value();
		const object: PdfObject = { num, value, body: null };
		add(object);
		r.skipSpace();
		if (isDict(value) && latin1(bytes, r.pos, r.pos + 6) === 'stream') {
			let start = r.pos + 6;
			if (bytes[start] === 0x0d) start++;
			if (bytes[start] === 0x0a) start++;
			streams.push({ object, dict: value, start });
		}
	};

	/** A classic table (from just after `xref`): `<first> <count>` subsections; `n` entries. */
	const xrefTable = (from: number) => {
		if (tables.has(from)) return;
		tables.add(from);
		const r = new PdfReader(bytes, from, budget);
		for (;;) {
			const first = r.value();
			const count = r.value();
			if (typeof first !== 'number' || typeof count !== 'number') return;
			for (let i = 0; i < count; i++) {
				const at = r.value();
				r.value();
				const kind = r.value();
				if (typeof at !== 'number') return;
				if (isKeyword(kind, 'n')) objectAt(at);
			}
		}
	};

	for (const o of keywordAt(text, bytes, 'obj')) {
		const start = headerStart(bytes, o);
		if (start >= 0) objectAt(start);
	}
	for (const at of keywordAt(text, bytes, 'xref')) xrefTable(at + 4);
	for (const at of keywordAt(text, bytes, 'startxref')) {
		const offset = new PdfReader(bytes, at + 9, budget).value();
		if (typeof offset === 'number') objectAt(offset);
	}
	for (const at of keywordAt(text, bytes, 'trailer')) {
		const dict = new PdfReader(bytes, at + 7, budget).value();
		if (isDict(dict)) {
			trailers.push(dict);
			for (const key of ['Prev', 'XRefStm']) {
				const offset = dict.map.get(key);
				if (typeof offset === 'number') objectAt(offset);
			}
		}
	}

	// Stream bodies, then the XRef streams' offsets (which may add streams: loop until none).
	for (let done = 0; done < streams.length; done++) {
		const { object, dict, start } = streams[done]!;
		object.body = streamBody(bytes, text, start, resolve(dict.map.get('Length')));
		if (!isName(resolve(dict.map.get('Type')), 'XRef') || !object.body) continue;
		trailers.push(dict);
		for (const key of ['Prev', 'XRefStm']) {
			const offset = resolve(dict.map.get(key));
			if (typeof offset === 'number') objectAt(offset);
		}
		for (const offset of await xrefStreamOffsets(object.body, dict, resolve, budget, inflate))
			objectAt(offset);
	}
	return { objects, trailers, resolve, resolveAll, add };
}

/** A stream's body: /Length bytes when `endstream` follows them, else up to `endstream`. */
function streamBody(
	bytes: Uint8Array,
	text: string,
	start: number,
	length: PdfValue | undefined,
): Uint8Array | null {
	if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
		let end = start + length;
		while (isSpace(bytes[end])) end++;
		if (text.startsWith('endstream', end)) return bytes.subarray(start, start + length);
	}
	const end = text.indexOf('endstream', start);
	if (end < 0) return null;
	let last = end;
	if (bytes[last - 1] === 0x0a) last--;
	if (bytes[last - 1] === 0x0d) last--;
	return bytes.subarray(start, Math.max(start, last));
}

/** The byte offsets (type 1 entries) of an XRef stream (/W field widths, /Index ignored). */
async function xrefStreamOffsets(
	body: Uint8Array,
	dict: PdfDict,
	resolve: (v: PdfValue | undefined) => PdfValue | undefined,
	budget: Budget,
	inflate: Inflate,
): Promise<number[]> {
	const chain = filterChain(dict, resolve);
	if (hasUnknownFilter(chain)) throw new UndecodableStream('unknown filter on an XRef stream');
	const data = await decodeChain(body, chain, budget, inflate);
	const w = resolve(dict.map.get('W'));
	const widths = Array.isArray(w) ? w.map((x) => resolve(x)) : [];
	if (widths.length !== 3 || !widths.every((x) => typeof x === 'number' && x >= 0 && x <= 8))
		return [];
	const [w0, w1, w2] = widths as [number, number, number];
	const row = w0 + w1 + w2;
	const out: number[] = [];
	const field = (at: number, width: number) => {
		let v = 0;
		for (let i = 0; i < width; i++) v = v * 256 + data[at + i]!;
		return v;
	};
	for (let at = 0; row > 0 && at + row <= data.length; at += row) {
		const type = w0 === 0 ? 1 : field(at, w0);
		if (type === 1) out.push(field(at + w0, w1));
	}
	return out;
}
