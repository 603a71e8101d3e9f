/**
 * The numbers of a question with the words around them: each one read with its unit («2.400 €»,
 * «2,9 %», «95k», «1,2 millones», «30 años», «180 meses») and the role the nearest words give a
 * sum of money (price, loan, down payment, savings, income, debts, balance or early repayment).
 * Works on folded text (lower case, no accents) with the number words already turned to digits.
 */

/** A number written in Spanish with its unit: «2.400 €», «2,9 %», «35k», «180 mil», «30 años». */
const numberPattern =
	/(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?:\s*(k|mil|millones|millon|m)(?![a-z0-9²]))?(?:\s*(€|euros?|eur|pavos|%|por ciento|anos?|meses|cuotas|mensualidades)(?![a-z]))?/g;

/** The unit of a number. */
export type Unit = 'money' | 'percent' | 'years' | 'months' | 'plain';

/** One number of a question, with the words before it (its clause) and right after it. */
export interface Token {
	value: number;
	/** The digits as written. */
	raw: string;
	unit: Unit;
	/** Where it starts and ends in the folded text. */
	start: number;
	end: number;
	before: string;
	after: string;
	/** The folded text before it, up to 60 characters, without cutting at clause marks. */
	wide: string;
}

const multipliers: Record<string, number> = {
	k: 1e3,
	mil: 1e3,
	m: 1e6,
	millon: 1e6,
	millones: 1e6,
};

/** The numbers of a folded question, in order. */
export function tokens(folded: string): Token[] {
	const out: Token[] = [];
	for (const match of folded.matchAll(numberPattern)) {
		const [whole, int = '', dec, scale, unitWord] = match;
		let value = Number(`${int.replaceAll('.', '')}${dec ? `.${dec}` : ''}`);
		if (scale) value *= multipliers[scale] ?? 1;
		let unit: Unit = 'plain';
		if (unitWord === '%' || unitWord === 'por ciento') unit = 'percent';
		else if (unitWord?.startsWith('ano')) unit = 'years';
		else if (unitWord === 'meses' || unitWord === 'cuotas' || unitWord === 'mensualidades')
			unit = 'months';
		else if (unitWord || scale) unit = 'money';
		const start = match.index;
		const wide = folded.slice(Math.max(0, start - 60), start);
		const cut = Math.max(
			...[',', ';', ':', ' y ', ' pero ', ' o ', '(', '?', '. ', '/'].map((s) =>
				wide.lastIndexOf(s),
			),
		);
		// «Préstamo del coche: 275 €/mes»: a label before a colon says what the amount is.
		let before = cut >= 0 ? wide.slice(cut + 1) : wide;
		if (before.trim() === '' && wide[cut] === ':') {
			const head = wide.slice(0, cut);
			const from = Math.max(...['.', ',', ';', ':', '?', '(', '/'].map((x) => head.lastIndexOf(x)));
			before = `${head.slice(from + 1)} `;
		}
		out.push({
			value,
			raw: whole.trim(),
			unit,
			start,
			end: start + whole.length,
			before,
			after: folded.slice(start + whole.length, start + whole.length + 48),
			wide,
		});
	}
	return out;
}

/** What a sum of money is, read from the words around it. */
export type MoneyRole =
	| 'income'
	| 'savings'
	| 'downPayment'
	| 'price'
	| 'loan'
	| 'debts'
	| 'balance'
	| 'repayment'
	| 'rent'
	/** An instalment the person asks about («¿podría pagar una hipoteca de 900 € al mes?»). */
	| 'instalment';

