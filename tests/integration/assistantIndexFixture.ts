import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A passage of the test's published index (the fields the server reads). */
export type FixturePassage = { id: string; title: string; href: string; text: string };

/** The glossary's TAE passage, as the published index holds it. */
export const taePassage: FixturePassage = {
	id: 'glosario-tae',
	title: 'Glosario: TAE',
	href: '/blog/glosario-hipotecario#tae',
	text: 'La TAE es el coste anual efectivo del préstamo: intereses y comisiones.',
};

/** The glossary's Euribor passage. */
export const euriborPassage: FixturePassage = {
	id: 'glosario-euribor',
	title: 'Glosario: Euríbor',
	href: '/blog/glosario-hipotecario#euribor',
	text: 'El euríbor es el tipo al que se prestan los bancos europeos; las hipotecas variables lo siguen.',
};

/**
 * A published index file (the shape of /herramientas/indice-asistente.json) in a temporary
 * folder, for a test server's ASSISTANT_INDEX; `write` publishes a new version.
 */
export function publishedIndexFile(
	passages: readonly FixturePassage[] = [taePassage, euriborPassage],
) {
	const path = join(mkdtempSync(join(tmpdir(), 'indice-')), 'indice-asistente.json');
	const write = (list: readonly FixturePassage[]) =>
		writeFileSync(
			path,
			JSON.stringify({
				version: 3,
				passages: list.map((p) => ({ ...p, kind: 'glosario' })),
				data: {},
			}),
		);
	write(passages);
	return { path, write };
}
