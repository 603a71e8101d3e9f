import { es, mMoney, schedule, tae, pctStr, D } from '../../lib/format.mjs';

// ---------------------------------------------------------------------------------------------
// O5. Oferta vinculante en forma de carta de una cooperativa: tipo fijo sin bonificaciones.
export function ofertaCarta() {
	const banco = 'Caixa Popular Inventada, Coop. de Crédito';
	const P = 9650000;
	const n = 240;
	const tin = '3,10';
	const comision = 48250;
	const tasacion = 29000;
	const rows = schedule(P, [{ months: n, rate: tin }]);
	const taeV = pctStr(tae(P, rows, comision + tasacion, 0));
	const cuota = rows[0].cuota;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 18mm 22mm; }
body { font-family: 'Noto Serif', serif; font-size: 10pt; line-height: 1.5; color: #222; }
.lh { display: flex; justify-content: space-between; align-items: center; margin-bottom: 22px; }
.lh .logo { font-family: 'Noto Sans', sans-serif; font-weight: 700; font-size: 15pt; color: #b24a00; }
.dest { margin: 0 0 18px auto; width: 46%; }
p { text-align: justify; margin: 0 0 9px; }
.ref { font-size: 9pt; color: #555; }
</style></head><body>
<div class="lh"><div class="logo">CAIXA POPULAR<br><span style="font-size:9pt;font-weight:400;color:#555">Inventada · Coop. de Crédito</span></div><div style="font-size:8.5pt;text-align:right">${banco}<br>CIF F00999000<br>Carrer de la Séquia Imaginària 9<br>46999 L'Horta Fictícia (València)</div></div>
<div class="dest">D. Rubén Aguilar Ficticio<br>D.ª Nerea Blasco Inventada<br>C/ de la Murta Imaginària 22, 4.ª<br>46999 L'Horta Fictícia</div>
<p class="ref">L'Horta Fictícia, 24 de noviembre de 2026 · Ref.: OV-2026-1187 · Asunto: oferta vinculante de préstamo hipotecario</p>
<p>Estimados clientes:</p>
<p>En relación con su solicitud, nos complace comunicarles nuestra oferta vinculante de préstamo con garantía hipotecaria para la adquisición de su vivienda habitual, que mantendremos hasta el 15 de diciembre de 2026. Junto con esta carta les entregamos la Ficha Europea de Información Normalizada y el proyecto de escritura.</p>
<p>El préstamo sería por un importe de <b>${es(P)} euros</b>, a devolver en un plazo de <b>20 años</b> mediante 240 cuotas mensuales constantes de <b>${es(cuota)} euros</b> cada una. El tipo de interés nominal anual es <b>fijo del ${tin} %</b> durante toda la vida del préstamo, y la tasa anual equivalente resultante es del ${taeV} % (TAE).</p>
<p>En la firma se cobrará una comisión de apertura del 0,50 %, es decir, ${es(comision)} euros. Los gastos de tasación, de ${es(tasacion)} euros, corresponden a ustedes; los de notaría, registro y gestoría y el impuesto de actos jurídicos documentados los asume la Caixa, conforme a la Ley 5/2019.</p>
<p>Esta oferta no exige la contratación de ningún otro producto o servicio: el tipo indicado no depende de la domiciliación de ingresos ni de la contratación de seguros. Les recordamos, no obstante, que deberán mantener asegurado contra daños el inmueble hipotecado con la compañía que libremente elijan.</p>
<p>Podrán amortizar anticipadamente el préstamo en cualquier momento. La compensación por reembolso anticipado será del 2 % del capital reembolsado durante los diez primeros años y del 1,5 % a partir de entonces, sin superar la pérdida financiera de la Caixa.</p>
<p>Quedamos a su disposición en la oficina de la calle Major Imaginària para cualquier aclaración. Antes de la firma podrán recibir el asesoramiento gratuito del notario que elijan.</p>
<p>Atentamente,</p>
<p style="margin-top:30px">Marta Senent Ficticia<br>Directora de la oficina 0032</p>
</body></html>`;
	return {
		id: 'oferta-carta-cooperativa-fijo',
		kind: 'oferta',
		layout: 'Oferta vinculante en forma de carta de una cooperativa de crédito (una página, prosa): tipo fijo sin bonificaciones ni productos vinculados, comisión de apertura en % y euros',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: -1.1, grey: false, noise: 6, blur: 0.5, seed: 51 },
			{ dpi: 150, angle: 2.8, grey: true, noise: 9, blur: 0.65, seed: 52 },
		],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '20'],
			tipo: ['text', 'Fijo'],
			tin: ['number', tin],
			tinSinBonificar: ['number', ''],
			anosFijo: ['number', ''],
			diferencial: ['number', ''],
			tae: ['number', taeV],
			cuota: ['money', mMoney(cuota)],
			comision: ['money', mMoney(comision)],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '2'],
			vinculados: ['list', ''],
			costeVinculados: ['money', ''],
		},
		evidence: {
			importe: es(P), plazo: '20 años', tipo: `fijo del ${tin} %`, tin: `${tin} %`, tae: `${taeV} % (TAE)`, cuota: es(cuota),
			comision: es(comision), gastos: es(tasacion), amortizacion: '2 % del capital reembolsado',
			textIsPhrase: ['tipo'], absent: { tinSinBonificar: ['bonifica'], diferencial: ['diferencial', 'Euríbor'] },
		},
	};
}