/** Words right after an amount that say what it is («… ahorrados», «… de coche»). */
const afterCues: [MoneyRole, RegExp][] = [
	['downPayment', /^\s*(€\s*|euros\s*)?(de entrada|para la entrada|de aportacion|como entrada)/],
	['savings', /^\s*(€\s*|euros\s*)?(de )?(ahorr|en el banco)/],
	[
		'debts',
		/^\s*(€\s*|euros\s*)?(al mes\s*|mensuales\s*|cada mes\s*)?(de |del |por )(un |una |el |la |otro |otra |mi |mis |los |las )?(deudas?|prestamos?|tarjetas?|coche|moto|financiacion|creditos?|consumo|pension (de alimentos|alimenticia|compensatoria))/,
	],
	['rent', /^\s*(€\s*|euros\s*)?(al mes\s*)?(de|del|en) alquiler/],
	[
		'income',
		/^\s*(€\s*|euros\s*)?(netos|netas|brutos|brutas|limpios|limpio|de sueldo|de nomina|de ingresos|al mes netos|al mes limpio|(en|\/)\s*(12|14|doce|catorce) pagas|cada (uno|una|1))/,
	],
	[
		'balance',
		/^\s*(€\s*|euros\s*)?(pendientes?|por pagar|de hipoteca pendiente|de capital pendiente)/,
	],
];

/** Words before an amount that say what it is; the nearest one wins. */
const beforeCues: [MoneyRole, RegExp][] = [
	[
		'repayment',
		/(amortiz\w*|adelant\w*|devuelvo|devolver|aportar extra|meter|meto|metemos|quitar|de golpe|reembols\w*|anticipad\w*)(?! en total)/g,
	],
	['balance', /(me quedan|nos quedan|quedan|debo|debemos|pendiente)/g],
	[
		'downPayment',
		/(entrada|aportacion inicial|aporto de entrada|pongo|ponemos|pondria|aportamos)/g,
	],
	['savings', /(ahorr\w*|tengo ahorrad\w*|dispongo de|ahorro de)/g],
	['debts', /\b(deudas?|pago \w* ?(coche|tarjetas?)|prestamo personal|tarjetas?|coche|moto)\b/g],
	['rent', /(alquiler)/g],
	[
		'income',
		/(gano|ganamos|gana|cobro|cobramos|cobra|cobrando|ingres\w*|sueldos?|salarios?|nominas?|ganando|percibo|percibimos|neto de|retribucion)/g,
	],
	[
		'price',
		/(piso|casa|vivienda|chalet|atico|cuesta|cuestan|vale|valor|precio|comprar|compro|compramos|valorad\w*|obra nueva)/g,
	],
	[
		'loan',
		/(prestamo|hipoteca|hipoteka|hipotca|pedir|pido|pidiendo|pedimos|financiar|financiando|financia|financian|me prest\w*|nos prest\w*|prestan|deja|dejan|credito|necesito|necesitamos|quiero|letra|cuota|mensualidad)/g,
	],
];

/** People whose income a couple or family adds: «y mi pareja 1.400». */
const earner =
	/(mi pareja|mi marido|mi mujer|mi novia|mi novio|mi esposa|mi esposo|mi chica|mi chico|mi hermana?o?|el otro|la otra|yo|el|ella)\s*(gana|cobra|ingresa|con|de|unos|otros)?\s*$/;

