/**
 * Words people use for the same thing, so a question finds the passage that says it another
 * way: «letra» and «cuota», «papeles» and «documentación», «dejar de pagar» and «impago».
 * Each group is a set of folded words or phrases; a question holding one gets the others too.
 */
const groups: readonly (readonly string[])[] = [
	['letra', 'cuota', 'mensualidad', 'pago mensual'],
	['papeles', 'documentos', 'documentacion', 'documento'],
	['impago', 'dejar de pagar', 'no puedo pagar', 'no pagar', 'morosidad', 'retrasos'],
	['piso', 'vivienda', 'casa', 'inmueble'],
	['sueldo', 'nomina', 'ingresos', 'salario', 'cobro'],
	['ahorro', 'ahorrado', 'ahorros', 'entrada'],
	['banco', 'entidad', 'prestamista'],
	['darme', 'dar', 'entregar', 'entrega', 'entregarme'],
	['pide', 'piden', 'pedir', 'solicitar', 'exige', 'necesito', 'aportar', 'aporto', 'preparar'],
	['firma', 'firmar', 'firmo'],
	['notario', 'notaria'],
	['tasacion', 'tasar', 'tasado', 'tasa'],
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
	['fiable', 'fiarme', 'desconfia', 'desconfiar', 'milagro', 'estafa'],
];

const has = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/**
 * For each stem of the question, the stems of its synonyms (from the groups the question's
 * words belong to).
 */
export function synonymStems(
	folded: string,
	own: readonly string[],
	stem: (word: string) => string,
): Map<string, Set<string>> {
	const words = folded.replace(/[^a-z0-9ñ]+/g, ' ').trim();
	const out = new Map<string, Set<string>>();
	for (const group of groups) {
		const present = group.filter((p) => has(words, p));
		if (present.length === 0) continue;
		const alternatives = group
			.filter((p) => !present.includes(p))
			.flatMap((p) =>
				p
					.split(' ')
					.filter((w) => w.length > 2)
					.map(stem),
			);
		for (const phrase of present)
			for (const w of phrase.split(' ')) {
				const s = stem(w);
				if (!own.includes(s)) continue;
				const set = out.get(s) ?? new Set<string>();
				for (const a of alternatives) if (a !== s) set.add(a);
				out.set(s, set);
			}
	}
	return out;
}
