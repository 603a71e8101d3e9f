// Dominio: vault
/**
 * The byte-level decoders of the standard filters other than Flate (filters.ts chains them):
 * ASCIIHex, ASCII85, RunLength and LZW, and the PNG/TIFF predictors of /DecodeParms. The ones
 * that can grow their input charge the check's budget as they grow.
 */
import { Budget, type PdfDict } from './syntax.ts';

/** A filter's data that does not decode. */
export class UndecodableStream extends Error {}

export const intParam = (params: PdfDict | null, key: string, fallback: number) => {
	const v = params?.map.get(key);
	return typeof v === 'number' && Number.isInteger(v) ? v : fallback;
};
export const earlyChange = (params: PdfDict | null) => intParam(params, 'EarlyChange', 1) !== 0;

/** A growable byte buffer that charges the budget as it grows. */
class Output {
	bytes = new Uint8Array(1024);
	length = 0;
	readonly budget: Budget;
	constructor(budget: Budget) {
		this.budget = budget;
	}
	push(b: number) {
		if (this.length === this.bytes.length) this.#grow(1);
		this.bytes[this.length++] = b;
	}
	pushAll(src: Uint8Array) {
		if (this.length + src.length > this.bytes.length) this.#grow(src.length);
		this.bytes.set(src, this.length);
		this.length += src.length;
	}
	#grow(need: number) {
		const size = Math.max(this.bytes.length * 2, this.length + need);
		this.budget.spend(size - this.bytes.length);
		const next = new Uint8Array(size);
		next.set(this.bytes.subarray(0, this.length));
		this.bytes = next;
	}
	done() {
		return this.bytes.subarray(0, this.length);
	}
}

export function asciiHex(data: Uint8Array): Uint8Array {
	const out = new Uint8Array(Math.ceil(data.length / 2));
	let n = 0;
	let high = -1;
	for (const c of data) {
		if (c === 0x3e) break;
		const v =
			c >= 0x30 && c <= 0x39
				? c - 0x30
				: c >= 0x41 && c <= 0x46
					? c - 0x37
					: c >= 0x61 && c <= 0x66
						? c - 0x57
						: -1;
		if (v < 0) continue;
		if (high < 0) high = v;
		else {
			out[n++] = high * 16 + v;
			high = -1;
		}
	}
	if (high >= 0) out[n++] = high * 16;
	return out.subarray(0, n);
}

export function ascii85(data: Uint8Array, budget: Budget): Uint8Array {
	const out = new Output(budget);
	const group: number[] = [];
	const flush = (count: number) => {
		let v = 0;
		for (let i = 0; i < 5; i++) v = v * 85 + (group[i] ?? 84);
		for (let i = 0; i < count - 1; i++) out.push(Math.floor(v / 2 ** (24 - 8 * i)) & 0xff);
		group.length = 0;
	};
	for (const c of data) {
		if (c === 0x7e) break; // ~> ends the data
		if (c === 0x7a && group.length === 0) {
			for (let i = 0; i < 4; i++) out.push(0);
			continue;
		}
		if (c < 0x21 || c > 0x75) continue;
		group.push(c - 0x21);
		if (group.length === 5) flush(5);
	}
	if (group.length > 1) flush(group.length);
	return out.done();
}

export function runLength(data: Uint8Array, budget: Budget): Uint8Array {
	const out = new Output(budget);
	for (let i = 0; i < data.length;) {
		const len = data[i++]!;
		if (len === 128) break;
		if (len < 128) {
			out.pushAll(data.subarray(i, i + len + 1));
			i += len + 1;
		} else {
			const b = data[i++] ?? 0;
			for (let k = 0; k < 257 - len; k++) out.push(b);
		}
	}
	return out.done();
}

/** LZW as PDF uses it: 9–12 bit codes, 256 clears, 257 ends, early change by default. */
export function lzw(data: Uint8Array, budget: Budget, early: boolean): Uint8Array {
	const out = new Output(budget);
	let dict: Uint8Array[] = [];
	const reset = () => {
		dict = [];
		for (let i = 0; i < 256; i++) dict.push(Uint8Array.of(i));
		dict.push(new Uint8Array(0), new Uint8Array(0));
	};
	reset();
	let width = 9;
	let bits = 0;
	let buffer = 0;
	let previous: Uint8Array | null = null;
	for (const byte of data) {
		buffer = ((buffer << 8) | byte) & 0xffffff;
		bits += 8;
		while (bits >= width) {
			const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
			bits -= width;
			if (code === 256) {
				reset();
				width = 9;
				previous = null;
				continue;
			}
			if (code === 257) return out.done();
			let entry = dict[code];
			if (!entry) {
				if (code !== dict.length || !previous) throw new UndecodableStream('bad LZW code');
				entry = Uint8Array.of(...previous, previous[0]!);
			}
			out.pushAll(entry);
			if (previous && dict.length < 4096) {
				budget.spend(previous.length + 1);
				dict.push(Uint8Array.of(...previous, entry[0]!));
			}
			previous = entry;
			const next = dict.length + (early ? 1 : 0);
			if (next >= 1 << width && width < 12) width++;
		}
	}
	return out.done();
}

/** Undoes a PNG (10–15) or TIFF (2) predictor of /DecodeParms; other values leave the data. */
export function predict(data: Uint8Array, params: PdfDict | null, budget: Budget): Uint8Array {
	const predictor = intParam(params, 'Predictor', 1);
	if (predictor <= 1) return data;
	const colors = Math.max(1, intParam(params, 'Colors', 1));
	const bpc = Math.max(1, intParam(params, 'BitsPerComponent', 8));
	const columns = Math.max(1, intParam(params, 'Columns', 1));
	const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
	const rowBytes = Math.ceil((colors * bpc * columns) / 8);
	if (rowBytes > 1 << 24) throw new UndecodableStream('predictor row too long');
	if (predictor === 2) {
		if (bpc !== 8) return data;
		const out = Uint8Array.from(data);
		for (let row = 0; row < out.length; row += rowBytes)
			for (let i = bpp; i < rowBytes && row + i < out.length; i++)
				out[row + i] = (out[row + i]! + out[row + i - bpp]!) & 0xff;
		return out;
	}
	budget.spend(data.length);
	const rows = Math.floor(data.length / (rowBytes + 1));
	const out = new Uint8Array(rows * rowBytes);
	for (let r = 0; r < rows; r++) {
		const type = data[r * (rowBytes + 1)]!;
		const src = r * (rowBytes + 1) + 1;
		const dst = r * rowBytes;
		for (let i = 0; i < rowBytes; i++) {
			const x = data[src + i]!;
			const a = i >= bpp ? out[dst + i - bpp]! : 0;
			const b = r > 0 ? out[dst - rowBytes + i]! : 0;
			const c = r > 0 && i >= bpp ? out[dst - rowBytes + i - bpp]! : 0;
			let v = x;
			if (type === 1) v = x + a;
			else if (type === 2) v = x + b;
			else if (type === 3) v = x + ((a + b) >> 1);
			else if (type === 4) {
				const p = a + b - c;
				const pa = Math.abs(p - a);
				const pb = Math.abs(p - b);
				const pc = Math.abs(p - c);
				v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
			}
			out[dst + i] = v & 0xff;
		}
	}
	return out;
}
