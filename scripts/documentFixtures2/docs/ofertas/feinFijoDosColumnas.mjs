import { es, mMoney, cuotaFrancesa, schedule, tae, pctStr, D, mDate, longDate } from '../../lib/format.mjs';
import { sum, yearTable, comunes } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// O1. FEIN de banco grande, tipo fijo, con las condiciones bonificadas y sin bonificar lado a lado.
export function feinFijoDosColumnas() {
	const banco = 'Banco Meridiano Ficticio, S.A.';
	const P = 21200000;
	const n = 360;
	const tinB = '2,65';
	const tinS = '3,65';
	const vinc = [
		['Domiciliación de nómina', 0, 'ingresos mensuales de al menos 2.000 euros'],
		['Seguro de hogar', 28000, 'Meridiano Seguros Ficticios, S.A.'],
		['Seguro de vida', 34000, 'Meridiano Vida Ficticia, S.A.'],
		['Tarjeta de crédito', 2000, 'cuota anual de la tarjeta Meridiano Oro'],
	];
	const coste = vinc.reduce((s, v) => s + v[1], 0);
	const tasacion = 39500;
	const copias = 4500;
	const gastos = tasacion + copias;
	const rowsB = schedule(P, [{ months: n, rate: tinB }]);
	const rowsS = schedule(P, [{ months: n, rate: tinS }]);
	const taeB = pctStr(tae(P, rowsB, gastos, coste));
	const taeS = pctStr(tae(P, rowsS, gastos, 0));
	const cuotaB = rowsB[0].cuota;
	const cuotaS = rowsS[0].cuota;
	const totB = sum(rowsB, 'cuota') + gastos + coste * 30;
	const totS = sum(rowsS, 'cuota') + gastos;
	const emision = D(2, 12, 2026);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 16mm 15mm 18mm 15mm; @bottom-right { content: "Página " counter(page) " de " counter(pages); font: 8pt 'Liberation Sans'; } }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; line-height: 1.38; color: #111; }
