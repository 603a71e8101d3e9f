import type { z } from 'zod';
import underwritingData from '../../../content/data/underwriting.json' with { type: 'json' };
import { underwritingSchema } from './lendingSchemas.ts';

/** Lending rules (underwriting.json). */
export type Underwriting = z.infer<typeof underwritingSchema>;

/** Underwriting rules and legal caps. */
export const underwriting: Underwriting = underwritingSchema.parse(underwritingData);
