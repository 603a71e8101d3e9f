/**
 * Words people use for the same thing, so a question finds the passage that says it another
 * way: «letra» and «cuota», «papeles» and «documentación», «dejar de pagar» and «impago».
 * Each group is a set of folded words or phrases; a question holding one gets the others too.
 */
const groups: readonly (readonly string[])[] = [
	['letra', 'cuota', 'mensualidad', 'pago mensual'],
	['papeles', 'documentos', 'documentacion', 'documento'],
	[
		'impago',
		'dejar de pagar',
		'dejo de pagar',
		'no puedo pagar',
		'no pago',
		'no pagar',
		'morosidad',
		'retrasos',
	],
	['piso', 'vivienda', 'casa', 'inmueble'],
	['sueldo', 'nomina', 'ingresos', 'salario', 'cobro'],
	['ahorro', 'ahorrado', 'ahorros', 'entrada'],
	['banco', 'entidad', 'prestamista'],
	['darme', 'dar', 'entregar', 'entrega', 'entregarme'],
	['pide', 'piden', 'pedir', 'solicitar', 'exige', 'necesito', 'aportar', 'aporto', 'preparar'],
	['firma', 'firmar', 'firmo'],
	['notario', 'notaria'],
	['tasacion', 'tasar', 'tasado', 'tasa', 'tasadora', 'tasador'],
	['amortizar', 'amortizacion', 'adelantar', 'devolver antes', 'reembolso anticipado'],
	['comision', 'penalizacion', 'compensacion'],
	['autonomo', 'autonomos', 'cuenta propia'],
	['gastos', 'costes'],
	['pareja', 'dos titulares', 'dos compradores', 'conyuge'],
	['separamos', 'separacion', 'divorcio', 'relacion termina'],
	['colchon', 'fondo de emergencia', 'imprevistos'],
	['mixta', 'tramo fijo'],
	['alargar', 'ampliar', 'mas largo'],
	['prestar', 'presten', 'prestan', 'financiar', 'financia', 'capacidad'],
	['arras', 'senal', 'reserva'],
	['pasos', 'paso', 'proceso', 'fases'],
	['ayudas', 'ayuda', 'aval', 'rebajas'],
	['requisitos', 'condiciones', 'criterios'],
	['cuesta', 'coste', 'cobran'],
	['mira', 'analiza', 'valora', 'evalua'],
	['dormir', 'duermo', 'duermen', 'tranquilo', 'tranquilidad', 'estabilidad', 'seguridad'],
	[
		'elegir',
		'elige',
		'eligen',
		'elijo',
		'eliges',
		'elegido',
		'escoger',
		'escoge',
		'escojo',
		'escoges',
		'decidir quien',
	],
	['fiable', 'fiarme', 'desconfia', 'desconfiar', 'milagro', 'estafa'],
];

const has = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** Synonyms of a question: the stems each of its stems accepts, and its phrases' stems. */
export interface Synonyms {
	/** Each stem of the question with the stems of its synonyms. */
	alternatives: Map<string, Set<string>>;
	/**
	 * Stems that only make sense inside a phrase of a group («pagar» in «dejar de pagar»): the
	 * phrase is one need, carried by its first stem, so «pagar» alone does not match it.
	 */
	inPhrase: Set<string>;
}

/** The synonyms of the groups the question's words or phrases belong to. */
export function synonymStems(
	folded: string,
	own: readonly string[],
	stem: (word: string) => string,
): Synonyms {
	const words = folded.replace(/[^a-z0-9ñ]+/g, ' ').trim();
	const alternatives = new Map<string, Set<string>>();
	const inPhrase = new Set<string>();
	for (const group of groups) {
		const present = group.filter((p) => has(words, p));
		if (present.length === 0) continue;
		const others = group
			.filter((p) => !present.includes(p))
			.flatMap((p) =>
				p
					.split(' ')
					.filter((w) => w.length > 2)
					.map(stem),
			);
		for (const phrase of present) {
			const stems = phrase
				.split(' ')
				.map(stem)
				.filter((s) => own.includes(s));
			const [head, ...rest] = stems;
			if (head === undefined) continue;
			if (group.some((p) => !p.includes(' ')) && phrase.includes(' '))
				for (const s of rest) inPhrase.add(s);
			const set = alternatives.get(head) ?? new Set<string>();
			for (const a of others) if (a !== head) set.add(a);
			alternatives.set(head, set);
		}
	}
	for (const s of alternatives.keys()) inPhrase.delete(s);
	return { alternatives, inPhrase };
}
