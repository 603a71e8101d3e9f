import { describe, expect, it } from 'vitest';
import { guideSchema } from '~/lib/content/guideSchema.ts';

const valid = {
	title: 'Una guía de prueba sobre hipotecas',
	description: 'Una descripción de prueba con la longitud suficiente para pasar la validación.',
	updatedDate: '2026-11-26',
	keyPoints: [
		'El banco suele financiar el <Figure id="underwriting.ltv.habitualPercent" /> del valor.',
		'Segunda idea que recordar.',
		'Tercera idea que recordar.',
	],
	faqs: [
		{
			question: '¿Cuánto pagaré al mes?',
			answer: 'Con 200.000 € a 30 años al 3 %, <Payment principal={200000} years={30} tin={3} />.',
		},
		{ question: '¿Segunda pregunta?', answer: 'Segunda respuesta completa.' },
		{ question: '¿Tercera pregunta?', answer: 'Tercera respuesta completa.' },
	],
	sources: [
		{
			title: 'Ley 5/2019, reguladora de los contratos de crédito inmobiliario',
			url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814',
		},
	],
	related: ['fija-vs-variable', 'guia-comprar-primera-vivienda'],
};

describe('guideSchema', () => {
	it('prints the figure components of key points and FAQs with the data', () => {
		const data = guideSchema.parse(valid);
		expect(data.keyPoints[0]).toBe('El banco suele financiar el 80\u00a0% del valor.');
		expect(data.faqs[0]?.answer).toBe('Con 200.000 € a 30 años al 3 %, 843,21\u00a0€.');
		expect(data.tools).toEqual([]);
		expect(data.figures).toEqual([]);
	});
	it('rejects a repeated related guide and more than four', () => {
		const repeated = guideSchema.safeParse({ ...valid, related: ['a-b', 'a-b'] });
		expect(repeated.error?.issues.map((i) => i.message)).toEqual([
			'Hay una guía repetida en related.',
		]);
		expect(guideSchema.safeParse({ ...valid, related: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(
			false,
		);
	});
	it('asks for a reason for every figure typed by hand', () => {
		const result = guideSchema.safeParse({ ...valid, figures: [{ text: '10 días', why: 'ley' }] });
		expect(result.error?.issues[0]?.message).toMatch(/Explica en una frase/);
	});
});
