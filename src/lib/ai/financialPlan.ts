import { formatEuros, formatPercent } from '../format/index.ts';
import { safeAffordability } from '../mortgage/affordability.ts';
import { communityOfProvince, provincePricePerM2 } from '../mortgage/data.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import { provincePath, provinces } from '../places/provinces.ts';
import { toolHref } from '../tools/catalog.ts';
import type { Source } from './answer.ts';
import { assumptions, calculatorHref } from './calculate.ts';
import { contractTypes, goals, type PlanAnswers } from './financialSteps.ts';
import { provinceName } from './places.ts';
import { describeM2, outOfReach, planBounds, savingTime, smallHomePrice } from './planChecks.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const pct = (n: number) => formatPercent(n, { maxDecimals: 1 });

/** Share of net income the plan proposes to save each month while saving for the purchase. */
export const savingSharePercent = 20;
/** Size of the reference home the saving target is computed for, in m². */
export const referenceM2 = 80;

/** What every plan assumes, said under it (figures from underwriting.json and the engine). */
export const planAssumptionsNote = `Cálculo orientativo con los criterios habituales de los bancos (cuota de hasta el ${formatPercent(underwriting.tasaEsfuerzo.maxPercent, { maxDecimals: 2 })} de los ingresos, financiación del ${formatPercent(underwriting.ltv.habitualPercent, { maxDecimals: 2 })}, TIN del ${formatPercent(assumptions.ratePercent, { maxDecimals: 2 })}) y los impuestos de tu provincia. No es una oferta vinculante.`;

/** One part of the plan: a title, short paragraphs and the pages that go further. */
export interface PlanSection {
	title: string;
	paragraphs: string[];
	links: Source[];
}

/** The personal plan: the answers it was built from and its sections, ready to show or save. */
export interface FinancialPlan {
	answers: PlanAnswers;
	/** Loan term and rate the figures assume. */
	years: number;
	ratePercent: number;
	maxPrice: number;
	icoEligible: boolean;
	sections: PlanSection[];
}

function affordFor(a: PlanAnswers, provinceId: string, years: number, targetPrice?: number) {
	return safeAffordability({
		incomes: [a.income],
		debts: a.debts > 0 ? [a.debts] : [],
		savings: a.savings,
		ages: [a.age],
		years,
		annualRatePercent: assumptions.ratePercent,
		provinceId,
		homeType: 'resale',
		secondHome: a.goal === 'segunda',
		buyer: {
			firstHome: a.goal === 'primera',
			largeFamily: false,
			singleParent: false,
			disabilityPercent: 0,
		},
		...(targetPrice ? { targetPrice } : {}),
	});
}

/** m² of an average home a price buys in a province, or undefined without price data. */
function squareMetres(provinceId: string, price: number): number | undefined {
	const perM2 = provincePricePerM2(provinceId);
	return perM2 ? Math.floor(price / perM2.value) : undefined;
}

/**
 * Builds the plan from the answers with the mortgage engine: what they can buy and where, the
 * saving needed for an average 80 m² home and how long it takes, the mortgage type that suits
 * them, the ICO young-buyer guarantee and the next steps. Pure: same answers, same plan.
 */
