// Checks the fixtures against what the PDFs really contain, with pdftotext (poppler-utils):
//  1. every non-empty expected value has a printed form («evidence») found in the PDF's text;
//  2. that printed form, parsed on its own, gives the manifest value (money, dates, months…);
//  3. charges appear in the document in the manifest's order;
//  4. values the manifest leaves empty are really absent (labels listed in evidence.absent).
// With --ocr it also runs tesseract on each scan and reports how many printed forms it reads.
// Usage: node generator/check.mjs [fixturesDir] [--ocr]
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESES, MES3 } from './lib/format.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(here, '..', '..', 'tests', 'fixtures', 'documents-heldout'));
const ocr = args.includes('--ocr');
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const evidence = JSON.parse(readFileSync(path.join(here, 'evidence.json'), 'utf8'));

const norm = (s) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const text = (pdf, mode) => norm(execFileSync('pdftotext', [...(mode ? [mode] : []), '-enc', 'UTF-8', pdf, '-']).toString());

// ---------- independent parsers of printed forms ----------
function parseMoney(s) {
	const t = s.replace(/€|EUR|euros?/gi, '').replace(/\s/g, '');
	let m;
	if ((m = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+),(\d{2})$/.exec(t))) return `${m[1]}${m[2].replace(/\./g, '')},${m[3]}`;
	if ((m = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/.exec(t))) return `${m[1]}${m[2].replace(/,/g, '')},${m[3]}`;
	if ((m = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(t))) return `${m[1]}${m[2].replace(/\./g, '')}`;
	return null;
}
const moneyEq = (a, b) => a !== null && Math.round(Number(a.replace(',', '.')) * 100) === Math.round(Number(b.replace(',', '.')) * 100);

const WORDS = {};
{
	const u = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta', 'treinta y uno'];
	u.forEach((w, i) => (WORDS[w] = i));
}
const p2 = (n) => String(n).padStart(2, '0');
function parseDate(s) {
	let m;
	if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s))) return `${p2(m[1])}/${p2(m[2])}/${m[3]}`;
	if ((m = /^(\d{1,2}) de ([a-záéíóú]+) de (\d{4})$/i.exec(s))) {
		const mi = MESES.indexOf(m[2].toLowerCase());
		if (mi >= 0) return `${p2(m[1])}/${p2(mi + 1)}/${m[3]}`;
	}
	if ((m = /^(.+?) de ([a-z]+) de dos mil (.+)$/i.exec(s))) {
		const d = WORDS[m[1].toLowerCase()];
		const mi = MESES.indexOf(m[2].toLowerCase());
		const y = 2000 + WORDS[m[3].toLowerCase()];
		if (d !== undefined && mi >= 0 && !Number.isNaN(y)) return `${p2(d)}/${p2(mi + 1)}/${y}`;
	}
	return null;
}
function parseMonth(s) {
	let m;
	if ((m = /(\d{2})\/(\d{2})\/(\d{4})\s*[-–a]\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(s))) return `${m[2]}/${m[3]}`;
	if ((m = /MENS \d{2} ([A-Z]{3}) (\d{2}) a/.exec(s))) return `${p2(MES3.indexOf(m[1]) + 1)}/20${m[2]}`;
	if ((m = /de ([a-z]+) de (\d{4})$/i.exec(s))) return `${p2(MESES.indexOf(m[1].toLowerCase()) + 1)}/${m[2]}`;
	if ((m = /^([a-záéíóú]+) (\d{4})$/i.exec(s))) return `${p2(MESES.indexOf(m[1].toLowerCase()) + 1)}/${m[2]}`;
	if ((m = /^(\d{2})\/(\d{4})$/.exec(s))) return `${m[1]}/${m[2]}`;
	return null;
}
const parseNumber = (s) => {
	const m = /(\d+(?:,\d+)?)/.exec(s);
	return m ? m[1] : null;
};
const splitList = (v) => v.split(/;\s|,\s/).map((x) => x.trim()).filter(Boolean).sort();

let failures = 0;
const fail = (id, msg) => {
	failures++;
	console.log(`  ✗ ${id}: ${msg}`);
};

