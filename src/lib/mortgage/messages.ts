import { formatEuros, formatPercent } from '../format/index.ts';

/**
 * Every Spanish text the mortgage engine produces: input errors, verdict reasons and scenario
 * names. Tax and fee labels come from the data files instead (content/data/*.json).
 */
export const messages = {
	required: 'Este dato es obligatorio.',
	notNumber: 'Escribe un número.',
	notInteger: 'Escribe un número entero.',
	notText: 'Elige una opción válida.',
	notList: 'Falta la lista de importes.',
	amountPositive: 'El importe debe ser mayor que 0 €.',
	amountNonNegative: 'El importe no puede ser negativo.',
	amountTooLarge: 'El importe es demasiado alto para una hipoteca de vivienda.',
	ratePercent: 'El tipo de interés debe estar entre 0 % y 30 %.',
	percentRange: 'El porcentaje debe estar entre 0 % y 100 %.',
	growthRange: 'La variación anual debe estar entre −20 % y 30 %.',
	monthsRange: 'El plazo debe estar entre 1 y 600 meses (50 años).',
	yearsRange: 'El plazo debe estar entre 1 y 50 años.',
	ageRange: 'La edad debe estar entre 18 y 100 años.',
	monthInLoan: 'El mes debe estar dentro del plazo del préstamo.',
	emptyIncomes: 'Añade al menos un ingreso mensual.',
	emptyDebts: 'Añade al menos una deuda.',
	emptyPayments: 'Añade al menos un pago.',
	costsBelowAmount: 'Los gastos iniciales deben ser menores que el importe del préstamo.',
	noPositivePayment: 'Al menos un pago debe ser mayor que 0 €.',
	unknownProvince: 'Elige una provincia de la lista.',
	unknownOption: 'Elige una de las opciones de la lista.',
	debtNeedsTerm: 'Indica el plazo restante o el tipo de interés de cada deuda.',
	debtNeverEnds: 'Con esa cuota la deuda no se termina de pagar: la cuota no cubre los intereses.',
	aprNoSolution: 'Con esos pagos no se puede calcular la TAE: revisa los importes y los meses.',
	amountAboveBalance: 'La cantidad no puede superar el capital pendiente.',
	paymentBelowInterest: 'La cuota no cubre los intereses del préstamo.',
	shareRange: 'La parte de cada comprador debe ser mayor que 0 % y como máximo 100 %.',
	sharesTotal: 'Las partes de los compradores deben sumar 100 %.',
	tooManyBuyers: 'Indica como máximo cuatro compradores.',
	countRange: 'Escribe un número entero entre 0 y 100.',
	familyMembers: 'La unidad familiar tiene al menos un miembro: tú.',
} as const;

/**
 * Messages of a euro amount by what the field holds, so each error names its own field: a huge
 * rent is "El alquiler es demasiado alto…", not a mortgage. `amount` is the loan-like default.
 */
export const amountMessages = {
	amount: {
		positive: messages.amountPositive,
		nonNegative: messages.amountNonNegative,
		tooLarge: messages.amountTooLarge,
	},
	price: {
		positive: 'El precio debe ser mayor que 0 €.',
		nonNegative: 'El precio no puede ser negativo.',
		tooLarge: 'El precio es demasiado alto para una vivienda: revisa la cifra.',
	},
	rent: {
		positive: 'El alquiler debe ser mayor que 0 €.',
		nonNegative: 'El alquiler no puede ser negativo.',
		tooLarge: 'El alquiler es demasiado alto para una vivienda: revisa la cifra.',
	},
	income: {
		positive: 'Los ingresos deben ser mayores que 0 €.',
		nonNegative: 'Los ingresos no pueden ser negativos.',
		tooLarge: 'Los ingresos son demasiado altos: revisa la cifra.',
	},
	savings: {
		positive: 'El ahorro debe ser mayor que 0 €.',
		nonNegative: 'El ahorro no puede ser negativo.',
		tooLarge: 'El ahorro es demasiado alto: revisa la cifra.',
	},
	payment: {
		positive: 'La cuota debe ser mayor que 0 €.',
		nonNegative: 'La cuota no puede ser negativa.',
		tooLarge: 'La cuota es demasiado alta: revisa la cifra.',
	},
	costs: {
		positive: 'Los gastos deben ser mayores que 0 €.',
		nonNegative: 'Los gastos no pueden ser negativos.',
		tooLarge: 'Los gastos son demasiado altos: revisa la cifra.',
	},
} as const;

