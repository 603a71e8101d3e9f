import { formatDate, formatEuros, formatPercent } from '../format/index.ts';
import { communityIn, type EngineTables } from '../mortgage/tables.ts';
import { describeConditions, generalTax } from '../mortgage/taxRules.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import { provincePath } from '../places/provinces.ts';
import { taxSummaryOf } from '../places/taxSummaryOf.ts';
import type { Answer, Source } from './answer.ts';
import type { Figures } from './figures.ts';
import { said } from './inputs.ts';
import type { PlaceTopic } from './intent.ts';
import { provinceName } from './places.ts';
import { planMessages as pm } from './planMessages.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const pct = (n: number) => formatPercent(n, { maxDecimals: 2 });
const since = (iso: string) => formatDate(new Date(`${iso}T12:00:00Z`));

/** Price the «from … to …» range of a tax is given for when no place is named. */
export const rangePrice = 200_000;

/** «Málaga (Andalucía)», or just «Cantabria» when the province is the whole community. */
const placeName = (provinceId: string, community: string) => {
	const province = provinceName(provinceId);
	return province === community ? province : `${province} (${community})`;
};

/** A condition as a clause inside a sentence: «menor de 36 años», not «Menor de 36 años». */
const clause = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const placeSource = (provinceId: string): Source => ({
	title: `Hipotecas en ${provinceName(provinceId)}: impuestos y gastos`,
	href: provincePath(provinceId),
});

/** The resale rules of a province (foral territories have their own). */
function resaleOf(tables: EngineTables, provinceId: string) {
	const c = communityIn(tables, provinceId);
	return c?.provinceOverrides?.find((o) => o.provinceId === provinceId)?.resale ?? c?.resale;
}

/** The purchase taxes of a province from the tables (every province id has its community). */
function summaryOf(tables: EngineTables, provinceId: string, price: number) {
	const community = communityIn(tables, provinceId);
	if (!community) throw new Error(`No hay datos fiscales para la provincia «${provinceId}».`);
	return taxSummaryOf(community, provinceId, price);
}

/** «ITP va del 3 % al 10 % según la comunidad… ¿En qué comunidad compras?» */
function answerRange(topic: PlaceTopic, tables: EngineTables): Answer {
	const rates = tables.communities.map((c) => {
		if (topic === 'ajd') return c.ajd.rate;
		if (topic === 'nueva') return c.newBuild.rate;
		const g = c.resale.general;
		if (g.kind === 'flat') return g.rate;
		return g.brackets.find((b) => b.upTo === null || rangePrice <= b.upTo)?.rate ?? 0;
	});
	const name =
		topic === 'ajd'
			? 'El AJD de la compra de vivienda nueva'
			: topic === 'nueva'
				? 'El impuesto de la vivienda nueva (IVA, o IGIC en Canarias e IPSI en Ceuta y Melilla)'
				: `El ITP de una vivienda usada de ${eur(rangePrice)}`;
	return {
		text: `${name} va del ${pct(Math.min(...rates))} al ${pct(Math.max(...rates))} según la comunidad autónoma. ${pm.ask.place}`,
		sources: [],
		origin: 'calculo',
	};
}

