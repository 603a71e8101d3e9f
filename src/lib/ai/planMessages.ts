import { formatEuros, formatPercent } from '../format/index.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const cents = (n: number) => formatEuros(n);
const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });

/** «el euríbor de julio de 2026 (2,855 %)», or the one the person gave. */
const euriborWords = (rate: number, month: string | undefined) =>
	month ? `el euríbor de ${month} (${pct(rate)})` : `el euríbor que me indicas (${pct(rate)})`;

/** Spanish texts of the answer plans: calculations, questions back and place facts. */
export const planMessages = {
	ask: {
		amount:
			'¿Cuánto dinero quieres pedir al banco? Dime el importe del préstamo y el plazo (por ejemplo, «180 mil a 30 años») y calculo la cuota.',
		years: (loan: number) =>
			`¿A cuántos años quieres pedir los ${eur(loan)}? Con el plazo calculo la cuota.`,
		spread: (month: string) =>
			`¿Qué diferencial te ofrecen sobre el euríbor (por ejemplo, «euríbor + 0,8»)? Con él calculo la cuota con el euríbor de ${month}.`,
		income:
			'¿Cuánto ganáis al mes, en neto? Con tus ingresos (y, si quieres, tus ahorros, tus deudas y la provincia) calculo lo que puedes comprar.',
		place:
			'¿En qué comunidad o provincia compras? Te digo su tipo exacto, su fuente y desde cuándo está en vigor.',
		repayment:
			'¿Cuánto quieres amortizar y cuánto te queda por pagar (capital pendiente, años y tipo)? Con eso calculo tu nueva cuota.',
		rate: (loan: number, years: number) =>
			`¿A qué tipo de interés (TIN) te ofrecen los ${eur(loan)} a ${years} años? Con el tipo calculo tu cuota al mes; si aún no lo sabes, dime uno orientativo (por ejemplo, «al 3 %»).`,
		yearsAndRate: (loan: number) =>
			`¿A cuántos años y a qué tipo de interés (TIN) pedirías los ${eur(loan)}? Con el plazo y el tipo calculo tu cuota al mes.`,
		price:
			'¿Cuánto cuesta la vivienda que quieres comprar? Con el precio te digo la entrada y los gastos que suelen hacer falta.',
		netIncome:
			'Los bancos calculan con los ingresos netos, lo que cobras limpio cada mes: ¿cuánto ingresáis netos al mes (y en cuántas pagas)?',
		netOrGross:
			'¿Esos ingresos al año son netos o brutos? Los bancos calculan con lo que cobras neto: dime el neto al mes o al año y te digo cuánto te prestarían.',
		placeAndSavings: (missing: string) =>
			`Para decirte el precio máximo de la vivienda me falta saber ${missing}.`,
	},
	interest: (loan: number, years: number, rate: number, payment: number, interest: number) =>
		`Por ${eur(loan)} a ${years} años con un TIN del ${pct(rate)} pagarías ${eur(interest)} de intereses en total: ${eur(loan + interest)} devueltos al banco, con una cuota de ${cents(payment)} al mes.`,
	euriborNow: (rate: number, month: string, source: string) =>
		`El último euríbor a 12 meses de nuestros datos es el de ${month}: ${pct(rate)} (${source}).`,
	variable: (
		loan: number,
		years: number,
		spread: number,
		euribor: number,
		month: string | undefined,
		payment: number,
	) =>
		`Con ${euriborWords(euribor, month)} más tu diferencial del ${pct(spread)}, el tipo queda en el ${pct(euribor + spread)} y pagarías unos ${cents(payment)} al mes por ${eur(loan)} a ${years} años. La cuota cambiará en cada revisión, según el euríbor de entonces.`,
	mixed: (
		loan: number,
		years: number,
		fixedYears: number,
		rate: number,
		first: number,
		spread: number,
		euribor: number,
		month: string | undefined,
		later: number,
	) =>
		`Por ${eur(loan)} a ${years} años, los ${fixedYears} primeros años al ${pct(rate)} pagarías ${cents(first)} al mes. Después, con ${euriborWords(euribor, month)} más ${pct(spread)}, la cuota pasaría a unos ${cents(later)} al mes; será otra si el euríbor cambia.`,
	fixedVsVariable: (
		loan: number,
		years: number,
		fixedRate: number,
		fixed: number,
		spread: number,
		euribor: number,
		month: string | undefined,
		variable: number,
	) =>
		`Por ${eur(loan)} a ${years} años: la fija al ${pct(fixedRate)} son ${cents(fixed)} al mes durante toda la vida del préstamo; la variable, con ${euriborWords(euribor, month)} más ${pct(spread)}, empieza en ${cents(variable)} al mes y cambiará con el euríbor. ${variable < fixed ? `Hoy la variable es ${cents(fixed - variable)} más barata al mes, pero si el euríbor sube más de ${pct(fixedRate - euribor - spread)} pagarías más que con la fija.` : 'Hoy la fija es más barata o igual, y además no cambia.'}`,
	early: (
		balance: number,
		repay: number,
		years: number,
		rate: number,
		before: number,
		after: number,
		saved: number,
	) =>
		`Si amortizas ${eur(repay)} de los ${eur(balance)} pendientes y mantienes el plazo de ${years} años al ${pct(rate)}, tu cuota bajaría de ${cents(before)} a ${cents(after)} al mes y pagarías ${eur(saved)} menos de intereses. Si reduces el plazo en vez de la cuota, el ahorro en intereses es mayor.`,
	maxPayment: (maxPayment: number, effort: number) =>
		`Tu cuota máxima sería de ${cents(maxPayment)} al mes (el ${effort} % de tus ingresos netos menos tus otras deudas).`,
};
