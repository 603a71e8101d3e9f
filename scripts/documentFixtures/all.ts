import type { Fixture } from './fixture.ts';
import { landNoteFixtures } from './landNotes.ts';
import { offerFixtures } from './offers.ts';
import { payslipFixtures } from './payslips.ts';
import { taxReturnFixtures } from './taxReturns.ts';

/** Where the generated fixtures are committed. */
export const fixtureDir = 'tests/fixtures/documents';

/** Password of nomina-protegida.pdf: the fictitious worker's DNI, as banks protect payslips. */
export const protectedPassword = '00000000T';

/** Every generated document, three or more layouts per kind. */
export function allFixtures(): Fixture[] {
	return [...payslipFixtures(), ...offerFixtures(), ...taxReturnFixtures(), ...landNoteFixtures()];
}

/** What the evaluation reads back: each fixture's files and true values, without the drawing. */
export interface ManifestEntry {
	id: string;
	kind: Fixture['kind'];
	layout: string;
	pdf: string;
	scans: string[];
	expected: Fixture['expected'];
}
