/** Spanish messages of the loan form's checks (loanSchema). */
export const loanMessages = {
	required: 'Este dato es obligatorio.',
	notNumber: 'Escribe un número.',
	notInteger: 'Escribe un número entero.',
	nameLength: 'El nombre debe tener entre 1 y 80 caracteres.',
	bankLength: 'El nombre del banco puede tener como máximo 80 caracteres.',
	principal: 'El capital prestado debe ser mayor que 0 € y como máximo 10.000.000 €.',
	date: 'Escribe la fecha de firma como AAAA-MM-DD (por ejemplo, 2021-03-15).',
	month: 'Escribe el mes como AAAA-MM (por ejemplo, 2021-04).',
	firstPaymentBeforeSigning: 'La primera cuota no puede ser anterior al mes de la firma.',
	months: 'El plazo debe estar entre 1 y 600 cuotas (50 años).',
	kind: 'Elige tipo fijo, variable o mixto.',
	tin: 'El TIN debe estar entre 0 % y 30 %.',
	fixedMonths: 'Los meses a tipo fijo deben estar entre 1 y 600.',
	fixedMonthsNeeded: 'Indica cuántos meses dura el tipo inicial antes de la primera revisión.',
	fixedMonthsBeyondTerm:
		'El periodo a tipo fijo no puede durar todo el plazo: entonces es un préstamo fijo.',
	spread: 'El diferencial debe estar entre −5 y 10 puntos.',
	spreadNeeded: 'Indica el diferencial sobre el euríbor.',
	revisionMonths: 'La revisión es cada 6 o cada 12 meses.',
	revisionNeeded: 'Indica cada cuánto se revisa el tipo (6 o 12 meses).',
	referenceLag: 'El mes de referencia debe estar entre 0 y 12 meses antes de la revisión.',
	floor: 'El suelo debe estar entre 0 % y 30 %.',
	bonificationLabel: 'Escribe el nombre de la bonificación (hasta 80 caracteres).',
	bonificationReduction: 'La rebaja de una bonificación debe estar entre 0 y 3 puntos.',
	bonificationCost: 'El coste anual debe estar entre 0 € y 100.000 €.',
	bonificationKept: 'Indica si sigues cumpliendo la condición.',
	tooManyBonifications: 'Como máximo 10 bonificaciones.',
	prepaymentAmount: 'La amortización debe ser mayor que 0 € y no superar el capital prestado.',
	prepaymentMode: 'Elige si la amortización redujo el plazo o la cuota.',
	prepaymentOutside: 'La amortización debe caer entre la primera y la última cuota del préstamo.',
	prepaymentTwice: 'Ya hay otra amortización en ese mes: júntalas en una.',
	tooManyPrepayments: 'Como máximo 120 amortizaciones anticipadas.',
	noticeDays: 'El aviso debe llegar entre 1 y 90 días antes de la revisión.',
	threshold: 'El umbral de ahorro debe estar entre 0 € y 1.000.000 €.',
	notText: 'Escribe un texto.',
	unknownOption: 'Elige una de las opciones de la lista.',
	notLoan: 'Faltan los datos del préstamo.',
} as const;

/** Spanish texts of the status, the forecast, the improvement check and the notices. */
export const loanTexts = {
	futureRevisions: (euribor: string, month: string) =>
		`Las revisiones posteriores a la próxima se calculan con el último euríbor publicado (${euribor}, ${month}), que se mantiene por hipótesis: no es una previsión.`,
	bonificationsKept: (points: string) =>
		`Las bonificaciones que mantienes rebajan el TIN ${points} durante todo el préstamo.`,
	bonificationsLost:
		'Las bonificaciones que ya no cumples no se aplican en ningún mes (no sabemos desde cuándo las perdiste).',
	floorApplied: (floor: string) => `El tipo nunca baja del suelo del ${floor}.`,
	badToday: 'La fecha de cálculo debe tener la forma AAAA-MM-DD.',
	paymentDay: (day: number) =>
		`Las cuotas se cobran el día ${day} de cada mes, el mismo día de la firma (o el último del mes si es más corto).`,
} as const;
