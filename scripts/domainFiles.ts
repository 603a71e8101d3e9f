/**
 * `npm run domain -- <dominio>`: every file of one domain, layer by layer (islands, store, lib,
 * data module, migrations, functions, tests), found by its name alone (scripts/lib/domainFiles.ts).
 * `npm run domain` without a name prints the map: how many files each domain has in each layer.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { domains, filesOf } from './lib/domainFiles.ts';
import { layers } from './lib/domains.ts';

const paths = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const head = (path: string) => {
	try {
		return readFileSync(path, 'utf8').slice(0, 800);
	} catch {
		return '';
	}
};

const wanted = process.argv[2];
if (wanted) {
	const domain = domains.find((d) => d.id === wanted);
	if (!domain) {
		console.error(
			`No hay ningún dominio «${wanted}». Son: ${domains.map((d) => d.id).join(', ')}.`,
		);
		process.exit(1);
	}
	console.log(`${domain.id}: ${domain.what}`);
	for (const [layer, files] of filesOf(domain, paths, head)) {
		if (files.length === 0) continue;
		console.log(`\n${layer} (${files.length})`);
		for (const f of files) console.log(`  ${f}`);
	}
} else {
	const short = layers.map((l) => l.replace('pruebas ', 'p. ').slice(0, 10));
	console.log(['dominio'.padEnd(16), ...short.map((s) => s.padStart(11))].join(''));
	for (const domain of domains) {
		const found = filesOf(domain, paths, head);
		console.log(
			[
				domain.id.padEnd(16),
				...layers.map((l) => String(found.get(l)?.length ?? 0).padStart(11)),
			].join(''),
		);
	}
}
