/**
 * The official publishers a guide may cite as a source or link from a legal statement (issue 32
 * contract): the state and regional bulletins, the EU's law portal and the public bodies whose
 * pages are the text or the figure itself. A URL counts when its host is one of these domains or
 * a subdomain of one (www.boe.es, sede.agenciatributaria.gob.es…).
 */
export const officialDomains = [
	'boe.es',
	'bde.es',
	'eur-lex.europa.eu',
	'hacienda.gob.es',
	'agenciatributaria.gob.es',
	'mivau.gob.es',
	'ine.es',
	'notariado.org',
	'registradores.org',
	'poderjudicial.es',
	'ico.es',
	'cnmv.es',
	// Regional bulletins (boletines oficiales de las comunidades y ciudades autónomas).
	'juntadeandalucia.es',
	'boa.aragon.es',
	'sede.asturias.es',
	'caib.es',
	'gobiernodecanarias.org',
	'boc.cantabria.es',
	'docm.jccm.es',
	'bocyl.jcyl.es',
	'dogc.gencat.cat',
	'portaldogc.gencat.cat',
	'dogv.gva.es',
	'doe.juntaex.es',
	'xunta.gal',
	'bocm.es',
	'borm.es',
	'bon.navarra.es',
	'euskadi.eus',
	'legegunea.euskadi.eus',
	'larioja.org',
	'ceuta.es',
	'melilla.es',
	'bomemelilla.es',
] as const;

/** Whether `url` is an https address of an official publisher (see officialDomains). */
export function isOfficialUrl(url: string): boolean {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return false;
	}
	if (parsed.protocol !== 'https:') return false;
	const host = parsed.hostname.toLowerCase();
	return officialDomains.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * How the BOE's consolidated texts name the anchor of an article, for the texts whose convention
 * was checked (it changes from one text to another, and a wrong one still opens the page, at the
 * top or at another article): Ley 5/2019 uses «#ar-14» (read in the consolidated text on
 * 10-10-2026 by a public project that quotes arts. 14.1.e, 15.8 and 21.3), the Código Civil
 * «#art1454» («#a1454» exists but points elsewhere) and the ITP and AJD text «#a29».
 */
export const boeAnchorFormats: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
	'BOE-A-2019-3814': { pattern: /^ar-\d+$/u, example: '#ar-14' },
	'BOE-A-1889-4763': { pattern: /^art\d+$/u, example: '#art1454' },
	'BOE-A-1993-25359': { pattern: /^a\d+$/u, example: '#a29' },
};

/** Why the article anchor of a BOE link is wrong for its text, or null when it is fine or unknown. */
export function boeAnchorProblem(url: string): string | null {
	const match = /[?&]id=(BOE-[A-Z]-\d{4}-\d+)(?:[^#]*)#(.+)$/u.exec(url);
	if (!match) return null;
	const [, id = '', anchor = ''] = match;
	const format = boeAnchorFormats[id];
	if (!format || format.pattern.test(anchor)) return null;
	return `el BOE nombra los artículos de ${id} como ${format.example}, no #${anchor}`;
}
