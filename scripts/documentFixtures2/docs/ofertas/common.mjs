// Helpers shared by the ofertas layouts (split from docs/ofertas.mjs, unchanged).
import { es, pctStr, pnum, MES3 } from '../../lib/format.mjs';

export const EURIBOR = '2,214'; // valor del índice a la fecha de emisión (inventado)
export const EURIBOR_MAX20 = '5,526'; // máximo de los últimos 20 años usado para la TAE ilustrativa (inventado)
export const addRate = (a, b) => pctStr(pnum(a) + pnum(b), 3);
export const sum = (rows, k) => rows.reduce((s, r) => s + r[k], 0);

export function yearTable(rows, startMonth, startYear, cls = '') {
	const mes = (k) => {
		const m0 = startMonth - 1 + k;
		return `${MES3[m0 % 12].toLowerCase()}-${startYear + Math.floor(m0 / 12)}`;
	};
	const first = rows.slice(0, 12);
	const years = [];
	for (let y = 1; y * 12 < rows.length; y++) {
		const chunk = rows.slice(y * 12, y * 12 + 12);
		years.push({ y: y + 1, cuota: sum(chunk, 'cuota'), interes: sum(chunk, 'interes'), capital: sum(chunk, 'capital'), pendiente: chunk.at(-1).pendiente });
	}
	return `<table class="amort ${cls}"><tr><th>Calendario de reembolso</th><th>Importe de la cuota</th><th>Intereses a abonar en cada cuota</th><th>Otros costes incluidos en la cuota</th><th>Capital reembolsado en cada cuota</th><th>Capital pendiente después de cada cuota</th></tr>
${first.map((r, k) => `<tr><td>${mes(k)}</td><td>${es(r.cuota)}</td><td>${es(r.interes)}</td><td>0,00</td><td>${es(r.capital)}</td><td>${es(r.pendiente)}</td></tr>`).join('')}
<tr class="sub"><td>Total año 1</td><td>${es(sum(first, 'cuota'))}</td><td>${es(sum(first, 'interes'))}</td><td>0,00</td><td>${es(sum(first, 'capital'))}</td><td>${es(first.at(-1).pendiente)}</td></tr>
${years.map((r) => `<tr><td>Año ${r.y}</td><td>${es(r.cuota)}</td><td>${es(r.interes)}</td><td>0,00</td><td>${es(r.capital)}</td><td>${es(r.pendiente)}</td></tr>`).join('')}
<tr class="sub"><td>Total</td><td>${es(sum(rows, 'cuota'))}</td><td>${es(sum(rows, 'interes'))}</td><td>0,00</td><td>${es(sum(rows, 'capital'))}</td><td>0,00</td></tr></table>`;
}

export const comunes = (banco, servicio, supervisor = 'Banco de España (www.bde.es)') => `
<h2>10. Elementos de flexibilidad</h2>
<p>Portabilidad: podrá subrogar el préstamo a otro prestamista en los términos de la Ley 2/1994. Otras prestaciones: no se prevén periodos de carencia ni redisposición del capital amortizado.</p>
<h2>11. Otros derechos del prestatario</h2>
<p>Dispone de un periodo de diez días naturales antes de la firma para examinar esta oferta, el proyecto de contrato y recibir el asesoramiento gratuito del notario que usted elija (artículo 15 de la Ley 5/2019).</p>
<h2>12. Reclamaciones</h2>
<p>Puede dirigir sus quejas a ${servicio}, que debe responder en el plazo de un mes. Si no queda satisfecho, podrá acudir al Servicio de Reclamaciones del Banco de España. Para reclamaciones transfronterizas: FIN-NET.</p>
<h2>13. Incumplimiento de los compromisos vinculados al préstamo: consecuencias para el prestatario</h2>
<p>El impago de las cuotas puede acarrear el vencimiento anticipado en los términos del artículo 24 de la Ley 5/2019 y la ejecución de la hipoteca: puede ser desposeído de su vivienda. Si deja de mantener los productos de la sección 8, el tipo de interés se incrementará en la bonificación correspondiente a partir de la siguiente revisión.</p>
<h2>14. Información adicional</h2>
<p>Ley aplicable: la española. Idioma: castellano. Tiene derecho a recibir el proyecto de contrato con esta ficha.</p>
<h2>15. Supervisor</h2>
<p>El supervisor de este prestamista es el ${supervisor}. ${banco} está inscrito en el registro de entidades del Banco de España con el número 9999.</p>`;
