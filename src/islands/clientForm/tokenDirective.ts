/**
 * `client:token` (registered in astro.config.mjs): /formulario's island loads only when the
 * address carries a form token. Without one there is nothing to ask the database, so the page
 * shows the server-rendered notice of why the link does not work (`#formulario-sin-enlace`, the
 * island's own «Formulario no disponible») in the island's place, and React DOM and the form are
 * never downloaded. Astro inlines this file in the page: keep it small.
 */
import type { ClientDirective } from 'astro';
import { parseCopyToken, parseFormToken } from '../../lib/clientForm/token.ts';

/** The id of the notice the page renders hidden, shown when the link has no valid token. */
export const missingTokenNoticeId = 'formulario-sin-enlace';

const tokenDirective: ClientDirective = (load, _options, el) => {
	const notice = document.getElementById(missingTokenNoticeId);
	// A signed-copy confirmation link (?copia=, issue 43) loads the island too.
	const search = location.search;
	if (notice && parseFormToken(search) === null && parseCopyToken(search) === null) {
		el.hidden = true;
		notice.hidden = false;
		return;
	}
	void load().then((hydrate) => hydrate());
};

export default tokenDirective;
