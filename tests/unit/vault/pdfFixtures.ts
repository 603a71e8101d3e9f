/**
 * Small PDFs built byte by byte for the content check's tests: real cross-reference tables and
 * object streams encoded with each standard filter, so pdf.js (the independent reference the
 * tests open them with) reads exactly what the check must find.
 */
import { deflateSync } from 'node:zlib';

/** One object: its number and its text (a dictionary, or anything), or a stream. */
export type FixtureObject =
	{ num: number; text: string } | { num: number; dict: string; data: Uint8Array };

/** The standard filters the fixtures encode with (names as a PDF writes them). */
export type FixtureFilter =
	'FlateDecode' | 'ASCIIHexDecode' | 'ASCII85Decode' | 'LZWDecode' | 'RunLengthDecode';

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** ASCIIHex: two hex digits per byte, then `>`. */
const asciiHex = (data: Uint8Array) => latin1(`${Buffer.from(data).toString('hex')}>`);

/** ASCII85 (Adobe): groups of five characters, `z` for four zero bytes, `~>` at the end. */
function ascii85(data: Uint8Array): Buffer {
	let out = '';
	for (let i = 0; i < data.length; i += 4) {
		const chunk = [...data.subarray(i, i + 4)];
		const n = chunk.length;
		while (chunk.length < 4) chunk.push(0);
		let v = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
		if (v === 0 && n === 4) {
			out += 'z';
			continue;
		}
		const digits: string[] = [];
		for (let k = 0; k < 5; k++) {
			digits.unshift(String.fromCharCode((v % 85) + 33));
			v = Math.floor(v / 85);
		}
		out += digits.slice(0, n + 1).join('');
	}
	return latin1(`${out}~>`);
}

/** RunLength: literal runs of up to 128 bytes, then the end marker 128. */
function runLength(data: Uint8Array): Buffer {
	const out: number[] = [];
	for (let i = 0; i < data.length; i += 128) {
		const run = data.subarray(i, i + 128);
		out.push(run.length - 1, ...run);
	}
	out.push(128);
	return Buffer.from(out);
}

/** LZW with 9–12 bit codes, early change, a clear code first and the end code last. */
function lzw(data: Uint8Array): Buffer {
	const codes: number[] = [256];
	const dict = new Map<string, number>();
	for (let i = 0; i < 256; i++) dict.set(String.fromCharCode(i), i);
	let next = 258;
	let w = '';
	const widths: number[] = [9];
	let width = 9;
	for (const byte of data) {
		const c = String.fromCharCode(byte);
		if (dict.has(w + c)) {
			w += c;
			continue;
		}
		codes.push(dict.get(w)!);
		widths.push(width);
		dict.set(w + c, next++);
		if (next + 1 > 1 << width && width < 12) width++;
		w = c;
	}
	if (w) {
		codes.push(dict.get(w)!);
		widths.push(width);
	}
	codes.push(257);
	widths.push(width);
	let bits = 0;
	let acc = 0;
	const out: number[] = [];
	codes.forEach((code, i) => {
		acc = (acc << widths[i]!) | code;
		bits += widths[i]!;
		while (bits >= 8) {
			out.push((acc >>> (bits - 8)) & 0xff);
			bits -= 8;
			acc &= (1 << bits) - 1;
		}
	});
	if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
	return Buffer.from(out);
}

const encoders: Record<FixtureFilter, (d: Uint8Array) => Uint8Array> = {
	FlateDecode: (d) => deflateSync(d),
	ASCIIHexDecode: asciiHex,
	ASCII85Decode: ascii85,
	LZWDecode: lzw,
	RunLengthDecode: runLength,
};

/** Encodes data with a chain of filters, listed as /Filter lists them (first applied last). */
export function encode(data: Uint8Array, filters: readonly FixtureFilter[]): Uint8Array {
	return filters.reduceRight((d, f) => encoders[f](d), data);
}

