import { formatEuros, formatPercent } from '../format/index.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import type { Answer } from './answer.ts';
import type { Figures } from './figures.ts';
import { assumed, said, type AnswerInput } from './inputs.ts';
import { lawLinks } from './law.ts';

const pct = (n: number) => formatPercent(n, { maxDecimals: 2 });
const eur = (n: number) => formatEuros(n, { decimals: n % 1 === 0 ? 0 : 2 });

/** What a fee question is about: the operation, the loan's rate type and whether it turns fixed. */
export interface FeeCase {
	kind: 'amortizacion' | 'conversion' | 'subrogacion';
	loanType: 'fija' | 'variable' | undefined;
	toFixed: boolean;
}

/** Reads the operation and the loan's type from a folded question about a fee. */
export function feeCase(folded: string): FeeCase {
	const toFixedWords =
		/(a (tipo )?fij|a una fija|a un fijo|por una fija|a interes fijo|en (una )?fija|en fijo|fijar el (tipo|interes))/;
	const otherBank =
		/(subrog|otro banco|otra entidad|cambiarme de banco|cambiar de banco|me cambio de banco|llevar(me|nos)? la hipoteca|llevarme la|irme a otro)/;
	// «pasar mi hipoteca fija a variable»: the loan is fixed now.
	const fixedNow =
		/\b(fij[ao]|tipo fijo)\s+(a|en|por)\s+(una\s+|un\s+|tipo\s+|interes\s+)?variable/.test(folded);
	const variable = /variable/.test(folded) && !fixedNow;
	// «a otro banco sin cambiar a fija»: the loan stays variable.
	const staysVariable =
		/(sigue siendo variable|sin (cambiar|pasar|pasarla|pasarme|convertirla)\w* (a|en) (tipo |una )?fij|manteniendo(la)? (la )?variable|que siga (siendo )?variable)/.test(
			folded,
		);
	const toFixed = variable && toFixedWords.test(folded) && !staysVariable;
	const kind = otherBank.test(folded)
		? 'subrogacion'
		: toFixed || fixedNow || /novac/.test(folded)
			? 'conversion'
			: 'amortizacion';
	const loanType = variable
		? 'variable'
		: /\bfij[ao]s?\b|tipo fijo/.test(folded)
			? 'fija'
			: undefined;
	return { kind, loanType, toFixed };
}

interface Period {
	fromMonth: number;
	toMonth: number | null;
	percent: number;
}
const caps = underwriting.comisionesAmortizacion;
const capIn = (periods: readonly Period[], year: number) =>
	periods.find((p) => {
		const month = (year - 1) * 12;
		return month >= p.fromMonth && (p.toMonth === null || month < p.toMonth);
	})?.percent ?? 0;
const years = (p: Period) => (p.toMonth === null ? undefined : p.toMonth / 12);

/** «0,25 % (50 €)»: a cap and, with an amount, what it is in euros. */
const capText = (percent: number, amount: number | undefined) =>
	percent === 0
		? 'sin comisión'
		: `${pct(percent)}${amount !== undefined ? ` (${eur((amount * percent) / 100)} por ${eur(amount)})` : ''}`;

/** The fixed-rate rule: 2 % the first ten years, 1,5 % after (underwriting.json). */
function fixedRule(year: number | undefined, amount: number | undefined): string {
	const [first, later] = caps.fixed as Period[];
	const firstYears = first ? years(first) : 10;
	if (year !== undefined)
		return `En una hipoteca fija, en su año ${year}, la comisión máxima por devolver capital antes de tiempo es el ${capText(capIn(caps.fixed, year), amount)}${year <= (firstYears ?? 10) ? ` (durante los ${firstYears} primeros años)` : ` (a partir del año ${(firstYears ?? 10) + 1})`}.`;
	return `En una hipoteca fija, la comisión máxima es el ${capText(first?.percent ?? 0, amount)} del capital que devuelves durante los ${firstYears} primeros años y el ${capText(later?.percent ?? 0, amount)} a partir de entonces.`;
}

