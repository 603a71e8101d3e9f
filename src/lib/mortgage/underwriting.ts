import type { z } from 'zod';
import underwritingData from '../../../content/data/underwriting.json' with { type: 'json' };
import type { underwritingSchema } from './lendingSchemas.ts';

/** Lending rules (underwriting.json). */
export type Underwriting = z.infer<typeof underwritingSchema>;

/**
 * Underwriting rules and legal caps, typed without zod so the browser gets no validator with
 * them: underwritingSchema checks the file at build and in tests (validateDataFiles.ts).
 */
export const underwriting = underwritingData as Underwriting;