/** What a euro field holds, choosing its messages in amountMessages. */
export type AmountKind = keyof typeof amountMessages;

/** Names of the Euribor scenarios compared in fixedVsVariable. */
export const scenarioLabels = {
	stable: 'Euríbor estable',
	rising: 'Euríbor al alza',
	falling: 'Euríbor a la baja',
} as const;

/** Notes on the rates applied by the fixed-versus-variable comparison. */
export const rateNotes = {
	scenarios:
		'Escenarios: estable (el euríbor no cambia), al alza (+0,5 puntos al año durante cuatro años) y a la baja (−0,25 puntos al año durante cuatro años). Cálculo orientativo.',
	flooredAtZero:
		'En algún escenario el euríbor más el diferencial queda por debajo de 0 %: ahí se aplica un 0 %, porque el interés de un préstamo variable no puede ser negativo (Ley 5/2019, art. 21.4). Es el único límite: la misma ley prohíbe las cláusulas suelo (art. 21.3), así que el tipo baja con el euríbor hasta el 0 %.',
} as const;

/** Reasons behind an affordability verdict, built with es-ES formatted figures. */
export const reasons = {
	savingsShortfall: (euros: number) =>
		`Necesitas ${formatEuros(euros, { decimals: 0 })} más de ahorro para la entrada y los gastos.`,
	savingsOk: (euros: number) =>
		`Tus ahorros cubren la entrada y los gastos; te sobran ${formatEuros(euros, { decimals: 0 })}.`,
	effortTooHigh: (percent: number, limit: number) =>
		`La cuota supondría el ${formatPercent(percent, { decimals: 1 })} de tus ingresos; los bancos suelen aceptar hasta el ${formatPercent(limit, { decimals: 0 })}.`,
	effortTight: (percent: number, comfort: number) =>
		`La tasa de esfuerzo sería del ${formatPercent(percent, { decimals: 1 })}, por encima del ${formatPercent(comfort, { decimals: 0 })} recomendable.`,
	effortOk: (percent: number) =>
		`La tasa de esfuerzo sería del ${formatPercent(percent, { decimals: 1 })}, dentro de lo habitual.`,
	noCapacity: 'Tus deudas actuales ya agotan la cuota que aceptaría un banco.',
	noIncome:
		'Sin ingresos no hay con qué pagar una cuota: los bancos calculan la hipoteca a partir de tus ingresos netos mensuales.',
	ageExceeded: (ageAtEnd: number, maxAge: number, maxYears: number) =>
		`Al terminar el préstamo el titular más joven tendría ${ageAtEnd} años; los bancos suelen exigir como máximo ${maxAge}. El plazo máximo sería de ${maxYears} años.`,
	ageOk: (ageAtEnd: number) =>
		`Al terminar el préstamo el titular más joven tendría ${ageAtEnd} años.`,
	loanAboveLtv: (ltv: number, limit: number) =>
		`Necesitarías financiar el ${formatPercent(ltv, { decimals: 0 })} del precio; sin aval, los bancos suelen llegar al ${formatPercent(limit, { decimals: 0 })}.`,
	icoEligible: (maxPrice: number) =>
		`Podrías pedir el aval ICO para jóvenes (financiación de hasta el 100 %) si la vivienda no supera ${formatEuros(maxPrice, { decimals: 0 })} y se cumplen los límites de ingresos.`,
	icoNotEligible:
		'El aval ICO es para la primera vivienda habitual de menores de 36 años o familias con hijos menores a cargo.',
	icoPriceCap: (maxPrice: number) =>
		`La vivienda supera el precio máximo del aval ICO en tu comunidad (${formatEuros(maxPrice, { decimals: 0 })}).`,
	icoIncome: (limit: number) =>
		`Tus ingresos superan el límite del aval ICO (${formatEuros(limit, { decimals: 0 })} al año).`,
	maxPrice: (price: number) =>
		`Con tus datos podrías comprar una vivienda de hasta ${formatEuros(price, { decimals: 0 })}, gastos incluidos.`,
	totalCostUp: (euros: number) =>
		`Pagarías menos cada mes, pero ${formatEuros(euros, { decimals: 0 })} más en total por alargar el plazo.`,
	totalCostDown: (euros: number) => `Ahorrarías ${formatEuros(euros, { decimals: 0 })} en total.`,
	noInterestAtZeroRate: (fee: number) =>
		`Con un tipo de interés del 0 % amortizar anticipadamente no ahorra intereses: pagas lo mismo en total, solo que antes.${fee > 0 ? ` Además pagarías ${formatEuros(fee, { decimals: 2 })} de comisión, que se calcula solo sobre la cantidad que adelantas.` : ' Como no hay comisión, tampoco pierdes dinero.'}`,
	feeAboveSaving: (fee: number, saving: number) =>
		`Lo que ahorrarías en intereses (${formatEuros(saving, { decimals: 2 })} como mucho) no cubre la comisión de ${formatEuros(fee, { decimals: 2 })}, que se calcula sobre la cantidad que adelantas: amortizar ahora no te compensa.`,
} as const;

