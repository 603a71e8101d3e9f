import type { EuriborMonth } from '../mortgage/euribor.ts';
import type { EngineTables } from '../mortgage/tables.ts';

/** The latest Euribor 12M monthly average held (euribor.json), with its source. */
export type EuriborToday = Pick<EuriborMonth, 'month' | 'ratePercent' | 'source'>;

/**
 * The data the assistant's answer plans compute with, beyond its code: today's Euribor, its
 * monthly history (for «¿cuál fue el euríbor más alto de 2024?») and the
 * purchase-tax and cost tables. Built from content/data at build time (assistantDataFiles.ts)
 * and served inside the assistant's index, so the browser downloads it with the first question
 * instead of inside the assistant's JavaScript.
 */
export interface AssistantData {
	euribor: EuriborToday;
	/** Every monthly Euribor 12M average held, oldest first, as [«YYYY-MM», percent]. */
	euriborSeries: [string, number][];
	tables: EngineTables;
}
