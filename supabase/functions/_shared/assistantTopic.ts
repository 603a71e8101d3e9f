// Dominio: ai
/**
 * What the assistant's provider endpoint agrees to answer (issue 24, item 4): questions about
 * mortgages, buying a home and this portal, with no attempt to rewrite the model's instructions.
 * Pure (no Node or Deno API), shared by the Edge Function and the local server.
 */

/** Lower case without accents or diacritics (ñ becomes n). */
const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase();

/**
 * Word beginnings of the portal's subjects: mortgages and loans, buying, renting and valuing a
 * home, its taxes and costs, the buyer's situation, and the site itself (account, support…).
 */
const topicStems = `
	hipotec prestam credit financ euribor interes tipo cuota mensualidad banco banca bancari
	entidad vivienda casa piso inmueble inmobiliari chalet apartamento garaje terreno obra
	promotor agente compra comprar vender venta alquil arrend tasac tasar valor notari registr
	gestor impuesto tribut hacienda fiscal deduc irpf gasto arancel ahorr entrada deuda
	reunific aval subrog novac amortiz cancel plazo nomina sueldo ingreso salario autonom
	joven funcionari contrato seguro comision oferta fipre fein ayuda subvenc garantia
	escritura firma mortgage loan house home rent portal pagina cuenta contrasena sesion
	perfil panel soporte ticket contact formulario simulador simulacion calculadora
	herramienta asesor oficina telefono whatsapp correo cookie privacidad glosario guia
	noticia provincia comunidad
`
	.trim()
	.split(/\s+/);
const topicWords = new Set(['tae', 'tin', 'itp', 'ajd', 'iva', 'igic', 'ico', 'bde', 'ley', 'ibi']);

/** Phrases that try to replace the model's instructions (folded text). */
const injection = [
	/\b(ignora|olvida|omite|salta|desobedece)\w*\b.{0,40}\b(instruccion|regla|indicacion|norma|orden|anterior)/,
	/\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|rule|previous|prior|above|prompt)/,
	/\b(system prompt|prompt del sistema|mensaje del sistema|instrucciones del sistema)\b/,
	/\b(actua|comportate|hazte pasar|finge ser|responde) como\b/,
	/\b(act as|pretend to be|you are now|from now on)\b/,
	/\b(eres ahora|a partir de ahora eres|ahora eres)\b/,
	/\b(jailbreak|developer mode|modo desarrollador|sin restricciones|without restrictions)\b/,
	/<\|[a-z_]*\|?>|\[\/?inst\]|<\/?(system|assistant|user)>|```/,
];

/** Whether the text tries to steer the model away from its instructions. */
export function looksLikeInjection(text: string): boolean {
	const folded = fold(text);
	return injection.some((pattern) => pattern.test(folded));
}

/** Whether a question is about the portal's subjects (at least one of their words). */
export function isOnTopic(question: string): boolean {
	const words = fold(question).match(/[a-z0-9]+/g) ?? [];
	return words.some(
		(word) => topicWords.has(word) || topicStems.some((stem) => word.startsWith(stem)),
	);
}
