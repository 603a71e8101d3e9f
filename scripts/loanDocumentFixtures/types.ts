/** The shape of the loan-document fixtures (deeds and instalment receipts). */
import type { Expectation } from '../documentFixtures/fixture.ts';
import type { Piece } from '../documentFixtures/pdf.ts';

/** The kinds these fixtures exercise. */
export type LoanFixtureKind = 'escritura' | 'recibo-hipoteca';

/** A document drawn piece by piece with scripts/documentFixtures/pdf.ts (the tuning set). */
export interface LoanFixture {
	id: string;
	kind: LoanFixtureKind;
	/** What layout it imitates, for the report. */
	layout: string;
	pages: Piece[][];
	/** Field key → how to compare and the true value ('' = the field must stay empty). */
	expected: Record<string, Expectation>;
	/** Also written as a scanned image (each page rasterised with grain, a slight turn, JPEG). */
	scan?: boolean;
}

/** A document written as HTML and printed by Chromium (the held-out set). */
export interface LoanHtmlFixture extends Omit<LoanFixture, 'pages'> {
	html: string;
}

/** One line of a set's manifest.json. */
export interface LoanManifestEntry {
	id: string;
	kind: LoanFixtureKind;
	layout: string;
	generator: string;
	pdf: string;
	scans: string[];
	expected: Record<string, Expectation>;
}

/** Where each set is committed. */
export const loanFixtureDir = 'tests/fixtures/loan-documents';
export const loanHeldOutDir = 'tests/fixtures/loan-documents-heldout';