export function buildPlan(a: PlanAnswers): FinancialPlan {
	const years = Math.max(5, Math.min(assumptions.years, underwriting.edad.maxAgeAtEnd - a.age));
	const province = provinceName(a.provinceId);
	const result = affordFor(a, a.provinceId, years);
	const r = result.ok ? result.value : undefined;
	const maxPrice = r?.maxPrice ?? 0;
	const sections: PlanSection[] = [];

	// What they can buy and where.
	const buy: string[] = [];
	if (a.contract === 'sin-ingresos' || a.income <= 0)
		buy.push(
			'Sin ingresos estables los bancos no conceden hipoteca: el primer paso es tener una nómina o una actividad con ingresos demostrables.',
		);
	else {
		const m2 = squareMetres(a.provinceId, maxPrice);
		const perM2 = provincePricePerM2(a.provinceId);
		const reach =
			r &&
			perM2 &&
			outOfReach({
				province,
				perM2: perM2.value,
				maxPrice,
				maxLoanByPayment: r.maxLoanByPayment,
				income: a.income,
				debts: a.debts,
				years,
				ratePercent: assumptions.ratePercent,
				icoEligible: a.goal === 'primera' && r.ico.eligible,
				icoPrice: r.ico.eligible ? (r.ico.limit?.price ?? 0) : 0,
			});
		// A price that buys no home at all is not offered as one: the plan says why instead.
		if (reach) buy.push(reach);
		else if (!r || maxPrice <= 0)
			buy.push(
				`Hoy no te alcanza para comprar en ${province}: los ahorros no cubren la entrada y los gastos, o la cuota superaría el ${underwriting.tasaEsfuerzo.maxPercent} % de tus ingresos.`,
			);
		else {
			buy.push(
				`Con ${eur(a.savings)} ahorrados y una cuota de hasta ${eur(r.maxPayment)} al mes (el ${underwriting.tasaEsfuerzo.maxPercent} % de tus ingresos menos tus deudas), puedes comprar en ${province} una vivienda de hasta unos ${eur(maxPrice)}, con un préstamo de ${eur(r.maxLoan)} a ${years} años.`,
			);
			if (m2 !== undefined && perM2) buy.push(describeM2(m2, province, perM2.value, perM2.period));
		}
	}
	const community = communityOfProvince(a.provinceId);
	const neighbours = provinces
		.filter((p) => p.id !== a.provinceId && communityOfProvince(p.id)?.id === community?.id)
		.map((p) => {
			const other = affordFor(a, p.id, years);
			const price = other.ok ? other.value.maxPrice : 0;
			return { p, price, m2: squareMetres(p.id, price) ?? 0 };
		})
		.filter(
			(x) =>
				x.price > 0 &&
				x.m2 >= planBounds.minM2 &&
				x.m2 <= planBounds.maxM2 &&
				x.m2 > (squareMetres(a.provinceId, maxPrice) ?? 0),
		)
		.toSorted((x, y) => y.m2 - x.m2)
		.slice(0, 3);
	if (neighbours.length > 0)
		buy.push(
			`En tu comunidad, el mismo presupuesto da más metros en ${neighbours.map((x) => `${x.p.name} (unos ${x.m2} m²)`).join(', ')}.`,
		);
	sections.push({
		title: 'Lo que puedes comprar y dónde',
		paragraphs: buy,
		links: [
			{ title: `Hipotecas en ${province}`, href: provincePath(a.provinceId) },
			...neighbours.map((x) => ({ title: `Hipotecas en ${x.p.name}`, href: provincePath(x.p.id) })),
		],
	});

	// Saving needed and for how long.
	const save: string[] = [];
	const perM2 = provincePricePerM2(a.provinceId);
	if (perM2 && a.income > 0 && a.contract !== 'sin-ingresos') {
		const target = Math.round((perM2.value * referenceM2) / 1000) * 1000;
		const check = affordFor(a, a.provinceId, years, target);
		const shortfall = check.ok ? (check.value.target?.savingsShortfall ?? 0) : 0;
		const monthly = Math.max(0, (a.income * savingSharePercent) / 100 - a.debts);
		if (shortfall <= 0)
			save.push(
				`Para una vivienda media de ${referenceM2} m² en ${province} (unos ${eur(target)}) ya tienes la entrada y los gastos.`,
			);
		else if (monthly <= 0)
			save.push(
				`Para una vivienda media de ${referenceM2} m² en ${province} (unos ${eur(target)}) te faltan ${eur(shortfall)} de entrada y gastos; antes conviene reducir tus deudas para poder ahorrar.`,
			);
		else
			save.push(
				savingTime(
					shortfall,
					monthly,
					`Para una vivienda media de ${referenceM2} m² en ${province} (unos ${eur(target)}) te faltan ${eur(shortfall)} de entrada y gastos. Ahorrando el ${savingSharePercent} % de tus ingresos${a.debts > 0 ? ' menos tus deudas' : ''} (${eur(monthly)} al mes),`,
					a.goal === 'primera' && Boolean(r?.ico.eligible),
				),
			);
		const effort = check.ok ? check.value.target?.tasaEsfuerzoPercent : null;
		if (effort !== null && effort !== undefined && effort > underwriting.tasaEsfuerzo.maxPercent)
			save.push(
				`Aun con el ahorro, su cuota sería el ${pct(effort)} de tus ingresos: más de lo que suelen aceptar los bancos.`,
			);
	}
	save.push(
		`La regla habitual: los bancos financian hasta el ${underwriting.ltv.habitualPercent} % del precio, así que hace falta en torno al ${underwriting.ahorro.downPaymentPercent} % de entrada y entre un ${underwriting.ahorro.costsPercentLow} % y un ${underwriting.ahorro.costsPercentHigh} % para impuestos y gastos.`,
	);
	sections.push({
		title: 'Cuánto ahorrar y en cuánto tiempo',
		paragraphs: save,
		links: [{ title: 'Gastos de compraventa', href: toolHref('gastos-compraventa') }],
	});

	// Mortgage type.
	const unstable = a.contract === 'temporal' || a.contract === 'autonomo';
	const type = unstable
		? 'Una hipoteca fija: con ingresos que pueden variar, una cuota que no cambia en toda la vida del préstamo es la opción más prudente.'
		: years <= 15
			? 'Una variable puede salirte más barata si el plazo es corto y tienes margen para asumir subidas del euríbor; si prefieres no arriesgar, una fija.'
			: 'Una hipoteca fija o una mixta: con un plazo largo, la seguridad de la cuota pesa mucho; la mixta baja el tipo de los primeros años a cambio de asumir el euríbor después.';
	sections.push({
		title: 'Qué tipo de hipoteca te conviene',
		paragraphs: [type],
		links: [
			{ title: 'Guía: hipoteca fija, variable o mixta', href: '/blog/fija-vs-variable' },
			{ title: 'Comparador fija o variable', href: toolHref('fija-vs-variable') },
		],
	});

	// ICO guarantee.
	const ico = r?.ico;
	const icoParagraphs: string[] = [];
	if (a.goal !== 'primera')
		icoParagraphs.push(
			'El aval ICO solo cubre la compra de la primera vivienda habitual, así que en tu caso no aplica.',
		);
	else if (ico?.eligible) {
		const withIco = ico.limit?.price ?? 0;
		// The same figure and the same verdict as the first section: reachable or not.
		const small = perM2 ? smallHomePrice(perM2.value) : 0;
		const reach =
			withIco <= maxPrice
				? ''
				: withIco >= small
					? ` Con él podrías llegar a unos ${eur(withIco)}.`
					: ` Con él llegarías a unos ${eur(withIco)}, que aún no alcanza para una vivienda pequeña en ${province}.`;
		icoParagraphs.push(
			`Puede aplicarse: el ICO avala hasta el ${ico.coveragePercent} % del préstamo para que el banco financie hasta el ${underwriting.ltv.withIcoPercent} %, en viviendas de hasta ${eur(ico.maxPrice)} en tu comunidad.${reach}`,
		);
	} else
		icoParagraphs.push(
			`No se aplica: ${(ico?.reasons ?? ['no cumples las condiciones']).join(' ').replace(/^./, (c) => c.toLowerCase())}`,
		);
	sections.push({
		title: 'Aval ICO para jóvenes',
		paragraphs: icoParagraphs,
		links: [{ title: 'Hipoteca joven y aval ICO', href: '/hipoteca-joven' }],
	});

	// Next steps.
	const steps: string[] = [];
	if (a.contract === 'temporal')
		steps.push(
			'Con contrato temporal, los bancos miran tu vida laboral y que tus ingresos sean continuos: ten a mano tus contratos y nóminas recientes.',
		);
	if (a.contract === 'autonomo')
		steps.push(
			'Como autónomo, prepara tus dos últimas declaraciones de la renta, los pagos trimestrales y el certificado de estar al corriente con Hacienda y la Seguridad Social.',
		);
	if (a.debts > 0)
		steps.push(
			'Reducir o cancelar tus deudas antes de pedir la hipoteca aumenta lo que te prestan.',
		);
	steps.push(
		'Comprueba la viabilidad con todos tus datos y compara las ofertas por su TAE, no solo por el tipo de interés.',
	);
	steps.push(
		'Reúne la documentación que te pedirá el banco y pide varias ofertas antes de firmar.',
	);
	sections.push({
		title: 'Próximos pasos',
		paragraphs: steps,
		links: [
			{
				title: 'Viabilidad con tus datos',
				href: calculatorHref('viabilidad', {
					ingresos1: String(a.income).replace('.', ','),
					ahorro: String(a.savings).replace('.', ','),
					deudas: String(a.debts).replace('.', ','),
					edad1: String(a.age),
					plazo: String(years),
					provincia: a.provinceId,
					primera: a.goal === 'primera' ? 'si' : 'no',
				}),
			},
			{
				title: 'Documentos necesarios para la hipoteca',
				href: '/blog/documentos-necesarios-hipoteca',
			},
			...(a.contract === 'autonomo'
				? [{ title: 'Hipoteca para autónomos', href: '/hipoteca-autonomos' }]
				: []),
			{ title: 'Habla con un asesor', href: '/contacto' },
		],
	});
	return {
		answers: a,
		years,
		ratePercent: assumptions.ratePercent,
		maxPrice,
		icoEligible: a.goal === 'primera' && Boolean(ico?.eligible),
		sections,
	};
}

/** A one-line description of the answers, for the plan's header and its saved name. */
export function describeAnswers(a: PlanAnswers): string {
	return `${eur(a.income)} netos al mes · ${contractTypes[a.contract]} · ${eur(a.savings)} ahorrados · ${a.age} años · ${provinceName(a.provinceId)} · ${goals[a.goal]}`;
}
