/**
 * The official download as bytes, before any parsing (issue 43: `npm run data:import` with
 * hostile files): a size cap, the text's encoding from its byte-order mark or its bytes
 * (UTF-8, UTF-16, else Windows-1252 as Spanish spreadsheets export), a spreadsheet's zip
 * checked for a decompression bomb from its own directory, and problems printed without the
 * control characters a file could smuggle into the terminal. Pure: the CLI reads the file.
 */

/** Largest file accepted (the Banco de España CSV is ~100 KB, MIVAU's tables ~2 MB). */
export const maxImportBytes = 20 * 1024 * 1024;
/** A spreadsheet's zip may expand to at most this much, and at most this many times its size. */
export const maxUnzippedBytes = 200 * 1024 * 1024;
export const maxZipRatio = 100;

const megabytes = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

/** Why a file of `size` bytes is not read, or null. */
export function sizeProblem(size: number): string | null {
	return size > maxImportBytes
		? `El fichero ocupa ${megabytes(size)}; el máximo es ${megabytes(maxImportBytes)}. Comprueba que es la descarga oficial.`
		: null;
}

/** The text of a CSV: UTF-8 or UTF-16 by BOM, UTF-8 when it decodes, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
	if (bytes[0] === 0xff && bytes[1] === 0xfe)
		return new TextDecoder('utf-16le').decode(bytes.subarray(2));
	if (bytes[0] === 0xfe && bytes[1] === 0xff)
		return new TextDecoder('utf-16be').decode(bytes.subarray(2));
	try {
		return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
	} catch {
		return new TextDecoder('windows-1252').decode(bytes);
	}
}

/**
 * Why a zip (an .xlsx) must not be opened: what its central directory says its files expand to
 * is over maxUnzippedBytes or maxZipRatio times the zip, or the directory cannot be read. Null
 * for a reasonable zip and for anything that is not a zip (an .xls is an OLE2 file).
 */
export function zipProblem(bytes: Uint8Array): string | null {
	if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
		return null;
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const unreadable = 'El libro está dañado: no se puede leer su índice de contenido.';
	let end = -1;
	for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--)
		if (view.getUint32(i, true) === 0x06054b50) {
			end = i;
			break;
		}
	if (end < 0) return unreadable;
	const entries = view.getUint16(end + 10, true);
	let at = view.getUint32(end + 16, true);
	let total = 0;
	for (let n = 0; n < entries; n++) {
		if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return unreadable;
		const size = view.getUint32(at + 24, true);
		// Zip64 sizes (0xFFFFFFFF) do not belong in an official table.
		if (size === 0xffffffff) return unreadable;
		total += size;
		at +=
			46 +
			view.getUint16(at + 28, true) +
			view.getUint16(at + 30, true) +
			view.getUint16(at + 32, true);
	}
	return total > maxUnzippedBytes || total > maxZipRatio * bytes.length
		? `El libro se descomprime en ${megabytes(total)} a partir de ${megabytes(bytes.length)}: no parece una descarga oficial y no se abre.`
		: null;
}

/** Text to print in a terminal: every control character shown as «�» (no escape sequences). */
export const printable = (text: string): string =>
	// eslint-disable-next-line no-control-regex -- removing control characters is the point
	text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');
