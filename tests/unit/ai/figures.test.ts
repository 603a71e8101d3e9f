import { describe, expect, it } from 'vitest';
import { extractFigures, type Figures } from '../../../src/lib/ai/figures.ts';
import { detectIntent, type Intent } from '../../../src/lib/ai/intent.ts';

/** Spanish phrasings with the intent and figures a person would read in them (by hand). */
const table: [string, Intent, Figures][] = [
	// Payments.
	['¿Cuánto pagaría al mes por 180.000 a 30 años al 2,9 %?', 'cuota', { loan: 180_000, years: 30, ratePercent: 2.9 }],
	['cuota de una hipoteca de 200.000 € a 25 años', 'cuota', { loan: 200_000, years: 25 }],
	['¿Qué cuota me queda con 150.000 euros a 20 años al 3%?', 'cuota', { loan: 150_000, years: 20, ratePercent: 3 }],
	['mensualidad para 120k a 30 años', 'cuota', { loan: 120_000, years: 30 }],
	['Si pido 250.000 a 35 años, ¿cuánto pagaré al mes?', 'cuota', { loan: 250_000, years: 35 }],
	['¿Cuánto se paga al mes por un préstamo de 90.000 € a 15 años al 2,5 %?', 'cuota', { loan: 90_000, years: 15, ratePercent: 2.5 }],
	['cuota mensual de 300 mil a 30 años al 3,25%', 'cuota', { loan: 300_000, years: 30, ratePercent: 3.25 }],
	['hipoteca de 1,2 millones a 30 años al 3 por ciento, ¿qué cuota?', 'cuota', { loan: 1_200_000, years: 30, ratePercent: 3 }],
	['¿Cuánto pagaría por un piso de 250.000 € a 30 años?', 'cuota', { price: 250_000, years: 30 }],
	['Cuota de un piso que cuesta 180.000 en Sevilla a 25 años', 'cuota', { price: 180_000, years: 25, provinceId: 'sevilla' }],
	['¿Qué letra pagaría por 100.000 a 20 años con un tipo de 2,75?', 'cuota', { loan: 100_000, years: 20, ratePercent: 2.75 }],
	['CUÁNTO PAGARÍA AL MES POR 160.000 A 30 AÑOS', 'cuota', { loan: 160_000, years: 30 }],
	['cuanto pagaria al mes por 80.000 a 10 anos al 2%', 'cuota', { loan: 80_000, years: 10, ratePercent: 2 }],
	['¿Qué mensualidad tendría una hipoteca de 175.000€ a 360 meses?', 'cuota', { loan: 175_000, years: 30 }],
	['pago mensual de un préstamo de 60k a 12 años al 4 %', 'cuota', { loan: 60_000, years: 12, ratePercent: 4 }],
	['¿Cuánto pagaremos al mes por 210.000 al 3,1 % a 28 años?', 'cuota', { loan: 210_000, years: 28, ratePercent: 3.1 }],
	['Quiero pedir 140.000 a 30 años, ¿qué cuota tendré?', 'cuota', { loan: 140_000, years: 30 }],
	['¿Qué cuota sale por una casa de 320.000 € en Madrid al 2,8 %?', 'cuota', { price: 320_000, ratePercent: 2.8, provinceId: 'madrid' }],
	['cuota de 95.000 € a 20 años con un interés del 3,5 %', 'cuota', { loan: 95_000, years: 20, ratePercent: 3.5 }],
	['¿cuánto pagaría al mes por 230.000 a 40 años?', 'cuota', { loan: 230_000, years: 40 }],
	// Capacity.
	['Gano 2.400 € netos y tengo 35.000 ahorrados, ¿qué piso puedo comprar en Valencia?', 'capacidad', { income: 2400, savings: 35_000, provinceId: 'valencia' }],
	['¿Qué piso puedo comprar con 1.800 € al mes?', 'capacidad', { income: 1800 }],
	['Cobro 2.000 euros al mes, ¿cuánto me prestan?', 'capacidad', { income: 2000 }],
	['Ganamos 3.500 € netos entre los dos y tenemos 50.000 ahorrados, ¿qué casa podemos comprar en Madrid?', 'capacidad', { income: 3500, savings: 50_000, provinceId: 'madrid' }],
	['¿Cuánta hipoteca me dan si cobro 1.500 € y tengo 20k ahorrados?', 'capacidad', { income: 1500, savings: 20_000 }],
	['Con un sueldo de 2.200 € y 40.000 € de ahorro, ¿qué vivienda me puedo permitir en Málaga?', 'capacidad', { income: 2200, savings: 40_000, provinceId: 'malaga' }],
	['Tengo 30 años, gano 2.100 € netos y tengo 25.000 ahorrados, ¿cuánto me prestan?', 'capacidad', { age: 30, income: 2100, savings: 25_000 }],
	['¿Me dan hipoteca con una nómina de 1.300 €?', 'capacidad', { income: 1300 }],
	['gano 28.000 al año, ¿qué puedo comprar en Zaragoza?', 'capacidad', { income: 28_000 / 12, provinceId: 'zaragoza' }],
	['Ingresos de 3.000 € al mes y pago 300 € de coche, ¿cuánto me prestan?', 'capacidad', { income: 3000, debts: 300 }],
	['¿Qué precio máximo de vivienda puedo pagar con 2.500 € netos en Barcelona?', 'capacidad', { income: 2500, provinceId: 'barcelona' }],
	['cobro 1.900€ y tengo 15.000€ ahorrados, ¿me alcanza para un piso en Bilbao?', 'capacidad', { income: 1900, savings: 15_000, provinceId: 'vizcaya' }],
	['con 2.800 € de sueldo y 60.000 de entrada, ¿qué casa podemos comprar?', 'capacidad', { income: 2800, savings: 60_000 }],
	['¿Cuánto me prestaría el banco si gano 1.700 € netos?', 'capacidad', { income: 1700 }],
	['Tenemos 45.000 ahorrados y ganamos 4.000 € netos, ¿qué podemos comprar en Sevilla?', 'capacidad', { savings: 45_000, income: 4000, provinceId: 'sevilla' }],
	['Gano 2.300 € netos y tengo 600 € de deudas al mes, ¿qué hipoteca máxima me dan?', 'capacidad', { income: 2300, debts: 600 }],
	['¿Qué piso me puedo permitir en Palma con 3.200 € al mes y 70k ahorrados?', 'capacidad', { income: 3200, savings: 70_000, provinceId: 'islas-baleares' }],
	['Con 42 años y 2.600 € netos, ¿cuánto me prestan a 30 años?', 'capacidad', { age: 42, income: 2600, years: 30 }],
	['gano 1.600 euros netos al mes, que piso puedo comprar en asturias', 'capacidad', { income: 1600, provinceId: 'asturias' }],
	['¿Qué vivienda podemos comprar en A Coruña si ganamos 3.100 € y tenemos 38.000 ahorrados?', 'capacidad', { income: 3100, savings: 38_000, provinceId: 'coruna' }],
	['Cobro 2.050 €, ¿me conceden una hipoteca para comprar en Toledo?', 'capacidad', { income: 2050, provinceId: 'toledo' }],
	['Mi sueldo es de 1.950 € y tengo 22.500 € de ahorros, ¿qué puedo comprar?', 'capacidad', { income: 1950, savings: 22_500 }],
	['¿Qué piso puedo comprar?', 'capacidad', {}],
	['¿Cuánto me prestan?', 'capacidad', {}],
	['ganando 2.700 € netos al mes con 33 años, ¿qué precio máximo?', 'capacidad', { income: 2700, age: 33 }],
	// Content questions.
	['¿Qué es la TAE?', 'contenido', {}],
	['¿Qué incluye la TAE de una hipoteca?', 'contenido', {}],
	['¿Quién paga la notaría de la hipoteca?', 'contenido', {}],
	['¿Qué es el euríbor?', 'contenido', {}],
	['¿Cuánto es el ITP en Madrid?', 'contenido', { provinceId: 'madrid' }],
	['¿Qué documentos necesito para pedir una hipoteca?', 'contenido', {}],
	['hipoteca fija o variable', 'contenido', {}],
	['¿Qué es el aval ICO para jóvenes?', 'contenido', {}],
	['¿Cuándo me conviene amortizar anticipadamente?', 'contenido', {}],
	['¿Qué comisión pueden cobrarme por amortizar?', 'contenido', {}],
	['¿Qué es la subrogación de una hipoteca?', 'contenido', {}],
	['¿Qué pasa con la cláusula suelo?', 'contenido', {}],
	['¿Qué es una nota simple?', 'contenido', {}],
	['IVA de la vivienda nueva en Canarias', 'contenido', {}],
	['¿Qué es la tasa de esfuerzo?', 'contenido', {}],
	['reunificar deudas con la hipoteca', 'contenido', {}],
	['¿Cuánto cuesta la tasación?', 'contenido', {}],
	['¿Qué es una FEIN?', 'contenido', {}],
	['¿La hipoteca para autónomos pide más requisitos?', 'contenido', {}],
	['Hola', 'contenido', {}],
];

describe('figures and intent of Spanish questions', () => {
	it('has at least 60 phrasings', () => expect(table.length).toBeGreaterThanOrEqual(60));

	it.each(table)('%s', (question, intent, figures) => {
		const found = extractFigures(question);
		expect(found).toEqual(figures);
		expect(detectIntent(question, found)).toBe(intent);
	});
});
