import { describe, expect, it } from 'vitest';
import {
	checkFile,
	looksLikePdf,
	MAX_FILE_BYTES,
} from '../../../src/lib/documentReader/fileCheck.ts';
import { checkOffer } from '../../../src/lib/documentReader/offerCheck.ts';
import { viabilityHref } from '../../../src/lib/documentReader/viabilityLink.ts';

const offer = {
	importe: '150.000',
	tin: '3',
	plazo: '25',
	comision: '1.500',
	gastos: '',
	vinculados: '',
};

describe('checkOffer', () => {
	it('recomputes the TAE from the offer’s own figures and accepts a stated TAE that matches', () => {
		// Independent reference: monthly IRR by bisection of 711,32 € × 300 against 148.500 €,
		// annualised: 3,1360 %. Without the fee, (1 + 0,03/12)^12 − 1 = 3,0416 %.
		const check = checkOffer({ ...offer, tae: '3,14' });
		expect(check?.payment).toBeCloseTo(711.317, 3);
		expect(check?.computedTae).toBeCloseTo(3.136, 3);
		expect(check?.mismatch).toBe(false);
		expect(check?.message.replace(/\u00a0/g, ' ')).toBe(
			'La TAE que indica el banco coincide con la que sale de sus cifras (3,14 %).',
		);
		expect(checkOffer({ ...offer, comision: '', tae: '3,04' })?.computedTae).toBeCloseTo(3.0416, 4);
	});

	it('flags a stated TAE the figures do not explain', () => {
		const check = checkOffer({ ...offer, tae: '3,60' });
		expect(check?.mismatch).toBe(true);
		expect(check?.differencePoints).toBeCloseTo(0.464, 3);
		expect(check?.message.replace(/\u00a0/g, ' ')).toBe(
			'La TAE que indica el banco (3,60 %) no coincide con la que sale de sus propias cifras (3,14 %). Pregunta qué costes incluye: seguros vinculados, comisiones o gastos que no aparecen en la oferta.',
		);
	});

	it('waits for the fields it needs instead of showing a wrong figure', () => {
		expect(checkOffer({ ...offer, tae: '' })).toBeNull();
		expect(checkOffer({ ...offer, tae: '3', plazo: 'veinte' })).toBeNull();
		expect(checkOffer({ ...offer, tae: '3', importe: '0' })).toBeNull();
	});
});

describe('viabilityHref', () => {
	it('pre-fills the viability calculator with a payslip’s net pay', () => {
		expect(viabilityHref('nomina', { neto: '2.150,35' })).toBe(
			'/herramientas?viabilidad.ingresos1=2150#viabilidad',
		);
	});

	it('spreads a tax return’s annual income over twelve months', () => {
		expect(viabilityHref('renta', { ingresos: '32.400' })).toBe(
			'/herramientas?viabilidad.ingresos1=2700#viabilidad',
		);
	});

	it('has no link without a readable income or for other kinds', () => {
		expect(viabilityHref('nomina', { neto: '' })).toBeNull();
		expect(viabilityHref('oferta', { importe: '100.000' })).toBeNull();
	});
});

describe('checkFile', () => {
	it('accepts PDFs and images, also by extension when the browser gives no type', () => {
		expect(checkFile({ name: 'nomina.pdf', type: 'application/pdf', size: 1000 })).toEqual({
			ok: true,
			format: 'pdf',
		});
		expect(checkFile({ name: 'foto.JPG', type: '', size: 1000 })).toEqual({
			ok: true,
			format: 'image',
		});
	});

	it('explains in Spanish why a file is refused', () => {
		expect(checkFile({ name: 'hoja.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toEqual({
			ok: false,
			message:
				'Este tipo de archivo no se puede analizar. Sube un PDF o una imagen (JPG, PNG o WebP).',
		});
		expect(
			checkFile({ name: 'grande.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1_048_576 }),
		).toEqual({ ok: false, message: 'El archivo pesa 11,0 MB y el máximo es 10,0 MB.' });
		expect(checkFile({ name: 'vacio.png', type: 'image/png', size: 0 })).toEqual({
			ok: false,
			message: 'El archivo está vacío.',
		});
	});

	it('tells a real PDF header from a renamed file', () => {
		expect(looksLikePdf(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
		expect(looksLikePdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
	});
});