for (const entry of manifest) {
	const pdf = path.join(dir, entry.pdf);
	if (!existsSync(pdf)) {
		fail(entry.id, 'falta el PDF');
		continue;
	}
	const texts = [text(pdf), text(pdf, '-raw')];
	const has = (s) => texts.some((t) => t.includes(norm(s)));
	const pos = (s) => texts[0].indexOf(norm(s));
	const ev = evidence[entry.id]?.evidence ?? {};
	let checked = 0;
	for (const [field, [type, value]] of Object.entries(entry.expected)) {
		if (value === '' || (Array.isArray(value) && value.length === 0 && type !== 'charges') || (value === 'No' && ev[field] === undefined && ev.absent && field in ev.absent)) {
			for (const lbl of ev.absent?.[field] ?? []) if (has(lbl)) fail(entry.id, `${field} vacío pero el documento trae «${lbl}»`);
			continue;
		}
		const e = ev[field];
		if (e === undefined) {
			fail(entry.id, `${field}: sin evidencia`);
			continue;
		}
		if (type === 'charges') {
			if (!Array.isArray(e) || e.length !== value.length) {
				fail(entry.id, `cargasLista: ${value.length} cargas en el manifiesto, ${e?.length} evidencias`);
				continue;
			}
			let last = -1;
			value.forEach((c, i) => {
				const x = e[i];
				if (!has(x.anchor)) fail(entry.id, `carga ${i + 1}: no aparece «${x.anchor}»`);
				const p = pos(x.anchor);
				if (p >= 0 && p < last) fail(entry.id, `carga ${i + 1}: fuera de orden`);
				if (p >= 0) last = p;
				if (c.titular && (!has(c.titular) || x.titular !== c.titular)) fail(entry.id, `carga ${i + 1}: titular «${c.titular}»`);
				if (c.importe && (!has(x.importe) || !moneyEq(parseMoney(x.importe), c.importe))) fail(entry.id, `carga ${i + 1}: importe «${x.importe}» ≠ ${c.importe}`);
				if (c.fecha && (!has(x.fecha) || parseDate(x.fecha) !== c.fecha)) fail(entry.id, `carga ${i + 1}: fecha «${x.fecha}» ≠ ${c.fecha}`);
				if (!c.importe && x.importe) fail(entry.id, `carga ${i + 1}: importe vacío pero hay evidencia`);
			});
			checked++;
			continue;
		}
		const forms = Array.isArray(e) ? e : [e];
		for (const f of forms) if (!has(f)) fail(entry.id, `${field}: no aparece «${f}» en el texto del PDF`);
		let ok = true;
		if (type === 'money') ok = moneyEq(parseMoney(forms[0]), value);
		else if (type === 'date') ok = parseDate(forms[0]) === value;
		else if (type === 'month') ok = parseMonth(forms[0]) === value;
		else if (type === 'number' && field === 'plazo' && /meses/.test(forms[0])) ok = String(Number(parseNumber(forms[0])) / 12) === value;
		else if (type === 'number') ok = parseNumber(forms[0]) === value;
		else if (type === 'list') ok = JSON.stringify(splitList(value.toLowerCase())) === JSON.stringify(forms.map((f) => f.toLowerCase()).sort());
		else if (type === 'text') ok = ev.textIsPhrase?.includes(field) ? true : forms[0] === value;
		if (!ok) fail(entry.id, `${field}: «${forms.join(' | ')}» no da ${JSON.stringify(value)}`);
		checked++;
	}
	for (const s of entry.scans) if (!existsSync(path.join(dir, s))) fail(entry.id, `falta ${s}`);
	if (entry.generator !== 'segundo-generador-html') fail(entry.id, 'generator');
	console.log(`✓ ${entry.id}: ${checked} campos comprobados`);
	if (ocr) {
		for (const s of entry.scans) {
			const o = norm(execFileSync('tesseract', [path.join(dir, s), '-', '-l', 'spa'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
			const forms = Object.entries(ev)
				.filter(([k, v]) => typeof v === 'string' && !['absent', 'textIsPhrase'].includes(k))
				.map(([, v]) => v);
			const found = forms.filter((f) => o.includes(norm(f)));
			const kb = (statSync(path.join(dir, s)).size / 1024).toFixed(0);
			console.log(`    OCR ${s} (${kb} KB): ${found.length}/${forms.length} formas leídas; no leídas: ${forms.filter((f) => !found.includes(f)).join(' | ')}`);
		}
	}
}
console.log(failures ? `${failures} fallo(s)` : 'Todo cuadra.');
process.exit(failures ? 1 : 0);
