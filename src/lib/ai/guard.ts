import type { Answer } from './answer.ts';
import { aiMessages as m } from './messages.ts';
import { foldText } from './normalize.ts';
import { findProvince } from './places.ts';

/** Attempts to change the assistant's instructions or to get what it must not reveal. */
const injection =
	/\b(olvida|olvidate|ignora|ignore|forget|salta|saltate)\b[^.?!]{0,30}\b(instrucciones|indicaciones|reglas|normas|lo anterior|todo lo|previas|anteriores|instructions)\b|\b(a partir de ahora|desde ahora)\b[^.?!]{0,12}\beres\b|\bactua como\b|\bact as\b|\b(system prompt|mensaje de sistema|tu prompt|tus instrucciones)\b|\b(clave|key|token|contrasena)\b[^.?!]{0,12}\b(api|secreta|del sistema)\b/;

/** Questions that ask which bank or offer is best: we name no bank. */
const bankPick =
	/\b(mejor|mas barat[oa]|peor)\b[^.?!]{0,20}\b(banco|entidad|hipoteca del mercado|oferta del mercado)\b|\bque (banco|entidad)\b[^.?!]{0,30}\b(mejor|barat|recomiendas|elijo|da)\b|\b(santander|bbva|caixabank|la caixa|sabadell|bankinter|unicaja|kutxabank|abanca|ibercaja|openbank|ing direct|cajamar|evo banco)\b/;

/** Countries other than Spain: our taxes, rules and data are Spain's. */
const abroad =
	/\b(portugal|francia|alemania|italia|andorra|reino unido|inglaterra|irlanda|belgica|holanda|paises bajos|suiza|austria|estados unidos|eeuu|mexico|argentina|colombia|chile|peru|venezuela|marruecos|rumania|polonia)\b/;

/** Market statistics («¿cuántas hipotecas se firmaron en 2025?»): not in our data. */
const statistics =
	/\b(cuant[oa]s|numero de|cifra de|estadistic\w*|total de)\b[^.?!]{0,20}\b(hipotecas|desahucios|ejecuciones|compraventas|lanzamientos|viviendas vendidas|pisos vendidos)\b[^.?!]{0,40}\b(se (firmaron|firman|firmaran|hicieron|vendieron|venden|concedieron|conceden|ejecutaron)|hubo|ha habido|hay en espana|en espana|en (19|20)\d\d)\b|\b(numero|cifra|estadisticas?) de (hipotecas|desahucios|ejecuciones|compraventas)\b/;

/**
 * The answer to a question the assistant must not answer from its content: an attempt to change
 * its instructions, or a request to pick a bank or quote a bank's current offer (it has no
 * offers of named banks and recommends none), or a question about another country. Undefined
 * for any other question.
 */
export function guardAnswer(question: string): Answer | undefined {
	const folded = foldText(question);
	if (injection.test(folded)) return { text: m.refuse, sources: [], origin: 'desconocido' };
	if (
		abroad.test(folded) &&
		!findProvince(question) &&
		/(impuesto|itp|iva|ajd|hipoteca|tipo|euribor|precio|vivienda|piso)/.test(folded)
	)
		return { text: m.abroad, sources: [], origin: 'desconocido' };
	if (statistics.test(folded)) return { text: m.noStats, sources: [], origin: 'desconocido' };
	const pick = bankPick.exec(folded);
	// «compro en Santander»: the city, unless a bank is what the question is about.
	if (pick && !(pick[0] === 'santander' && !/\bbanco\b/.test(folded)))
		return {
			text: m.noBankPick,
			sources: [
				{
					title: 'Cómo usar la TAE para comparar ofertas',
					href: '/blog/noticia/que-incluye-la-tae-hipoteca#cómo-usar-la-tae-para-comparar',
				},
			],
			origin: 'desconocido',
		};
	return undefined;
}
