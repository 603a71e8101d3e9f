// Dominio: vault
/**
 * The standard stream filters (ISO 32000-1 §7.4) a PDF can hide objects behind: FlateDecode,
 * LZWDecode, ASCII85Decode, ASCIIHexDecode and RunLengthDecode, chained in any order, with the
 * PNG and TIFF predictors of /DecodeParms. Every byte produced is counted against the check's
 * budget, so a stream that inflates past it stops there (BudgetExceeded). Flate goes through
 * the web-standard DecompressionStream, which Node and Deno both provide, read chunk by chunk.
 */
import {
	ascii85,
	asciiHex,
	earlyChange,
	lzw,
	predict,
	runLength,
	UndecodableStream,
} from './decoders.ts';
import { Budget, BudgetExceeded, type PdfDict, type PdfValue, isDict, isName } from './syntax.ts';

/** A filter this module cannot decode, or data that does not decode. */
export { UndecodableStream };

/** Filters that only ever hold images: never parsed as objects, so never decoded here. */
export const imageFilters = new Set([
	'DCTDecode',
	'DCT',
	'JPXDecode',
	'JBIG2Decode',
	'CCITTFaxDecode',
	'CCF',
]);

const aliases: Record<string, string> = {
	Fl: 'FlateDecode',
	LZW: 'LZWDecode',
	A85: 'ASCII85Decode',
	AHx: 'ASCIIHexDecode',
	RL: 'RunLengthDecode',
};

/** The standard filter names, abbreviations included (§7.4.1, Table 6; Crypt §7.4.10). */
export const standardFilters = new Set([
	...Object.keys(aliases),
	...Object.values(aliases),
	...imageFilters,
	'Crypt',
]);

/** A stream's filters and their parameters, in order, with references resolved. */
export function filterChain(
	dict: PdfDict,
	resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): { name: string; params: PdfDict | null }[] {
	const filter = resolve(dict.map.get('Filter') ?? dict.map.get('F'));
	const params = resolve(dict.map.get('DecodeParms') ?? dict.map.get('DP'));
	const names = Array.isArray(filter) ? filter.map(resolve) : filter == null ? [] : [filter];
	const paramList = Array.isArray(params) ? params.map(resolve) : [params];
	return names.map((n, i) => {
		if (!isName(n)) throw new UndecodableStream('filter is not a name');
		const p = paramList[Array.isArray(params) ? i : 0];
		return { name: aliases[n.name] ?? n.name, params: isDict(p) ? p : null };
	});
}

/** Whether any filter of the chain is outside the standard set (or a Crypt other than Identity). */
export function hasUnknownFilter(chain: readonly { name: string; params: PdfDict | null }[]) {
	return chain.some(
		(f) =>
			!standardFilters.has(f.name) ||
			(f.name === 'Crypt' &&
				f.params !== null &&
				f.params.map.has('Name') &&
				!isName(f.params.map.get('Name'), 'Identity')),
	);
}

/** Decodes a stream through its whole chain; throws UndecodableStream or BudgetExceeded. */
export async function decodeChain(
	raw: Uint8Array,
	chain: readonly { name: string; params: PdfDict | null }[],
	budget: Budget,
	inflate: Inflate = webInflate,
): Promise<Uint8Array> {
	let data = raw;
	for (const { name, params } of chain) {
		if (name === 'Crypt') continue;
		if (name === 'FlateDecode') data = await inflate(data, budget);
		else if (name === 'LZWDecode') data = lzw(data, budget, earlyChange(params));
		else if (name === 'ASCIIHexDecode') data = asciiHex(data);
		else if (name === 'ASCII85Decode') data = ascii85(data, budget);
		else if (name === 'RunLengthDecode') data = runLength(data, budget);
		else throw new UndecodableStream(`cannot decode ${name}`);
		if (name === 'FlateDecode' || name === 'LZWDecode') data = predict(data, params, budget);
	}
	return data;
}

/**
 * Inflates zlib data, charging the budget for what comes out (BudgetExceeded past it) and
 * keeping what decodes before trailing junk or a missing checksum; UndecodableStream when
 * nothing does. Replaceable: the Node worker passes a synchronous one (contentWorker.ts) so the
 * work stays on its own low-priority thread.
 */
export type Inflate = (data: Uint8Array, budget: Budget) => Promise<Uint8Array>;

/** The web-standard inflater (DecompressionStream), read chunk by chunk: Node and Deno. */
export const webInflate: Inflate = async (data, budget) => {
	const stream = new DecompressionStream('deflate');
	const writer = stream.writable.getWriter();
	writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
	writer.close().catch(() => undefined);
	const reader = stream.readable.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			budget.spend(value.length);
			chunks.push(value);
			size += value.length;
		}
	} catch (error) {
		await reader.cancel().catch(() => undefined);
		if (error instanceof BudgetExceeded) throw error;
		if (size === 0) throw new UndecodableStream('not zlib data');
	}
	return concat(chunks, size);
};

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
	const out = new Uint8Array(size);
	let at = 0;
	for (const c of chunks) {
		out.set(c, at);
		at += c.length;
	}
	return out;
}