/** Names of the general (non-reduced) tax rules shown in purchase-cost lines. */
export const ruleLabels = {
	flat: 'Tipo general',
	scale: 'Escala general por tramos',
	whole: 'Tipo general según el valor',
	fee: 'Estimación orientativa',
	bank: 'Lo paga el banco (Ley 5/2019)',
	openingFee: (percent: number) => `Comisión pactada del ${formatPercent(percent)}`,
	byShare: 'Cada comprador tributa su parte',
	buyerPart: (index: number, percent: number, rule: string) =>
		`Comprador ${index} (${formatPercent(percent, { maxDecimals: 2 })}): ${rule}`,
} as const;

/** Human-readable text for each reduced-rate condition in communities.json. */
export const conditionTexts = {
	ageBelow: (age: number) => `Menor de ${age} años`,
	habitual: 'Vivienda habitual',
	firstHome: 'Primera vivienda (sin otra en propiedad)',
	maxPrice: (euros: number) =>
		`Valor de hasta ${formatEuros(euros, { decimals: euros % 1 ? 2 : 0 })}`,
	maxIncome: (euros: number) => `Renta de hasta ${formatEuros(euros, { decimals: 0 })} al año`,
	maxHouseholdIncome: (euros: number) =>
		`Renta de toda la familia, sumada, de hasta ${formatEuros(euros, { decimals: 0 })} al año`,
	largeFamily: 'Familia numerosa',
	singleParent: 'Familia monoparental',
	minDisabilityPercent: (percent: number) =>
		`Discapacidad igual o superior al ${formatPercent(percent, { decimals: 0 })}`,
	vpo: 'Vivienda de protección oficial',
	minLoanToPricePercent: (percent: number) =>
		`Hipoteca de más del ${formatPercent(percent, { decimals: 0 })} del precio`,
	maxUsefulAreaM2: (m2: number) => `Hasta ${m2} m² útiles`,
	minChildren: (children: number) => `Unidad familiar con ${children} hijos o más`,
	dependantDisability:
		'Derecho al mínimo por discapacidad de un ascendiente o descendiente en el IRPF',
	minResidenceYears: (years: number) => `Residencia en la comunidad desde hace ${years} años o más`,
	minLoanAtLeastPercent: (percent: number) =>
		`Hipoteca de al menos el ${formatPercent(percent, { decimals: 0 })} del valor de tasación (se compara con el precio)`,
	maxWealth: (euros: number, perMember?: number) =>
		`Patrimonio de los compradores y su familia de hasta ${formatEuros(euros, { decimals: 0 })}${perMember ? `, más ${formatEuros(perMember, { decimals: 0 })} por cada miembro de la familia después del primero` : ''}`,
	raisedLimitTown: 'Vivienda en un municipio con el límite de valor incrementado por orden',
	allBuyers: 'Deben cumplirlo todos los compradores',
	appliesUpTo: (euros: number) =>
		`Tipo reducido hasta ${formatEuros(euros, { decimals: 0 })}; el exceso, al tipo general`,
} as const;
