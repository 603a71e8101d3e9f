import { constants, inflateSync } from 'node:zlib';
import { type Inflate, UndecodableStream } from '../../functions/_shared/pdf/filters.ts';
import { BudgetExceeded } from '../../functions/_shared/pdf/syntax.ts';

/**
 * Inflates on the calling thread, the content-check worker's (the web DecompressionStream would
 * run zlib on libuv's shared thread pool, at the request thread's priority), with the same results: what decodes before trailing
 * junk or a missing checksum, the budget as the output cap.
 */
export const inflate: Inflate = (data, budget) => {
	try {
		const out = inflateSync(data, {
			finishFlush: constants.Z_SYNC_FLUSH,
			maxOutputLength: Math.max(1, budget.remaining + 1),
		});
		budget.spend(out.length);
		return Promise.resolve(out);
	} catch (error) {
		if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
			return Promise.reject(new BudgetExceeded());
		if (error instanceof BudgetExceeded) return Promise.reject(error);
		return Promise.reject(new UndecodableStream('not zlib data'));
	}
};
