import { formatNumber } from './formatNumber.ts';
import { notAvailable } from './messages.ts';

/** Formats a file size the Spanish way, in bytes, KB or MB (1 KB = 1024 bytes): '1,5 MB'. */
export function formatBytes(bytes: number): string {
	if (!Number.isFinite(bytes) || bytes < 0) return notAvailable;
	if (bytes < 1024) return `${formatNumber(bytes, { decimals: 0 })} B`;
	if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { maxDecimals: 1 })} KB`;
	return `${formatNumber(bytes / (1024 * 1024), { maxDecimals: 1 })} MB`;
}
