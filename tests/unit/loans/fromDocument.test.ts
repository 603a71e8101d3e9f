import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { loanFixtureDir, loanHeldOutDir } from '../../../scripts/loanDocumentFixtures/types.ts';
import { readFields } from '../../../src/lib/documentReader/extract.ts';
import type { DocumentKind } from '../../../src/lib/documentReader/kinds.ts';
import { layoutFromText } from '../../../src/lib/documentReader/layout/lines.ts';
import { readPdfText } from '../../../src/lib/documentReader/pdfText.ts';
import {
	bonusesOf,
	loanDraftFromReading,
	type LoanDraft,
} from '../../../src/lib/loans/fromDocument.ts';
import { parseLoan } from '../../../src/lib/loans/index.ts';

async function draftOf(dir: string, id: string, kind: DocumentKind): Promise<LoanDraft> {
	const pdf = await readPdfText(pdfjs, new Uint8Array(readFileSync(join(dir, `${id}.pdf`))));
	await pdf.doc.loadingTask.destroy();
	return loanDraftFromReading({ kind, readings: readFields(kind, pdf.layout), layout: pdf.layout });
}

const textOf = (draft: LoanDraft, field: string) =>
	draft.found.find((f) => f.field === field)?.text;

describe('loanDraftFromReading', () => {
	it('drafts a variable loan from its deed, each field with the line it was printed on', async () => {
		const draft = await draftOf(loanFixtureDir, 'escritura-variable-prosa', 'escritura');
		expect(draft.fields).toEqual({
			bank: 'BANCO IMAGINARIO DEL SUR, S.A.',
			principal: 150000,
			signedOn: '2020-02-12',
			firstPaymentMonth: '2020-03',
			months: 300,
			kind: 'variable',
			tin: 1.25,
			fixedMonths: 12,
			spread: 0.9,
			revisionMonths: 12,
			referenceLagMonths: 2,
			bonifications: [
				{ label: 'Nómina domiciliada', tinReduction: 0.2, yearlyCost: 0, kept: true },
				{ label: 'Seguro de hogar', tinReduction: 0.1, yearlyCost: 0, kept: true },
			],
		});
		expect(draft.missing).toEqual([]);
		expect(textOf(draft, 'principal')).toContain('150.000,00 euros');
		expect(textOf(draft, 'signedOn')).toBe('En Sevilla, a 12 de febrero de 2020.');
		expect(draft.also.map((a) => a.label)).toContain('Comisión de apertura');
		// With a name, the draft is a loan the schema accepts.
		expect(
			parseLoan({
				...draft.fields,
				name: 'Piso de Sevilla',
				prepayments: [],
				floorRate: null,
				noticeDaysBefore: 30,
				improvementThreshold: 3000,
			}).ok,
		).toBe(true);
	});

	it('drafts a mixed loan from a held-out deed and says what is missing', async () => {
		const draft = await draftOf(loanHeldOutDir, 'reservado-escritura-mixta', 'escritura');
		expect(draft.fields).toMatchObject({
			kind: 'mixta',
			tin: 2.35,
			fixedMonths: 120,
			spread: 0.85,
			revisionMonths: 6,
			referenceLagMonths: 1,
			months: 240,
			principal: 98750,
		});
		expect(draft.missing).toEqual(expect.arrayContaining(['firstPaymentMonth', 'bonifications']));
	});

	it('does not ask a fixed deed for variable clauses', async () => {
		const draft = await draftOf(loanFixtureDir, 'escritura-fija-columnas', 'escritura');
		expect(draft.fields).toMatchObject({ kind: 'fija', tin: 2.95, months: 360 });
		expect(draft.missing).toEqual([]);
		expect(draft.fields.spread).toBeUndefined();
	});

	it('takes from a receipt only what it prints: never a signing date or the capital lent', async () => {
		const draft = await draftOf(loanHeldOutDir, 'reservado-recibo-aviso', 'recibo-hipoteca');
		expect(draft.fields).toEqual({
			bank: 'BANCO SUPUESTO DE CASTILLA, S.A.',
			months: 360,
			// Instalment 37 charged in November 2026: the first was 36 months before.
			firstPaymentMonth: '2023-11',
			kind: 'fija',
			tin: 3.1,
		});
		expect(draft.fields.signedOn).toBeUndefined();
		expect(draft.fields.principal).toBeUndefined();
		expect(draft.missing).toEqual([]);
		expect(draft.also.find((a) => a.label === 'Capital pendiente tras el pago')?.text).toContain(
			'219.204,12',
		);
	});

	it('keeps a variable receipt’s rate as today’s, not as the loan’s first TIN', async () => {
		const draft = await draftOf(loanFixtureDir, 'recibo-clave-valor', 'recibo-hipoteca');
		expect(draft.fields.tin).toBeUndefined();
		expect(draft.fields.kind).toBeUndefined();
		expect(draft.fields.spread).toBe(0.9);
		expect(draft.fields.firstPaymentMonth).toBe('2020-03');
		expect(draft.missing).toEqual(['kind', 'tin']);
		expect(draft.also.find((a) => a.label.startsWith('Tipo de interés aplicado'))?.text).toContain(
			'2,482 %',
		);
	});

	it('drafts from a FEIN: unbonified TIN with the one product’s reduction', () => {
		const fein = [
			'Banco Ficticio del Ebro, S.A.',
			'Importe del préstamo: 200.000,00 €',
			'Plazo: 25 años',
			'Modalidad de tipo de interés: Mixto',
			'Tipo de interés fijo (años 1 a 10)   2,25 % TIN',
			'Tipo de interés sin bonificar: 2,55 %',
			'Diferencial: Euríbor + 0,70 %',
			'Productos vinculados: Seguro de hogar 200,00 euros al año',
		].join('\n');
		const layout = layoutFromText(fein);
		const draft = loanDraftFromReading({
			kind: 'oferta',
			readings: readFields('oferta', layout),
			layout,
		});
		expect(draft.fields).toMatchObject({
			bank: 'Banco Ficticio del Ebro, S.A.',
			principal: 200000,
			months: 300,
			kind: 'mixta',
			fixedMonths: 120,
			spread: 0.7,
		});
		expect(draft.fields.tin).toBe(2.55);
		expect(draft.fields.bonifications).toEqual([
			{ label: 'Seguro de hogar', tinReduction: 0.3, yearlyCost: 200, kept: true },
		]);
		expect(textOf(draft, 'principal')).toBe('Importe del préstamo: 200.000,00 €');
		expect(textOf(draft, 'months')).toBe('Plazo: 25 años');
		expect(textOf(draft, 'kind')).toBe('Modalidad de tipo de interés: Mixto');
		expect(draft.fields.signedOn).toBeUndefined();
	});

	it('never fills a field from an unreadable figure', () => {
		const draft = loanDraftFromReading({
			kind: 'escritura',
			readings: {
				capital: { value: 'ciento', confidence: 'alta', note: '' },
				tipo: { value: 'Fijo', confidence: 'alta', note: '' },
			},
		});
		expect(draft.fields).toEqual({ kind: 'fija' });
		expect(draft.missing).toContain('principal');
		expect(draft.missing).not.toContain('spread');
	});

	it('reads a bonus list', () => {
		expect(bonusesOf('Nómina domiciliada: 0,30; Seguro de hogar: 0,25')).toEqual([
			{ label: 'Nómina domiciliada', tinReduction: 0.3, yearlyCost: 0, kept: true },
			{ label: 'Seguro de hogar', tinReduction: 0.25, yearlyCost: 0, kept: true },
		]);
		expect(bonusesOf('')).toEqual([]);
	});
});
