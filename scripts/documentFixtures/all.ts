import type { Fixture } from './fixture.ts';
import { issueFixtures } from './issueDocuments.ts';
import { landNoteFixtures } from './landNotes.ts';
import { movedFixtures } from './moved.ts';
import { offerFixtures } from './offers.ts';
import { payslipFixtures } from './payslips.ts';
import { taxReturnFixtures } from './taxReturns.ts';

/** Where the generated fixtures are committed. */
export const fixtureDir = 'tests/fixtures/documents';

/**
 * Where the held-out fixtures are committed: drawn by an independent author from the legal
 * models with another generator (scripts/documentFixtures2), never used to tune the reader.
 */
export const heldOutDir = 'tests/fixtures/documents-heldout';

/** Password of nomina-protegida.pdf: the fictitious worker's DNI, as banks protect payslips. */
export const protectedPassword = '00000000T';

/**
 * Every generated document: three or more layouts per kind, the three documents of issue 47,
 * then each of them again with its fields moved.
 */
export function allFixtures(): Fixture[] {
	const drawn = [
		...payslipFixtures(),
		...offerFixtures(),
		...taxReturnFixtures(),
		...landNoteFixtures(),
		...issueFixtures(),
	];
	return [...drawn, ...movedFixtures(drawn)];
}

/** What the evaluation reads back: each fixture's files and true values, without the drawing. */
export interface ManifestEntry {
	id: string;
	kind: Fixture['kind'];
	layout: string;
	/** Which generator drew it (the held-out set names its own). */
	generator?: string;
	pdf: string;
	scans: string[];
	expected: Fixture['expected'];
}