/** The variable-rate rule: 0,25 % for 3 years or 0,15 % for 5, as the contract chose; then none. */
function variableRule(year: number | undefined, amount: number | undefined): string {
	const three = caps.variable['0.25-3y'] as Period[];
	const five = caps.variable['0.15-5y'] as Period[];
	if (year === undefined)
		return `En una hipoteca variable, la comisión máxima es el ${capText(three[0]?.percent ?? 0, amount)} durante los 3 primeros años o el ${capText(five[0]?.percent ?? 0, amount)} durante los 5 primeros, según la opción que fije tu contrato; después, sin comisión.`;
	const a = capIn(three, year);
	const b = capIn(five, year);
	if (a === 0 && b === 0)
		return `En una hipoteca variable en su año ${year} ya no te pueden cobrar comisión por amortizar: sin comisión, ni total ni parcial.`;
	return `En una hipoteca variable, en su año ${year}, la comisión máxima es el ${capText(a, amount)} si tu contrato eligió la opción de 3 años, o el ${capText(b, amount)} si eligió la de 5 años.`;
}

/** Variable to fixed by novation or subrogation (art. 23.6): 0,05 % the first 3 years, then none. */
function toFixedRule(
	kind: FeeCase['kind'],
	year: number | undefined,
	amount: number | undefined,
): string {
	const [first] = caps.variableToFixed as Period[];
	const span = first ? years(first) : 3;
	const how =
		kind === 'subrogacion'
			? 'llevándote la hipoteca a otro banco (subrogación)'
			: 'con tu propio banco (novación)';
	if (year !== undefined && capIn(caps.variableToFixed, year) === 0)
		return `Pasar de variable a fija ${how} en el año ${year} de la hipoteca no tiene comisión: pasados los ${span} primeros años la ley no permite cobrar nada por ese cambio (sin comisión).`;
	return `Pasar de variable a fija ${how} tiene como máximo una comisión del ${capText(first?.percent ?? 0, amount)} del capital durante los ${span} primeros años de la hipoteca${year !== undefined ? ` (la tuya está en su año ${year})` : ''}, y después ninguna: sin comisión. Si en el cambio no devuelves capital, tampoco hay comisión.`;
}

/** The caps of a case in a year of the loan (one per contract option for a variable loan). */
function capsOf(c: FeeCase, year: number): number[] {
	if (year < 1) return [];
	if (c.toFixed) return [capIn(caps.variableToFixed, year)];
	if (c.loanType === 'fija') return [capIn(caps.fixed, year)];
	return Object.values(caps.variable).map((periods) => capIn(periods as Period[], year));
}

/**
 * The legal cap of an early repayment, a change from variable to fixed or a subrogation (Ley
 * 5/2019, art. 23, with the art. 23.6 exception), in percent and, with an amount, in euros, for
 * the year of the loan said; without the loan's type, both rules and the question.
 */
