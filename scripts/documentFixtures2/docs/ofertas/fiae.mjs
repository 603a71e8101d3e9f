import { es, mMoney, tae, D } from '../../lib/format.mjs';
import { EURIBOR } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// O4. FiAE de una página (variable), sin TAE, cuota ni comisión de apertura.
export function fiae() {
	const banco = 'Banco Cantábrico Imaginario, S.A.';
	const P = 15000000;
	const tasacion = 28000;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 14mm 16mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.2pt; line-height: 1.35; }
h1 { font-size: 13pt; margin: 0; }
.hd { display: flex; justify-content: space-between; border-bottom: 2px solid #7b1f1f; padding-bottom: 5px; margin-bottom: 8px; }
.box { border: 1px solid #7b1f1f; margin: 7px 0; }
.box h2 { margin: 0; font-size: 9.5pt; background: #7b1f1f; color: #fff; padding: 3px 7px; }
.box .c { padding: 5px 8px; }
table { border-collapse: collapse; width: 100%; }
td { padding: 2.5px 4px; border-bottom: 1px solid #e4d3d3; vertical-align: top; }
td:first-child { width: 46%; color: #4a1010; }
p { margin: 2px 0 4px; text-align: justify; }
.firma { display: flex; justify-content: space-between; margin-top: 14px; }
.firma div { width: 44%; border-top: 1px solid #333; padding-top: 3px; font-size: 8.5pt; }
</style></head><body>
<div class="hd"><div><h1>FICHA DE ADVERTENCIAS ESTANDARIZADAS (FiAE)</h1><div>Ley 5/2019, artículo 14.1.b) · Orden ECE/482/2019</div></div><div style="text-align:right"><b>${banco}</b><br>NIF A00777888 · Calle del Muelle Imaginario 5, 39998 Santa Ficticia</div></div>
<p>Prestatarios: D. Iker Goñi Inventado y D.ª Laura Vidal Ficticia · Fecha: 20/11/2026 · Expediente 77-2026-00931</p>
<div class="box"><h2>Datos de la operación</h2><div class="c"><table>
<tr><td>Importe del préstamo</td><td>${es(P)} €</td></tr>
<tr><td>Plazo de amortización</td><td>20 años (240 cuotas mensuales)</td></tr>
<tr><td>Modalidad de tipo de interés</td><td>Variable, con revisión semestral</td></tr>
<tr><td>Tipo de interés inicial (6 primeros meses)</td><td>2,10 % nominal anual</td></tr>
<tr><td>Tipo de interés tras el periodo inicial</td><td>Euríbor a 12 meses + diferencial de 0,89 %</td></tr>
</table></div></div>
<div class="box"><h2>1. Índice oficial de referencia</h2><div class="c"><p>El tipo variable se calcula con el Euríbor a doce meses, índice oficial definido en el artículo 27 de la Orden EHA/2899/2011 y publicado mensualmente en el BOE. Su último valor publicado a la fecha de esta ficha es el ${EURIBOR} %. Si el índice dejara de publicarse se aplicaría como sustitutivo el tipo medio de los préstamos hipotecarios a más de tres años (IRPH Entidades) más 0,35 puntos.</p></div></div>
<div class="box"><h2>2. Límites a la variación del tipo de interés</h2><div class="c"><p>El préstamo no tiene límite mínimo («suelo») ni máximo («techo»). El tipo resultante nunca será negativo: si la suma del índice y el diferencial fuera inferior a cero, el tipo aplicable sería el 0 %.</p></div></div>
<div class="box"><h2>3. Vencimiento anticipado</h2><div class="c"><p>El banco solo podrá declarar el vencimiento anticipado si las cuotas impagadas equivalen al 3 % del capital concedido (o a doce cuotas mensuales) en la primera mitad de la duración del préstamo, o al 7 % (o a quince cuotas) en la segunda mitad, y tras requerir el pago con un plazo de un mes. Los gastos de la reclamación judicial serán los que fije el juzgado.</p></div></div>
<div class="box"><h2>4. Distribución de gastos</h2><div class="c"><table>
<tr><td>Tasación del inmueble</td><td>Prestatario: ${es(tasacion)} €</td></tr>
<tr><td>Gestoría</td><td>Prestamista</td></tr>
<tr><td>Notaría (escritura de préstamo)</td><td>Prestamista</td></tr>
<tr><td>Copias de la escritura</td><td>Quien las solicite</td></tr>
<tr><td>Registro de la Propiedad</td><td>Prestamista</td></tr>
<tr><td>Impuesto de actos jurídicos documentados</td><td>Prestamista (sujeto pasivo)</td></tr>
</table></div></div>
<div class="box"><h2>5. Otras advertencias</h2><div class="c"><p>Compensación por reembolso anticipado: 0,15 % del capital reembolsado durante los 5 primeros años; después, ninguna. El préstamo se concede en euros: no existe riesgo de tipo de cambio. Esta ficha se acompaña de la FEIN y del documento con las cuotas en distintos escenarios de tipos de interés.</p></div></div>
<div class="firma"><div>Firma del prestatario</div><div>Firma del prestatario</div></div>
</body></html>`;
	return {
		id: 'fiae-variable-una-pagina',
		kind: 'oferta',
		layout: 'FiAE de una página con recuadros titulados: datos de la operación (variable, tipo inicial 6 meses), índice, límites, vencimiento anticipado y reparto de gastos; sin TAE, cuota ni comisión de apertura',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: 1.7, grey: true, noise: 8, blur: 0.6, seed: 41 },
			{ dpi: 150, angle: -2.6, grey: true, noise: 10, blur: 0.7, seed: 42 },
		],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '20'],
			tipo: ['text', 'Variable'],
			tin: ['number', '2,10'],
			tinSinBonificar: ['number', ''],
			anosFijo: ['number', ''],
			diferencial: ['number', '0,89'],
			tae: ['number', ''],
			cuota: ['money', ''],
			comision: ['money', ''],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '0,15'],
			vinculados: ['list', ''],
			costeVinculados: ['money', ''],
		},
		evidence: {
			importe: es(P), plazo: '20 años', tipo: 'Variable, con revisión semestral', tin: '2,10 % nominal anual',
			diferencial: 'diferencial de 0,89 %', gastos: es(tasacion), amortizacion: '0,15 % del capital reembolsado',
			textIsPhrase: ['tipo'],
			absent: { tae: ['TAE'], cuota: ['Cuota:', 'Importe de la cuota'], comision: ['Comisión de apertura', 'comisión de apertura'], vinculados: ['vinculad', 'bonifica'], tinSinBonificar: ['bonifica'] },
		},
	};
}
