import { tables } from '../mortgage/data.ts';
import { euribor, latestEuribor } from '../mortgage/euribor.ts';
import type { AssistantData } from './assistantData.ts';

/**
 * The assistant's data from content/data, validated with zod on import (data.ts, euribor.ts):
 * what the build writes into the index, and what tests and scripts answer with.
 */
export function assistantDataFromFiles(): AssistantData {
	const { month, ratePercent, source } = latestEuribor();
	return {
		euribor: { month, ratePercent, source },
		euriborSeries: euribor.map((e) => [e.month, e.ratePercent]),
		tables,
	};
}