export function answerFee(folded: string, f: Figures, latestYear: number): Answer {
	const c = feeCase(folded);
	// «quiero cancelarla entera, me quedan 80.000»: what is repaid is all that is owed.
	const whole =
		/(cancelar\w*|liquidar\w*|saldar\w*|amortizar\w*)\s+(la\s+)?(entera|del todo|toda|totalmente|por completo)/.test(
			folded,
		);
	// «sobre 50.000 €», or the one amount of a short question, is what is repaid.
	const loose =
		f.loan !== undefined &&
		(/\bsobre\b/.test(folded) ||
			folded.split(/\s+/).length <= 10 ||
			// «… de una hipoteca fija, 15.000»: an amount no word calls the loan is what is repaid.
			!/\b(hipoteca|hipo|prestamo|credito)\s+(\w+\s+)?(de\s+)?\d/.test(folded))
			? f.loan
			: undefined;
	// «si cancelo la hipoteca…, me quedan 80.000»: ending the loan repays its whole balance.
	const ending =
		/\b(cancel[oa]\w*|liquid[oa]\w*|sald[oa]\w*|cancelarla|liquidarla)\b/.test(folded) &&
		!/(parcial|parte|un poco|algo de)/.test(folded);
	const owed = whole || ending ? (f.balance ?? f.loan) : undefined;
	const over = /\bsobre\b/.test(folded) ? loose : undefined;
	const amount = f.repayment ?? over ?? owed ?? loose;
	// What the fee is computed on: the repayment said, or the whole balance (or loan) said, which
	// ending the loan repays (shown as that assumption).
	const inputs: AnswerInput[] =
		amount === undefined
			? []
			: f.repayment === undefined && over === undefined && owed !== undefined
				? [
						said(f.balance !== undefined ? 'balance' : 'loan', owed),
						assumed('repay', owed, 'cancelarla es devolver todo lo que queda'),
					]
				: [said('repay', amount)];
	// «firmada en 2019»: the year of the loan counted from our latest data's year.
	const signed =
		/\b(?:firmad[ao]|firme|contratad[ao]|formalizad[ao]|desde|de|en)\s+(?:el\s+)?(?:ano\s+)?((?:19|20)\d\d)\b/.exec(
			folded,
		)?.[1];
	const year =
		f.loanYear ??
		(signed && Number(signed) <= latestYear ? latestYear - Number(signed) + 1 : undefined);
	const parts: string[] = [];
	if (c.toFixed) parts.push(toFixedRule(c.kind, year, amount));
	else if (c.loanType === 'fija') parts.push(fixedRule(year, amount));
	else if (c.loanType === 'variable') parts.push(variableRule(year, amount));
	else
		parts.push(
			fixedRule(undefined, amount),
			variableRule(undefined, amount),
			'¿Tu hipoteca es fija o variable, y cuántos años tiene? Con eso te digo el tope exacto.',
		);
	// «hace 3 años»: if the third year has not quite ended, the earlier period's cap still applies
	// (only for an age counted in whole years, and only when the caps differ).
	const approximate =
		signed !== undefined ||
		/\bhace (\d+|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b|\bllev(o|amos)\b/.test(
			folded,
		);
	if (
		year !== undefined &&
		approximate &&
		c.loanType !== undefined &&
		capsOf(c, year - 1).join() !== capsOf(c, year).join()
	) {
		const before = c.toFixed
			? toFixedRule(c.kind, year - 1, amount)
			: c.loanType === 'fija'
				? fixedRule(year - 1, amount)
				: variableRule(year - 1, amount);
		parts.push(
			`Si aún no se han cumplido ${year - 1} años desde la firma, vale el tope anterior. ${before}`,
		);
	}
	if (c.kind === 'subrogacion' && !c.toFixed)
		parts.push(
			'Al llevarte la hipoteca a otro banco, tu banco actual cobra como si la amortizaras.',
		);
	parts.push(
		'Son topes: el banco tampoco puede cobrar más que la pérdida que de verdad le causas.',
	);
	const law = c.toFixed ? lawLinks.ley5art23_6 : lawLinks.ley5art23;
	return {
		text: parts.join(' '),
		sources: [
			c.toFixed
				? {
						title: 'Comisiones por amortización: cambiar de variable a fijo',
						href: '/blog/noticia/comisiones-amortizacion-anticipada-limites-legales#cambiar-de-variable-a-fijo',
					}
				: {
						title: 'Comisiones por amortización anticipada: los límites legales',
						href: '/blog/noticia/comisiones-amortizacion-anticipada-limites-legales#los-límites-legales',
					},
			c.toFixed
				? {
						title: 'Pasar la hipoteca de variable a fija: cuánto cuesta',
						href: '/blog/pasar-hipoteca-variable-a-fija#cuánto-cuesta-el-cambio',
					}
				: {
						title: 'Amortizar: las comisiones máximas',
						href: '/blog/amortizar-hipoteca-cuota-o-plazo#las-comisiones-máximas-por-amortizar',
					},
		],
		origin: 'calculo',
		law,
		...(inputs.length > 0 ? { inputs } : {}),
	};
}
