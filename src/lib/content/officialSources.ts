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
