import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { fixtureDir } from '../../../scripts/documentFixtures/all.ts';
import { loadManifest } from '../../../scripts/documentFixtures/evaluate.ts';
import {
	evaluateLoanPdfs,
	evaluateLoanScans,
	loadLoanManifest,
	sameField,
} from '../../../scripts/loanDocumentFixtures/evaluate.ts';
import { loanFixtureDir, loanHeldOutDir } from '../../../scripts/loanDocumentFixtures/types.ts';
import { extractFields, readFields } from '../../../src/lib/documentReader/extract.ts';
import { detectKind, documentKinds } from '../../../src/lib/documentReader/kinds.ts';
import { dateOf, wordsNumber } from '../../../src/lib/documentReader/models/loanText.ts';
import type { PrintedReading } from '../../../src/lib/documentReader/models/loanText.ts';
import { readPdfText } from '../../../src/lib/documentReader/pdfText.ts';

const loanKinds = ['oferta', 'escritura', 'recibo-hipoteca'] as const;
const share = (o: { ok: boolean }[]) => o.filter((x) => x.ok).length / o.length;

describe('deed and receipt fixtures', () => {
	it('reads every field of the tuning deeds and receipts', async () => {
		const outcomes = await evaluateLoanPdfs(loanFixtureDir);
		expect(new Set(outcomes.map((o) => o.kind))).toEqual(new Set(['escritura', 'recibo-hipoteca']));
		expect(outcomes.filter((o) => !o.ok).map((o) => `${o.id}.${o.field}`)).toEqual([]);
	});

	it('reads at least 95 % of the held-out fields of each kind (written before the models)', async () => {
		const outcomes = await evaluateLoanPdfs(loanHeldOutDir);
		for (const kind of ['escritura', 'recibo-hipoteca'])
			expect(share(outcomes.filter((o) => o.kind === kind))).toBeGreaterThanOrEqual(0.95);
	});

	it('tells a deed, a receipt and a FEIN apart among the loan documents', async () => {
		for (const dir of [loanFixtureDir, loanHeldOutDir])
			for (const entry of loadLoanManifest(dir)) {
				const pdf = await readPdfText(pdfjs, new Uint8Array(readFileSync(join(dir, entry.pdf))));
				await pdf.doc.loadingTask.destroy();
				expect(detectKind(pdf.text, loanKinds), entry.id).toBe(entry.kind);
			}
		// The reader's own FEINs stay offers among the loan documents.
		for (const entry of loadManifest().filter((e) => e.kind === 'oferta')) {
			const pdf = await readPdfText(
				pdfjs,
				new Uint8Array(readFileSync(join(fixtureDir, entry.pdf))),
			);
			await pdf.doc.loadingTask.destroy();
			expect(detectKind(pdf.text, loanKinds), entry.id).toBe('oferta');
		}
	});

	it('keeps the analysis tool to its own kinds', () => {
		expect(documentKinds).toEqual(['nomina', 'oferta', 'nota-simple', 'renta']);
		expect(detectKind('ESCRITURA DE PRÉSTAMO HIPOTECARIO ante mí, Notario')).not.toBe('escritura');
	});

	it('compares bonuses by their reductions', () => {
		expect(
			sameField(
				'bonificaciones',
				'text',
				'Nómina 0,30; Hogar 0,20',
				'Seguro de hogar: 0,20; Nómina domiciliada: 0,30',
			),
		).toBe(true);
		expect(sameField('bonificaciones', 'text', 'Nómina 0,30', 'Nómina domiciliada: 0,25')).toBe(
			false,
		);
		expect(sameField('bonificaciones', 'text', '', 'Nómina domiciliada: 0,25')).toBe(false);
	});
});

describe('deed and receipt scans (tesseract.js, Spanish data from node_modules)', () => {
	it(
		'reads at least 90 % of the fields of the scanned deed and receipt',
		{ timeout: 240_000 },
		async () => {
			const outcomes = await evaluateLoanScans(loanFixtureDir);
			expect(new Set(outcomes.map((o) => o.id))).toEqual(
				new Set(['escritura-variable-prosa', 'recibo-clave-valor']),
			);
			expect(share(outcomes)).toBeGreaterThanOrEqual(0.9);
		},
	);
});

describe('deed clauses in plain text', () => {
	const deed = (clauses: string) =>
		extractFields(
			'escritura',
			`ESCRITURA DE PRÉSTAMO HIPOTECARIO\nEn Lugo, a 3 de mayo de 2019.\n${clauses}`,
		);

	it('reads dates and counts written in words', () => {
		expect(dateOf('quince de marzo de dos mil veintiuno')).toBe('15/03/2021');
		expect(dateOf('treinta y uno de febrero de 2020')).toBeNull();
		expect(dateOf('31/02/2020')).toBeNull();
		expect(dateOf('29/02/2024')).toBe('29/02/2024');
		expect(wordsNumber('veinticinco')).toBe(25);
		expect(wordsNumber('treinta y uno')).toBe(31);
		expect(wordsNumber('dos mil')).toBe(2000);
		expect(wordsNumber('mucho')).toBeNull();
	});

	it('leaves the variable clauses of a fixed deed empty, never borrowed from elsewhere', () => {
		const f = deed(
			'Capital: 120.000,00 euros. Plazo de 20 años. Tipo de interés fijo del 3,25 % nominal anual.',
		);
		expect(f).toMatchObject({
			capital: '120.000,00',
			plazo: '240',
			tipo: 'Fijo',
			tinInicial: '3,25',
			fecha: '03/05/2019',
		});
		expect([f['indice'], f['diferencial'], f['revision'], f['mesReferencia']]).toEqual([
			'',
			'',
			'',
			'',
		]);
	});

	it('names another index instead of calling it Euríbor', () => {
		const f = deed(
			'Importe del préstamo 90.000,00 €. Tipo variable: IRPH Entidades más un diferencial de 0,25 %, revisable anualmente.',
		);
		expect(f['indice']).toBe('IRPH');
		expect(f['revision']).toBe('12');
	});

	it('takes the rate of the first period, not the spread or a fee', () => {
		const f = deed(
			'Tipo variable. Diferencial de 0,80 % sobre el Euríbor a un año. Tipo de interés inicial del 1,95 % durante los primeros seis meses.',
		);
		expect(f).toMatchObject({
			tinInicial: '1,95',
			diferencial: '0,80',
			mesesTipoInicial: '6',
			indice: 'Euríbor a un año',
		});
	});

	it('keeps the printed line of each field for the person to check', () => {
		const read = readFields(
			'escritura',
			'PRIMERA. Capital. La cantidad de CIEN MIL EUROS (100.000,00 €).\nSEGUNDA. Plazo de 300 meses.',
		);
		expect((read['capital'] as PrintedReading).printed).toBe(
			'PRIMERA. Capital. La cantidad de CIEN MIL EUROS (100.000,00 €).',
		);
		expect(read['fecha']?.value).toBe('');
	});
});