/** An object stream holding `objects`, encoded with `filters` (none: plain). */
export function objectStream(
	num: number,
	objects: readonly { num: number; text: string }[],
	filters: readonly FixtureFilter[] = ['FlateDecode'],
	extraDict = '',
): FixtureObject {
	let offsets = '';
	let body = '';
	for (const o of objects) {
		offsets += `${o.num} ${body.length} `;
		body += `${o.text}\n`;
	}
	const data = encode(latin1(offsets + body), filters);
	const filter = filters.length ? `/Filter [${filters.map((f) => `/${f}`).join(' ')}]` : '';
	return {
		num,
		dict: `/Type /ObjStm /N ${objects.length} /First ${offsets.length} ${filter} ${extraDict}`,
		data,
	};
}

/**
 * A whole PDF: header, the objects, a classic xref table (entries for objects inside object
 * streams come from an XRef stream when `compressed` lists them) and the trailer.
 */
export function buildPdf(
	objects: readonly FixtureObject[],
	options: { root?: number; compressed?: { num: number; stream: number; index: number }[] } = {},
): Uint8Array<ArrayBuffer> {
	const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
	const offsets = new Map<number, number>();
	let size = parts[0]!.length;
	const push = (b: Buffer) => {
		parts.push(b);
		size += b.length;
	};
	for (const o of objects) {
		offsets.set(o.num, size);
		if ('text' in o) push(latin1(`${o.num} 0 obj\n${o.text}\nendobj\n`));
		else {
			push(latin1(`${o.num} 0 obj\n<< ${o.dict} /Length ${o.data.length} >>\nstream\n`));
			push(Buffer.from(o.data));
			push(latin1('\nendstream\nendobj\n'));
		}
	}
	const max = Math.max(...offsets.keys(), ...(options.compressed ?? []).map((c) => c.num));
	const root = options.root ?? 1;
	if (options.compressed?.length) {
		// An XRef stream: type 1 (offset) and type 2 (object stream, index) entries.
		const xrefNum = max + 1;
		const rows: number[][] = [[0, 0, 0]];
		for (let n = 1; n <= xrefNum; n++) {
			const c = options.compressed.find((x) => x.num === n);
			if (c) rows.push([2, c.stream, c.index]);
			else if (n === xrefNum) rows.push([1, size, 0]);
			else if (offsets.has(n)) rows.push([1, offsets.get(n)!, 0]);
			else rows.push([0, 0, 0]);
		}
		const data = Buffer.from(
			rows.flatMap(([t, a, b]) => [
				t!,
				(a! >> 24) & 255,
				(a! >> 16) & 255,
				(a! >> 8) & 255,
				a! & 255,
				b!,
			]),
		);
		const at = size;
		push(
			latin1(
				`${xrefNum} 0 obj\n<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 1] /Root ${root} 0 R /Length ${data.length} >>\nstream\n`,
			),
		);
		push(data);
		push(latin1(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`));
		return new Uint8Array(Buffer.concat(parts));
	}
	const xrefAt = size;
	let xref = `xref\n0 ${max + 1}\n0000000000 65535 f \n`;
	for (let n = 1; n <= max; n++) {
		const at = offsets.get(n);
		xref +=
			at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
	}
	push(
		latin1(
			`${xref}trailer\n<< /Size ${max + 1} /Root ${root} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
		),
	);
	return new Uint8Array(Buffer.concat(parts));
}

/** A one-page document's catalog, pages and page (objects 1–3), with `catalogExtra` inside. */
export const basicObjects = (catalogExtra = ''): FixtureObject[] => [
	{ num: 1, text: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>` },
	{ num: 2, text: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
	{ num: 3, text: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' },
];

/**
 * The issue's decompression bomb: about 64 KB of PDF whose object stream inflates to 64 MB of
 * `/a/a/a…` (a name per two bytes). The old check inflated such streams and ran a regex per name
 * on the request thread for 12–24 s. `streams` splits it into several object streams of
 * `bytesPerStream` each (the bench uses four just under the old 16 MB per-stream limit).
 */
export function pdfBomb(streams = 1, bytesPerStream = 64 * 1024 * 1024): Uint8Array<ArrayBuffer> {
	const names = Buffer.alloc(bytesPerStream, '/a');
	const data = deflateSync(Buffer.concat([Buffer.from('5 0 '), names]), { level: 9 });
	return buildPdf([
		...basicObjects(),
		...Array.from({ length: streams }, (_, i) => ({
			num: 4 + i * 2,
			dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
			data,
		})),
	]);
}