/** The role of an amount of money, read from the words around it. */
export function moneyRole(t: Token, previous: MoneyRole | undefined): MoneyRole | undefined {
	for (const [role, cue] of afterCues) if (cue.test(t.after)) return role;
	const debtWords =
		/\b(coche|tarjetas?|prestamo personal|deudas?|moto|consumo|credito|a plazos|financiad\w*|lavadora|sofa|movil|pension (de alimentos|alimenticia|compensatoria))\b/;
	// «1.800 € al mes» is an income, unless it is what a loan or a debt costs each month.
	if (/^\s*(€\s*|euros\s*)?(al mes|mensuales|\/mes|cada mes)/.test(t.after)) {
		if (
			debtWords.test(t.before) ||
			/prestamo/.test(t.before) ||
			/(pago|pagamos|pagas)\s*(de\s*)?$/.test(t.before)
		)
			return /alquiler/.test(t.before) ? 'rent' : 'debts';
		if (/alquiler/.test(t.before)) return 'rent';
		if (/(cuota|letra|mensualidad)/.test(t.before)) return undefined;
		if (/(\bhipoteca\s+(de\s+)?|\bpagar\s+(unos\s+|hasta\s+)?)$/.test(t.before))
			return 'instalment';
		return 'income';
	}
	if (debtWords.test(t.before) && /(cuota|pago|pagamos|a|de)\s*(de\s*)?$/.test(t.before))
		return 'debts';
	if (previous === 'income' && earner.test(t.before)) return 'income';
	// «un préstamo del coche de 300 € y otro personal de 120 €», «un sueldo de 2.500 y otro de
	// 1.500»: another one of the same kind.
	if (
		(previous === 'debts' || previous === 'income') &&
		/\b(otro|otra)\b(\s+\w+)?\s+(de|del)\s*$/.test(t.before)
	)
		return previous;
	// «y mi mujer 1.500»: what a partner earns, even with the first income said before.
	if (
		/\b(mi pareja|mi marido|mi mujer|mi novi[oa]|mi espos[oa]|mi chic[oa])\s*(gana|cobra|ingresa|trae|unos|otros)?\s*$/.test(
			t.before,
		)
	)
		return 'income';
	// «¿y si mi pareja aporta 1.200 más?»: what another earner brings each month.
	if (
		/(mi pareja|mi marido|mi mujer|mi novi[oa]|mi espos[oa]|mi herman[oa]|mi padre|mi madre)\s+(aporta|trae|mete|suma)\s*(otros\s*)?$/.test(
			t.before,
		)
	)
		return 'income';
	// «pagamos 180 de una lavadora a plazos»: what a purchase in instalments costs.
	if (
		/\b(pago|pagamos|pagas|pagan)\s*$/.test(t.before) &&
		/^[^,.?]{0,40}(a plazos|financiad|en cuotas|al mes)/.test(t.after)
	)
		return 'debts';
	let best: { role: MoneyRole; at: number } | undefined;
	for (const [role, cue] of beforeCues)
		for (const m of t.before.matchAll(cue)) {
			const at = m.index + m[0].length;
			if (!best || at > best.at) best = { role, at };
		}
	return best?.role;
}

/** Whether an income is stated per year, gross, or per paga of 14. */
export function incomeKind(t: Token): { annual: boolean; gross: boolean; payments?: 12 | 14 } {
	const near = `${t.before.slice(-24)} ${t.raw} ${t.after}`;
	const annual =
		/^\s*(€\s*|euros\s*)?((netos|brutos|limpios)\s+)?(al ano|anuales|anual|ano\b|por ano|el ano)/.test(
			t.after,
		) || /(anual\w*|al ano)\s*(de\s*)?$/.test(t.before);
	const gross = /brut/.test(near.slice(0, 24 + t.raw.length + 20));
	const pagas =
		/^\s*(€\s*|euros\s*)?(netos\s*|brutos\s*)?(al mes\s*)?(en|a|\/)?\s*(12|14|doce|catorce) pagas/.exec(
			t.after,
		);
	const payments = pagas ? (/14|catorce/.test(pagas[0]) ? 14 : 12) : undefined;
	return { annual, gross, ...(payments ? { payments } : {}) };
}

/**
 * Amounts written one after another («1.200, 1.300 y 1.100 netos») share the role the last one's
 * words give: an earlier amount with no role of its own takes it.
 */
export function shareRoles(
	list: readonly Token[],
	folded: string,
	roles: (MoneyRole | undefined)[],
): void {
	// «ingresos de 1.950 € y 1.750 €»: an amount right after an income is another income.
	for (let i = 1; i < list.length; i++) {
		const prev = list[i - 1];
		const cur = list[i];
		if (roles[i] !== undefined || roles[i - 1] !== 'income' || !prev || !cur) continue;
		if (
			/^\s*(€|euros)?\s*(,|y|e|\+)\s*(yo|el|ella|mi pareja|mi marido|mi mujer)?\s*$/.test(
				folded.slice(prev.end, cur.start),
			)
		)
			roles[i] = 'income';
	}
	for (let i = list.length - 1; i > 0; i--) {
		const role = roles[i];
		const prev = list[i - 1];
		const cur = list[i];
		if (!role || !prev || !cur || roles[i - 1] !== undefined) continue;
		const between = folded.slice(prev.end, cur.start);
		if (
			/^\s*(€|euros)?\s*(,|y|e|\+)\s*(yo|el|ella|mi pareja|mi marido|mi mujer)?\s*$/.test(between)
		)
			roles[i - 1] = role;
	}
}
