// Dominio: vault
/**
 * The document vault's content check (issue 30): what a file is by its bytes, and whether a PDF
 * carries active content. One module for both servers: the local Storage imports it to refuse an
 * upload before storing it, and the Edge Function «verificar-documento» runs it on hosted
 * Supabase (whose Storage only compares the declared type with allowed_mime_types) after the
 * upload. Only `node:` built-ins, which Deno also provides.
 */
import { Buffer } from 'node:buffer';
import { inflateSync } from 'node:zlib';

/**
 * What a file is by its first bytes, never by its name or declared type: PDF, JPEG, PNG, HEIC/HEIF,
 * or application/octet-stream for anything else (a renamed executable stays octet-stream).
 */
export function sniffType(bytes: Uint8Array): string {
	const head = Buffer.from(bytes.subarray(0, 1024));
	if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
		return 'image/jpeg';
	if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
		return 'image/png';
	if (head.toString('latin1', 4, 8) === 'ftyp') {
		const brand = head.toString('latin1', 8, 12);
		if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].includes(brand)) return 'image/heic';
		if (['mif1', 'msf1'].includes(brand)) return 'image/heif';
	}
	// A PDF header may follow up to 1024 bytes of junk (readers accept it, so must the check).
	if (head.toString('latin1').includes('%PDF-')) return 'application/pdf';
	return 'application/octet-stream';
}

/** PDF names that run code when the document opens or an action fires. */
const activeNames = new Set(['JS', 'JavaScript', 'Launch']);

/** The names (/Name tokens) of PDF text, with #xx escapes decoded (/Java#53cript is /JavaScript). */
function pdfNames(text: string): string[] {
	const out: string[] = [];
	for (const m of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
		out.push(
			m[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
		);
	}
	return out;
}

/** The decompressed contents of a PDF's Flate streams (where object streams can hide /JS). */
function* inflatedStreams(pdf: Buffer): Generator<string> {
	let from = 0;
	let budget = 64 * 1024 * 1024;
	while (budget > 0) {
		const start = pdf.indexOf('stream', from, 'latin1');
		if (start < 0) return;
		let body = start + 6;
		if (pdf[body] === 0x0d) body++;
		if (pdf[body] === 0x0a) body++;
		const end = pdf.indexOf('endstream', body, 'latin1');
		if (end < 0) return;
		from = end + 9;
		try {
			const out = inflateSync(pdf.subarray(body, end), { maxOutputLength: 16 * 1024 * 1024 });
			budget -= out.length;
			yield out.toString('latin1');
		} catch {
			// Not a Flate stream (an image, a font): nothing to read.
		}
	}
}

/** Whether a PDF carries JavaScript or another active action, plainly or in a compressed stream. */
export function pdfHasActiveContent(bytes: Uint8Array): boolean {
	const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const active = (text: string) => pdfNames(text).some((name) => activeNames.has(name));
	if (active(pdf.toString('latin1'))) return true;
	for (const text of inflatedStreams(pdf)) if (active(text)) return true;
	return false;
}

/**
 * Whether `type` is allowed by a bucket's allowed_mime_types as hosted compares them: type and
 * subtype equal, or an entry `type/*`.
 */
export function mimeAllowed(type: string, allowed: readonly string[] | null): boolean {
	if (!allowed || allowed.length === 0) return true;
	const [t, s] = type.toLowerCase().split('/');
	return allowed.some((entry) => {
		const [et, es] = entry.toLowerCase().split('/');
		return et === t && (es === '*' || es === s);
	});
}

/** What the content check found: nothing wrong, a type the bucket does not allow, or a PDF with code. */
export type ContentVerdict =
	{ ok: true; type: string } | { ok: false; type: string; problem: 'wrong_type' | 'active_pdf' };

/**
 * The whole check of an upload against a bucket's allowed_mime_types: the type read from the
 * content must be allowed, and a PDF must carry no JavaScript or launch action.
 */
export function checkDocumentContent(
	bytes: Uint8Array,
	allowed: readonly string[] | null,
): ContentVerdict {
	const type = sniffType(bytes);
	if (!mimeAllowed(type, allowed)) return { ok: false, type, problem: 'wrong_type' };
	if (type === 'application/pdf' && pdfHasActiveContent(bytes))
		return { ok: false, type, problem: 'active_pdf' };
	return { ok: true, type };
}
