// Dominio: vault
/**
 * The document vault's content check (issues 30 and 43): what a file is by its bytes, and
 * whether a PDF carries active content (pdf/activeContent.ts: a parser, not regexes). One module
 * for both servers: the local Storage runs it in its worker pool (supabase/local/storage/
 * contentPool.ts) before storing an upload, and the Edge Function «verificar-documento» runs it
 * on hosted Supabase after the upload. Web and `node:` built-ins only, which Deno provides too.
 *
 * The work a file may cost is proportional to its size (contentBudget): a PDF whose object
 * streams decompress past it is refused as `too_big` without being read further.
 */
import { Buffer } from 'node:buffer';
import { inspectPdf } from './pdf/activeContent.ts';
import type { Inflate } from './pdf/filters.ts';

/** Work allowed per file: a floor, plus bytes parsed or decompressed per byte uploaded. */
export const contentLimits = { floorBytes: 2 * 1024 * 1024, perByte: 16 } as const;

/** Bytes a file of `size` bytes may have parsed or decompressed before it is refused. */
export const contentBudget = (size: number): number =>
	contentLimits.floorBytes + contentLimits.perByte * size;

const ooxml: [folder: string, type: string][] = [
	['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
	['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
	['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** What an Office file (OOXML zip or OLE2 compound file) is, or null when it is neither. */
function officeType(bytes: Uint8Array): string | null {
	const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	if (head.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex')))
		return 'application/vnd.ms-office';
	if (!head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return null;
	if (head.indexOf('[Content_Types].xml', 0, 'latin1') < 0) return 'application/zip';
	for (const [folder, type] of ooxml) if (head.indexOf(folder, 0, 'latin1') >= 0) return type;
	return 'application/zip';
}

/**
 * What a file is by its first bytes, never by its name or declared type: PDF, JPEG, PNG,
 * HEIC/HEIF, an Office document (OOXML or OLE2), a zip, or application/octet-stream for anything
 * else (a renamed executable stays octet-stream).
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
	return officeType(bytes) ?? 'application/octet-stream';
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

/**
 * Why a file is refused: a type the bucket does not allow, a PDF with code or automatic actions,
 * an Office file with macros, a PDF that cannot be read (an unknown filter, an object stream
 * that does not decode), an encrypted PDF, or one that costs more work than its size allows.
 */
export type ContentProblem =
	'wrong_type' | 'active_pdf' | 'active_office' | 'undecodable' | 'encrypted' | 'too_big';

/** What the content check found: the type read from the bytes, and the problem if any. */
export type ContentVerdict =
	{ ok: true; type: string } | { ok: false; type: string; problem: ContentProblem; found?: string };

/**
 * The whole check of an upload against a bucket's allowed_mime_types: the type read from the
 * content must be allowed, a PDF must carry no active content and an Office file no macros.
 */
export async function checkDocumentContent(
	bytes: Uint8Array,
	allowed: readonly string[] | null,
	/** How Flate data is inflated (the web-standard DecompressionStream unless given). */
	options: { inflate?: Inflate } = {},
): Promise<ContentVerdict> {
	const type = sniffType(bytes);
	if (!mimeAllowed(type, allowed)) return { ok: false, type, problem: 'wrong_type' };
	if (type === 'application/pdf') {
		const verdict = await inspectPdf(bytes, contentBudget(bytes.length), options.inflate);
		if (verdict.ok) return { ok: true, type };
		return verdict.problem === 'active_pdf'
			? { ok: false, type, problem: 'active_pdf', found: verdict.found }
			: { ok: false, type, problem: verdict.problem };
	}
	const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	if (type.startsWith('application/vnd.') && all.includes('vbaProject.bin'))
		return { ok: false, type, problem: 'active_office' };
	return { ok: true, type };
}