.brand { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #0b4f8a; padding-bottom: 6px; }
.brand b { color: #0b4f8a; font-size: 15pt; letter-spacing: .5px; }
h1 { font-size: 12.5pt; text-align: center; margin: 12px 0 4px; }
h2 { font-size: 10.5pt; color: #0b4f8a; margin: 12px 0 4px; border-bottom: 1px solid #9bb7d4; }
p { margin: 3px 0; text-align: justify; }
ul { margin: 3px 0 3px 18px; padding: 0; }
.dest { border: 1.5px solid #0b4f8a; padding: 6px 9px; margin: 8px 0; background: #eef4fa; }
table { border-collapse: collapse; width: 100%; }
table.cmp td, table.cmp th { border: 1px solid #7a95b3; padding: 4px 7px; }
table.cmp th { background: #0b4f8a; color: #fff; }
table.cmp td + td { text-align: right; width: 28%; }
table.g td { border-bottom: 1px solid #ccd; padding: 3px 6px; }
table.g td.n { text-align: right; white-space: nowrap; }
table.amort { font-size: 7.8pt; margin-top: 4px; }
table.amort th { background: #dde7f1; border: 1px solid #9bb7d4; font-weight: normal; padding: 2px; }
table.amort td { border: 1px solid #c9d6e4; text-align: right; padding: 1px 4px; }
table.amort td:first-child { text-align: left; }
table.amort tr.sub td { font-weight: bold; background: #f1f5f9; }
</style></head><body>
<div class="brand"><b>BANCO MERIDIANO</b><span style="font-size:8pt">Banco Meridiano Ficticio, S.A. · NIF A00111222 · Paseo de los Tilos Ficticios 1, 28999 Villaclara (Madrid)</span></div>
<h1>FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)</h1>
<p style="text-align:center">Fecha de emisión: ${mDate(emision)} · Referencia de la oferta: HIP-2026-0048213</p>
<p>El presente documento se extiende para <b>D.ª Elena Márquez Inventada</b> (NIF ${'00418833Y'}) y <b>D. Pablo Rey Ficticio</b> (NIF ${'00522917C'}), a ${longDate(emision)}.</p>
<p>El documento se ha elaborado sobre la base de la información facilitada por usted hasta la fecha y de las condiciones actuales del mercado financiero.</p>
<div class="dest">La información que figura a continuación tiene carácter vinculante y será válida hasta el <b>31/12/2026</b>. Pasada esa fecha podrá variar con arreglo a las condiciones del mercado.</div>
<h2>1. Entidad de crédito</h2>
<p>${banco} · Teléfono 900 000 111 · Paseo de los Tilos Ficticios 1, 28999 Villaclara (Madrid) · hipotecas@bancomeridiano.invalid · www.bancomeridiano.invalid. Persona de contacto: Gestor hipotecario de la oficina 0417.</p>
<p>No se le presta asesoramiento: tras informarse sobre sus necesidades y circunstancias, no le recomendamos un préstamo concreto, sino que le facilitamos información sobre este préstamo para que tome su propia decisión.</p>
<h2>3. Características principales del préstamo</h2>
<p>Importe y moneda del préstamo por conceder: <b>${es(P)} euros</b>.</p>
<p>Duración del préstamo: <b>30 años</b> (360 meses).</p>
<p>Tipo de préstamo: préstamo hipotecario con cuotas constantes de capital e intereses (sistema francés).</p>
<p>Clase de tipo de interés aplicable: <b>tipo de interés fijo</b> durante toda la vida del préstamo.</p>
<p>La oferta se ha calculado suponiendo que usted contrata y mantiene los productos de la sección 8. Cada producto reduce el tipo en 0,25 puntos porcentuales (bonificación máxima: 1,00 punto porcentual). Las condiciones que se le aplicarán son las de la columna «con bonificaciones».</p>
<table class="cmp" style="margin:6px 0">
<tr><th style="text-align:left">Condiciones</th><th>Con bonificaciones (aplicadas)</th><th>Sin bonificaciones</th></tr>
<tr><td>Tipo de interés nominal anual (TIN) fijo</td><td><b>${tinB} %</b></td><td>${tinS} %</td></tr>
<tr><td>Tasa anual equivalente (TAE)</td><td><b>${taeB} %</b></td><td>${taeS} %</td></tr>
<tr><td>Cuota mensual</td><td><b>${es(cuotaB)} €</b></td><td>${es(cuotaS)} €</td></tr>
<tr><td>Importe total a reembolsar</td><td>${es(totB)} €</td><td>${es(totS)} €</td></tr>
</table>
<p>Importe total a reembolsar con bonificaciones: ${es(totB)} euros (capital ${es(P)} + costes totales ${es(totB - P)}). Esto significa que reembolsará usted ${(totB / P).toFixed(2).replace('.', ',')} euros por cada euro prestado.</p>
<p>Valor del bien inmueble que se ha tomado como hipótesis para preparar esta ficha: 265.000,00 euros. Importe máximo de préstamo disponible en relación con el valor del bien inmueble: 80,0000 %.</p>
<p>Garantía: hipoteca sobre la vivienda situada en Calle de los Naranjos Imaginarios 18, 3.º B, 28999 Villaclara.</p>
<h2>4. Tipo de interés y otros gastos</h2>
<p>La TAE aplicable a su préstamo es <b>${taeB} %</b>. Comprende: el tipo de interés fijo del ${tinB} % y los costes siguientes.</p>
<p><b>Costes que deben abonarse una sola vez</b></p>
<table class="g">
<tr><td>Comisión de apertura</td><td>${banco}</td><td class="n">0,00 €</td></tr>
<tr><td>Tasación del inmueble (a cargo del prestatario)</td><td>Tasadora Imaginaria, S.A.</td><td class="n">${es(tasacion)} €</td></tr>
<tr><td>Copias de la escritura solicitadas por el prestatario</td><td>Notaría</td><td class="n">${es(copias)} €</td></tr>
<tr><td><b>Total gastos a cargo del prestatario</b></td><td></td><td class="n"><b>${es(gastos)} €</b></td></tr>
</table>
<p>Son a cargo del prestamista los aranceles notariales de la escritura, la inscripción en el Registro de la Propiedad, la gestoría y el impuesto de actos jurídicos documentados (artículo 14.1.e de la Ley 5/2019).</p>
<p><b>Costes que deben abonarse periódicamente:</b> las primas de los seguros de la sección 8, incluidas en el cálculo de la TAE.</p>
<p>Asegúrese de que conoce todos los demás gastos relacionados con el préstamo. Esta TAE se calcula con hipótesis: si no mantiene los productos vinculados, el tipo sería el ${tinS} % y la TAE el ${taeS} %.</p>
<h2>5. Periodicidad y número de pagos</h2>
<p>Periodicidad de reembolso: mensual. Número de pagos: 360.</p>
<h2>6. Importe de cada cuota</h2>
<p><b>${es(cuotaB)} euros</b>. Sus ingresos pueden variar. Piense si podrá seguir pagando sus cuotas de reembolso mensuales si sus ingresos disminuyen.</p>
<h2>7. Tabla ilustrativa de reembolso</h2>
<p>Cuotas a pagar cada mes, con bonificaciones, primer vencimiento en enero de 2027.</p>
${yearTable(rowsB, 1, 2027)}
<h2>8. Otras obligaciones</h2>
<p>Para beneficiarse de las condiciones de este préstamo deberá cumplir las obligaciones siguientes. Productos vinculados que se han supuesto en esta oferta:</p>
<table class="g">
<tr><td><b>Producto</b></td><td><b>Proveedor / condición</b></td><td class="n"><b>Coste anual</b></td></tr>
${vinc.map((v) => `<tr><td>${v[0]}</td><td>${v[2]}</td><td class="n">${es(v[1])} €</td></tr>`).join('')}
<tr><td><b>Coste anual total de los productos vinculados</b></td><td></td><td class="n"><b>${es(coste)} €</b></td></tr>
</table>
<p>Los seguros pueden contratarse con otro proveedor siempre que ofrezcan garantías equivalentes; en ese caso se mantendrá la bonificación correspondiente.</p>
<h2>9. Reembolso anticipado</h2>
<p>Puede reembolsar este préstamo anticipadamente, total o parcialmente. Comisión de reembolso anticipado: 2,00 % del capital reembolsado durante los 10 primeros años y 1,50 % a partir del undécimo año, sin superar la pérdida financiera del prestamista.</p>
${comunes(banco, 'el Servicio de Atención al Cliente de Banco Meridiano (Apartado de Correos 0000, 28999 Villaclara)')}
</body></html>`;
	const expected = {
		importe: ['money', mMoney(P)],
		plazo: ['number', '30'],
		tipo: ['text', 'Fijo'],
		tin: ['number', tinB],
		tinSinBonificar: ['number', tinS],
		anosFijo: ['number', ''],
		diferencial: ['number', ''],
		tae: ['number', taeB],
		cuota: ['money', mMoney(cuotaB)],
		comision: ['money', '0,00'],
		gastos: ['money', mMoney(gastos)],
		amortizacion: ['number', '2,00'],
		vinculados: ['list', vinc.map((v) => v[0]).join('; ')],
		costeVinculados: ['money', mMoney(coste)],
	};
	return {
		id: 'fein-banco-grande-fijo-bonificado-lado-a-lado',
		kind: 'oferta',
		layout: 'FEIN de banco grande a tipo fijo en varias páginas: secciones del Anexo I (sin la 2), tabla con TIN/TAE/cuota con y sin bonificaciones lado a lado, tabla de amortización, productos vinculados con coste',
		html,
		scans: [],
		expected,
		evidence: {
			importe: es(P), plazo: '30 años', tipo: 'tipo de interés fijo', tin: `${tinB} %`, tinSinBonificar: `${tinS} %`,
			tae: `${taeB} %`, cuota: es(cuotaB), comision: ['0,00', 'Comisión de apertura'], gastos: es(gastos),
			amortizacion: '2,00 % del capital reembolsado', vinculados: vinc.map((v) => v[0]), costeVinculados: es(coste),
			textIsPhrase: ['tipo'], absent: { diferencial: ['diferencial', 'Euríbor'], anosFijo: ['tramo'] },
		},
		check: () => cuotaB === cuotaFrancesa(P, tinB, n),
	};
}
