/** Kinds of document the analysis understands. */
export const documentKinds = ['nomina', 'oferta', 'nota-simple', 'renta'] as const;

/**
 * Kinds read only to add a loan to «Mi hipoteca» (with the FEIN, `oferta`): a deed's financial
 * clauses and a bank receipt of an instalment. Not offered by the document analysis tool.
 */
export const loanDocumentKinds = ['escritura', 'recibo-hipoteca'] as const;

/** One kind of document. */
export type DocumentKind = (typeof documentKinds)[number] | (typeof loanDocumentKinds)[number];

/** Spanish name of each kind, as the selector shows it. */
export const kindLabels: Record<DocumentKind, string> = {
	nomina: 'Nómina',
	oferta: 'Oferta del banco (FEIN u oferta vinculante)',
	'nota-simple': 'Nota simple del Registro',
	renta: 'Declaración de la renta',
	escritura: 'Escritura del préstamo hipotecario',
	'recibo-hipoteca': 'Recibo de una cuota de la hipoteca',
};

/** Lower case without accents, same length as the input (one base letter per character). */
export function fold(text: string): string {
	let out = '';
	// Code unit by code unit, so indices match the original text.
	for (let i = 0; i < text.length; i++) {
		const unit = text.charAt(i);
		const base = (unit.normalize('NFD').charAt(0) || unit).toLowerCase();
		out += base.length === 1 ? base : unit;
	}
	return out;
}

/** Words that mark each kind; each occurrence scores one point. */
const markers: Record<DocumentKind, RegExp[]> = {
	nomina: [
		/nomina/,
		/liquido (a percibir|total)/,
		/total devengado/,
		/recibo de salarios/,
		/deducciones/,
		/devengos/,
	],
	oferta: [
		/\bfein\b/,
		/ficha europea de informacion normalizada/,
		/oferta vinculante/,
		/\btae\b/,
		/prestamo hipotecario/,
		/tipo de interes/,
	],
	'nota-simple': [
		/nota simple/,
		/registro de la propiedad/,
		/\bfinca\b/,
		/titularidad/,
		/\bcargas\b/,
	],
	renta: [
		/declaracion/,
		/\birpf\b/,
		/modelo 100/,
		/base imponible/,
		/ejercicio/,
		/agencia tributaria/,
	],
	escritura: [
		/\bescritura\b/,
		/\bnotari[oa]/,
		/\bprotocolo\b/,
		/\bcomparecen\b/,
		/\botorga/,
		/estipulacion|clausulas financieras|condiciones financieras/,
		/\bante mi\b/,
	],
	'recibo-hipoteca': [
		/\brecibo\b/,
		/\badeud/,
		/capital pendiente|saldo pendiente|pendiente tras/,
		/amortizacion de capital|capital amortizado|\bamortizacion\b/,
		/cuota (?:n|numero)|numero de cuota/,
		/liquidacion/,
		/tipo (?:de interes )?(?:aplicado|vigente)|tipo nominal/,
	],
};

/**
 * The kind among `among` (the analysis tool's kinds unless told) whose marker words appear most
 * in `text`, or null when none appears.
 */
export function detectKind(
	text: string,
	among: readonly DocumentKind[] = documentKinds,
): DocumentKind | null {
	const folded = fold(text);
	let best: DocumentKind | null = null;
	let bestScore = 0;
	for (const kind of among) {
		const score = markers[kind].filter((re) => re.test(folded)).length;
		if (score > bestScore) {
			best = kind;
			bestScore = score;
		}
	}
	return best;
}
