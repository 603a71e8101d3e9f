// Second fixture generator for the document reader: HTML/CSS documents printed by Chromium,
// scans made from the printed pages. Usage (Node 24):
//   node generator/generate.mjs [outDir] [--only=id-fragment]
import { mkdirSync, writeFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrowser, htmlToPdf, scanPage } from './lib/render.mjs';
import nominas from './docs/nominas.mjs';
import ofertas from './docs/ofertas.mjs';
import notas from './docs/notas.mjs';
import rentas from './docs/rentas.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(here, '..', '..', 'tests', 'fixtures', 'documents-heldout'));
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const GENERATOR = 'segundo-generador-html';

const docs = [...nominas(), ...ofertas(), ...notas(), ...rentas()];
const ids = new Set();
for (const d of docs) {
	if (ids.has(d.id)) throw new Error(`id repetido: ${d.id}`);
	ids.add(d.id);
	if (d.check && !d.check()) throw new Error(`cuentas que no cuadran en ${d.id}`);
}

mkdirSync(outDir, { recursive: true });
if (!only) for (const f of readdirSync(outDir)) rmSync(path.join(outDir, f));

const browser = await openBrowser();
const manifest = [];
const evidence = {};
try {
	for (const d of docs) {
		const pdf = `${d.id}.pdf`;
		const scans = (d.scans ?? []).map((_, i) => `${d.id}-escaneo-${i + 1}.jpg`);
		manifest.push({ id: d.id, kind: d.kind, layout: d.layout, generator: GENERATOR, pdf, scans, expected: d.expected });
		evidence[d.id] = { evidence: d.evidence, pages: d.pages };
		if (only && !d.id.includes(only)) continue;
		const pages = await htmlToPdf(browser, d.html, path.join(outDir, pdf));
		if (d.pages && d.pages !== pages) throw new Error(`${d.id}: ${pages} páginas, se esperaban ${d.pages}`);
		if (d.scans?.length && pages !== 1) throw new Error(`${d.id}: un escaneo solo para documentos de una página`);
		for (const [i, s] of (d.scans ?? []).entries()) {
			await scanPage(path.join(outDir, pdf), path.join(outDir, scans[i]), s);
		}
		console.log(`${d.id}: ${pages} p., ${scans.length} escaneo(s)`);
	}
} finally {
	await browser.close();
}
writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, '\t') + '\n');
// What each document prints for each field, for check.mjs (kept out of the fixtures folder).
writeFileSync(path.join(here, 'evidence.json'), JSON.stringify(evidence, null, '\t') + '\n');
const total = readdirSync(outDir).reduce((s, f) => s + statSync(path.join(outDir, f)).size, 0);
console.log(`${manifest.length} documentos, ${(total / 1048576).toFixed(2)} MB en ${outDir}`);
