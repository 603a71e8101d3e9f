import { formatEuros, formatMonth, formatPercent } from '../format/index.ts';
import { provincePath, provincePricePerM2 } from '../places/provinces.ts';
import type { Answer } from './answer.ts';
import type { AssistantData } from './assistantData.ts';
import { provinceName } from './places.ts';

const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });

/** What a question about the future is about. */
export type ForecastTopic = 'euribor' | 'precio' | 'oferta';

const future =
	/(estara|sera\b|seran|subira|bajara|subiran|bajaran|va a (subir|bajar|estar)|van a (subir|bajar|estar)|prevision|predicc|pronostic|que pasara|costara|costaran|valdra|valdran|habra|cerrara|ano que viene|proximo ano|dentro de \d+ anos|esperar a que|cuando bajen|cuando suban|futuro|en los proximos)/;

/**
 * The topic of a question about the future, if it is one: a future verb or word, or a year later
 * than our latest data, about the Euribor, home prices or the banks' offers.
 */
export function forecastTopic(folded: string, latestYear: number): ForecastTopic | undefined {
	const years = [...folded.matchAll(/\b(20\d{2})\b/g)].map((m) => Number(m[1]));
	const later = years.some((y) => y > latestYear);
	if (!future.test(folded) && !later) return undefined;
	if (/euribor/.test(folded)) return 'euribor';
	if (
		/(precio|precios|pisos|viviendas?|casas?|valdra|costaran|mi piso|mi casa|alquiler)/.test(folded)
	)
		return 'precio';
	if (/(tipos?|hipotecas?|fij[ao]s?|interes|bancos|ofertas?|cuotas)/.test(folded)) return 'oferta';
	return undefined;
}

/**
 * A question about the future, hedged: no figure for the future, the reason nobody can promise
 * one, and what is known (the latest value with its date and the range of the last five years).
 */
export function answerForecast(
	topic: ForecastTopic,
	data: AssistantData,
	provinceId: string | undefined,
): Answer {
	const series = data.euriborSeries;
	const [lastMonth, lastRate] = series.at(-1) ?? ['', 0];
	const recent = series.slice(-60);
	const hi = recent.reduce((a, b) => (b[1] > a[1] ? b : a), recent[0] ?? ['', 0]);
	const lo = recent.reduce((a, b) => (b[1] < a[1] ? b : a), recent[0] ?? ['', 0]);
	const known = `Lo que sí sabemos: el último euríbor de nuestros datos es el de ${formatMonth(lastMonth)}, ${pct(lastRate)}, y en los últimos cinco años se ha movido entre el ${pct(lo[1])} (${formatMonth(lo[0])}) y el ${pct(hi[1])} (${formatMonth(hi[0])}).`;
	if (topic === 'euribor')
		return {
			text: `No lo sé, y nadie puede saber a cuánto estará el euríbor: depende de las decisiones del Banco Central Europeo, de la inflación y de los mercados, y cualquier previsión puede fallar. ${known} Si te preocupa una subida, calcula tu cuota con un euríbor un par de puntos más alto o valora un tipo fijo.`,
			sources: [
				{
					title: 'Cuánto se mueve el euríbor',
					href: '/blog/fija-vs-variable#cuánto-se-mueve-el-euríbor',
				},
				{
					title: 'Cómo protegerte de las subidas del euríbor',
					href: '/blog/euribor-que-es-como-afecta#cómo-protegerte-de-las-subidas',
				},
			],
			origin: 'contenido',
		};
	if (topic === 'precio') {
		const perM2 = provinceId ? provincePricePerM2(provinceId) : undefined;
		const place =
			provinceId && perM2
				? ` El último dato que tenemos de ${provinceName(provinceId)}: ${formatEuros(perM2.value, { decimals: 0 })}/m² (${perM2.period}; ${perM2.source}).`
				: '';
		return {
			text: `No lo sé, y nadie puede prometer cuánto costará la vivienda: los precios dependen de la economía, los tipos de interés y la oferta de cada zona, y ninguna previsión es segura.${place} Para decidir, mira el precio de hoy y lo que puedes pagar, no lo que quizá valga mañana.`,
			sources: provinceId
				? [{ title: `Hipotecas en ${provinceName(provinceId)}`, href: provincePath(provinceId) }]
				: [
						{
							title: 'El valor tasado de la vivienda',
							href: '/blog/noticia/valor-tasado-vivienda-record-2025-hipoteca#la-evolución-en-2025',
						},
					],
			origin: 'contenido',
		};
	}
	return {
		text: `No lo sé, y nadie puede saber qué tipos ofrecerán los bancos más adelante: dependen del euríbor, de su competencia y de tu perfil, y ninguna oferta futura está garantizada. ${known} Compara las ofertas que tengas hoy por su TAE y decide con las cifras de hoy.`,
		sources: [
			{
				title: 'Hipoteca fija, variable o mixta: cómo decidir',
				href: '/blog/fija-vs-variable#cómo-decidir-las-preguntas-clave',
			},
			{
				title: 'Cuánto se mueve el euríbor',
				href: '/blog/fija-vs-variable#cuánto-se-mueve-el-euríbor',
			},
		],
		origin: 'contenido',
	};
}
