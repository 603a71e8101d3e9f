import { formatNumber } from '../format/formatNumber.ts';
import { documentMessages as m } from './messages.ts';

/** Largest file accepted: a phone photo or a long PDF fits; anything bigger is not a document. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the picker accepts, for the input's `accept` attribute. */
export const acceptedTypes =
	'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** How a file is read: text from a PDF, or OCR of an image. */
export type FileFormat = 'pdf' | 'image';

/** The file as the browser describes it. */
export interface FileInfo {
	name: string;
	type: string;
	size: number;
}

/** Whether a file can be analysed, and how; otherwise the Spanish reason. */
export function checkFile(
	file: FileInfo,
): { ok: true; format: FileFormat } | { ok: false; message: string } {
	const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
	const format: FileFormat | null =
		file.type === 'application/pdf' || (file.type === '' && extension === 'pdf')
			? 'pdf'
			: /^image\/(png|jpeg|webp)$/.test(file.type) ||
				  (file.type === '' && ['png', 'jpg', 'jpeg', 'webp'].includes(extension))
				? 'image'
				: null;
	if (!format) return { ok: false, message: m.wrongType };
	if (file.size === 0) return { ok: false, message: m.empty };
	if (file.size > MAX_FILE_BYTES) {
		const mb = (n: number) => formatNumber(n / 1024 / 1024, { decimals: 1 });
		return { ok: false, message: m.tooBig(mb(file.size), mb(MAX_FILE_BYTES)) };
	}
	return { ok: true, format };
}

/** True when the first bytes are a PDF header: a renamed file is caught before parsing. */
export function looksLikePdf(firstBytes: Uint8Array): boolean {
	return new TextDecoder('latin1').decode(firstBytes.slice(0, 1024)).includes('%PDF-');
}
