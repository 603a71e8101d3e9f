import { formatMonth, formatPercent } from '../format/index.ts';
import type { Answer } from './answer.ts';
import type { AssistantData } from './assistantData.ts';

const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });
const monthNames = [
	'enero',
	'febrero',
	'marzo',
	'abril',
	'mayo',
	'junio',
	'julio',
	'agosto',
	'septiembre',
	'octubre',
	'noviembre',
	'diciembre',
];

/** What a question asks of the Euribor's history. */
export interface EuriborQuery {
	stat: 'max' | 'min' | 'month' | 'change' | 'year';
	year?: number;
	/** «YYYY-MM». */
	month?: string;
	/** For a change: the month it is measured from. */
	from?: string;
}

/** A month named in a folded question («marzo de 2023», «en junio del 2021», «06/2021»). */
function monthIn(folded: string): string | undefined {
	const named = new RegExp(
		`\\b(${monthNames.join('|')}|setiembre)\\s+(?:de\\s+|del\\s+)?((?:19|20)\\d{2})\\b`,
	).exec(folded);
	if (named?.[1] && named[2]) {
		const index = named[1] === 'setiembre' ? 8 : monthNames.indexOf(named[1]);
		return `${named[2]}-${String(index + 1).padStart(2, '0')}`;
	}
	const digits = /\b(0?[1-9]|1[0-2])[/-]((?:19|20)\d{2})\b/.exec(folded);
	return digits?.[1] && digits[2] ? `${digits[2]}-${digits[1].padStart(2, '0')}` : undefined;
}

/** The history question of a folded text about the Euribor, if it is one. */
export function euriborQuery(folded: string): EuriborQuery | undefined {
	if (!/euribor/.test(folded)) return undefined;
	const month = monthIn(folded);
	const year = /\b((?:19|20)\d{2})\b/.exec(folded)?.[1];
	const max = /(mas alt[oa]|maxim[oa]|record|pico|mas caro|tope|mayor)/.test(folded);
	const min = /(mas baj[oa]|minim[oa]|mas barato|menor|negativo mas)/.test(folded);
	if (max || min)
		return { stat: max ? 'max' : 'min', ...(year && !month ? { year: Number(year) } : {}) };
	if (/(cuanto ha (bajado|subido)|cuanto (bajo|subio)|variacion|ha cambiado)/.test(folded))
		return {
			stat: 'change',
			...(month ? { from: month } : year ? { year: Number(year) } : {}),
		};
	if (month) return { stat: 'month', month };
	if (year && /(en|de|durante|del)\s+(el\s+)?(ano\s+)?(19|20)\d{2}/.test(folded))
		return { stat: 'year', year: Number(year) };
	return undefined;
}

const sources = [
	{
		title: 'El euríbor: qué es y cómo afecta a tu hipoteca',
		href: '/blog/euribor-que-es-como-afecta#qué-es-el-euríbor',
	},
	{
		title: 'Cuánto se mueve el euríbor',
		href: '/blog/fija-vs-variable#cuánto-se-mueve-el-euríbor',
	},
];

const at = (series: AssistantData['euriborSeries'], month: string) =>
	series.find(([m]) => m === month)?.[1];

/**
 * Facts of the monthly Euribor series of our data: the highest or lowest of a year (or ever),
 * one month's value, a year's range, or the change since a month. Months beyond the data are
 * said to be missing, never guessed.
 */
export function answerEuriborHistory(q: EuriborQuery, data: AssistantData): Answer {
	const series = data.euriborSeries;
	const [first] = series[0] ?? ['', 0];
	const [lastMonth, lastRate] = series.at(-1) ?? ['', 0];
	const note = ' (media mensual del euríbor a 12 meses de nuestros datos).';
	const reply = (text: string): Answer => ({ text, sources, origin: 'calculo' });
	if (q.stat === 'month' && q.month) {
		const rate = at(series, q.month);
		if (rate === undefined)
			return reply(
				`No lo sé: no tengo el euríbor de ${formatMonth(q.month)}; nuestros datos van de ${formatMonth(first)} a ${formatMonth(lastMonth)}, cuando fue del ${pct(lastRate)}.`,
			);
		return reply(`En ${formatMonth(q.month)} el euríbor fue del ${pct(rate)}${note}`);
	}
	if (q.stat === 'change') {
		// «¿cuánto subió en 2022?»: from that year's first month to its last one in our data.
		const inYear = q.year === undefined ? [] : series.filter(([m]) => m.startsWith(`${q.year}-`));
		const from =
			inYear[0]?.[0] ?? q.from ?? `${Number(lastMonth.slice(0, 4)) - 1}${lastMonth.slice(4)}`;
		const [toMonth, toRate] = inYear.at(-1) ?? [lastMonth, lastRate];
		const before = at(series, from);
		if (before === undefined)
			return reply(`No lo sé: no tengo el euríbor de ${formatMonth(from)} en nuestros datos.`);
		const diff = toRate - before;
		const past = inYear.length > 0;
		const verb = diff < 0 ? (past ? 'bajó' : 'ha bajado') : past ? 'subió' : 'ha subido';
		return reply(
			`Desde ${formatMonth(from)} (${pct(before)}) hasta ${formatMonth(toMonth)} (${pct(toRate)}), el euríbor ${verb} ${formatPercent(
				Math.abs(diff),
				{ maxDecimals: 3 },
			).replace(/\s?%$/, '')} puntos${note}`,
		);
	}
	const pool = q.year === undefined ? series : series.filter(([m]) => m.startsWith(`${q.year}-`));
	if (pool.length === 0)
		return reply(
			`No lo sé: no tengo datos del euríbor de ${q.year ?? ''}; nuestra serie va de ${formatMonth(first)} a ${formatMonth(lastMonth)}.`,
		);
	const rates = pool.map(([, r]) => r);
	const hi = Math.max(...rates);
	const lo = Math.min(...rates);
	const months = (v: number) =>
		pool
			.filter(([, r]) => r === v)
			.map(([m]) => formatMonth(m))
			.join(' y ');
	const scope = q.year === undefined ? `desde ${formatMonth(first)}` : `de ${q.year}`;
	if (q.stat === 'max')
		return reply(`El euríbor más alto ${scope} fue el de ${months(hi)}: ${pct(hi)}${note}`);
	if (q.stat === 'min')
		return reply(`El euríbor más bajo ${scope} fue el de ${months(lo)}: ${pct(lo)}${note}`);
	return reply(
		`En ${q.year} el euríbor se movió entre el ${pct(lo)} (${months(lo)}) y el ${pct(hi)} (${months(hi)})${note}`,
	);
}
