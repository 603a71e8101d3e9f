/** Kinds of document the analysis understands. */
export const documentKinds = ['nomina', 'oferta', 'nota-simple', 'renta'] as const;

/** One kind of document. */
export type DocumentKind = (typeof documentKinds)[number];

/** Spanish name of each kind, as the selector shows it. */
export const kindLabels: Record<DocumentKind, string> = {
	nomina: 'Nómina',
	oferta: 'Oferta del banco (FEIN u oferta vinculante)',
	'nota-simple': 'Nota simple del Registro',
	renta: 'Declaración de la renta',
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
};

/** The kind whose marker words appear most in `text`, or null when none appears. */
export function detectKind(text: string): DocumentKind | null {
	const folded = fold(text);
	let best: DocumentKind | null = null;
	let bestScore = 0;
	for (const kind of documentKinds) {
		const score = markers[kind].filter((re) => re.test(folded)).length;
		if (score > bestScore) {
			best = kind;
			bestScore = score;
		}
	}
	return best;
}