/** Purchase-tax rate facts of a place: general rate, young buyers' rate or ICO cap. */
export function answerPlaceFact(f: Figures, topic: PlaceTopic, tables: EngineTables): Answer {
	if (!f.provinceId)
		return answerRange(topic === 'joven' || topic === 'ico' ? 'itp' : topic, tables);
	const id = f.provinceId;
	const s = summaryOf(tables, id, rangePrice);
	const c = s.community;
	const where = placeName(id, c.name);
	const sources = [placeSource(id)];
	const text = (body: string) => ({ text: body, sources, origin: 'contenido' as const });
	if (topic === 'ico') {
		const ico = underwriting.avalIco;
		const cap = ico.maxPriceByCommunity[c.id] ?? 0;
		return {
			text: `En ${c.name}, el aval ICO para la primera vivienda cubre viviendas de hasta ${eur(cap)}. Es para personas de hasta ${ico.maxAge} años o familias con menores a cargo, con ingresos de hasta ${eur(ico.maxIncomeSingle)} al año por solicitante, y puede pedirse hasta el ${since(ico.deadline)}. Fuente: ${ico.source}.`,
			sources: [{ title: 'Hipoteca joven y aval ICO', href: '/hipoteca-joven' }, ...sources],
			origin: 'contenido',
		};
	}
	const itp = s.sources.find((x) => x.tax === 'ITP');
	const nb = s.sources.find((x) => x.tax === s.newBuildTax);
	const ajd = s.sources.find((x) => x.tax === 'AJD');
	if (topic === 'joven') {
		const young = (resaleOf(tables, id)?.reduced ?? []).filter(
			(r) => r.conditions.ageBelow !== undefined,
		);
		if (young.length === 0)
			return text(
				`En ${where} no hay un tipo de ITP reducido por edad: los jóvenes pagan el general, ${s.itpGeneral}${s.itpReduced.length > 0 ? `, salvo que cumplan otra rebaja (${s.itpReduced.map((r) => r.label.toLowerCase()).join('; ')})` : ''}. Fuente: ${s.itpSource}, vigente desde el ${itp?.validFromText ?? ''}.`,
			);
		const rules = young
			.map((r) => `${pct(r.rate)} (${describeConditions(r).map(clause).join(', ')})`)
			.join('; ');
		return text(
			`En ${where} los jóvenes pagan un ITP reducido del ${rules}, en lugar del general, ${s.itpGeneral}. Fuente: ${s.itpSource}, vigente desde el ${itp?.validFromText ?? ''}.`,
		);
	}
	if (topic === 'ajd')
		return text(
			`En ${where} el AJD de la compra de vivienda nueva es del ${pct(s.ajdRate)}${s.ajdReduced.length > 0 ? `; hay tipos reducidos: ${s.ajdReduced.map((r) => `${r.label.toLowerCase()}, ${pct(r.ratePercent)}`).join('; ')}` : ''}. Fuente: ${s.ajdSource}, vigente desde el ${ajd?.validFromText ?? ''}.`,
		);
	if (topic === 'nueva')
		return text(
			`En ${where} la vivienda nueva paga ${s.newBuildTax} del ${pct(s.newBuildRate)} más el AJD del ${pct(s.ajdRate)}. Fuente: ${nb?.source ?? ''}, vigente desde el ${nb?.validFromText ?? ''}.`,
		);
	return text(
		`En ${where} el ITP de la vivienda usada es del ${s.itpGeneral}${s.itpReduced.length > 0 ? `. Hay tipos reducidos: ${s.itpReduced.map((r) => `${r.label.toLowerCase()}, ${pct(r.ratePercent)}`).join('; ')}` : ''}. Fuente: ${s.itpSource}, vigente desde el ${itp?.validFromText ?? ''}.`,
	);
}

/** The tax of buying at a price in a place: ITP for resale, IVA/IGIC/IPSI and AJD for new. */
export function answerTaxAmount(f: Figures, topic: PlaceTopic, tables: EngineTables): Answer {
	if (!f.provinceId)
		return answerRange(topic === 'ajd' || topic === 'nueva' ? topic : 'itp', tables);
	const price = f.price ?? 0;
	const id = f.provinceId;
	const s = summaryOf(tables, id, price);
	const where = placeName(id, s.community.name);
	const general = resaleOf(tables, id)?.general;
	if (topic === 'nueva' || topic === 'ajd') {
		const vat = (price * s.newBuildRate) / 100;
		const ajd = (price * s.ajdRate) / 100;
		return {
			text: `Por una vivienda nueva de ${eur(price)} en ${where} pagarías ${eur(vat)} de ${s.newBuildTax} (${pct(s.newBuildRate)}) y ${eur(ajd)} de AJD (${pct(s.ajdRate)}): ${eur(vat + ajd)} en total.`,
			sources: [placeSource(id)],
			origin: 'calculo',
			inputs: [said('price', price), said('province', id)],
			recompute: { intent: 'impuesto', figures: f, topic },
		};
	}
	const amount = general ? generalTax(general, price) : 0;
	return {
		text: `Por una vivienda usada de ${eur(price)} en ${where} pagarías ${eur(amount)} de ITP con el tipo general (${s.itpGeneral}).${s.itpReduced.length > 0 ? ' Si cumples alguna rebaja (jóvenes, familias numerosas, discapacidad…), puede ser menos.' : ''} Se paga sobre el mayor entre el precio y el valor de referencia del Catastro.`,
		sources: [placeSource(id)],
		origin: 'calculo',
		inputs: [said('price', price), said('province', id)],
		recompute: { intent: 'impuesto', figures: f, topic },
	};
}
