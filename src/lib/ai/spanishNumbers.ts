/**
 * Numbers written in Spanish words turned into digits, so the figure reader sees one form:
 * «doscientos mil euros» → «200000 euros», «un millón» → «1000000», «dos coma ocho» → «2,8»,
 * «2 y medio» → «2,5». Works on folded text (lower case, no accents).
 */

const units: Record<string, number> = {
	cero: 0,
	un: 1,
	uno: 1,
	dos: 2,
	tres: 3,
	cuatro: 4,
	cinco: 5,
	seis: 6,
	siete: 7,
	ocho: 8,
	nueve: 9,
	diez: 10,
	once: 11,
	doce: 12,
	trece: 13,
	catorce: 14,
	quince: 15,
	dieciseis: 16,
	diecisiete: 17,
	dieciocho: 18,
	diecinueve: 19,
	veinte: 20,
	veintiun: 21,
	veintiuno: 21,
	veintidos: 22,
	veintitres: 23,
	veinticuatro: 24,
	veinticinco: 25,
	veintiseis: 26,
	veintisiete: 27,
	veintiocho: 28,
	veintinueve: 29,
	treinta: 30,
	cuarenta: 40,
	cincuenta: 50,
	sesenta: 60,
	setenta: 70,
	ochenta: 80,
	noventa: 90,
	cien: 100,
	ciento: 100,
	doscientos: 200,
	trescientos: 300,
	cuatrocientos: 400,
	quinientos: 500,
	seiscientos: 600,
	setecientos: 700,
	ochocientos: 800,
	novecientos: 900,
};
for (const [word, value] of Object.entries(units))
	if (word.endsWith('ientos')) units[word.replace(/os$/, 'as')] = value;

const scales: Record<string, number> = { mil: 1e3, millon: 1e6, millones: 1e6 };

const isNumberWord = (w: string | undefined) => w !== undefined && (w in units || w in scales);

/** Reads a run of number words from `words[start]`; returns its value and the words used. */
function readRun(words: readonly string[], start: number): { value: number; used: number } {
	let total = 0;
	let current = 0;
	let afterY = false;
	let i = start;
	for (; i < words.length; i++) {
		const w = words[i] ?? '';
		// «un tres por ciento»: an article before a number, not «uno» and «tres» added up.
		if (w in units && current % 100 !== 0 && !afterY && (units[w] ?? 0) < 100) break;
		afterY = false;
		if (w in units) current += units[w] ?? 0;
		else if (w in scales) {
			const scale = scales[w] ?? 1;
			if (scale === 1e3) current = (current || 1) * 1e3;
			else {
				total = (total + (current || 1)) * 1e6;
				current = 0;
				continue;
			}
			total += current;
			current = 0;
		} else if (
			w === 'y' &&
			(units[words[i - 1] ?? ''] ?? 0) >= 30 &&
			(units[words[i + 1] ?? ''] ?? 10) < 10
		) {
			afterY = true;
			continue;
		} else break;
	}
	return { value: total + current, used: i - start };
}

/** Replaces Spanish number words in folded text by digits («veinte» → «20»). */
export function wordsToDigits(folded: string): string {
	// «medio millón», «un millón y medio», «2 millones y medio».
	const halves = folded
		.replace(/\bmedio millon\b/g, '500000')
		.replace(/\b(un|uno|\d+) millon(?:es)? y medio\b/g, (_, n: string) =>
			String((/^\d+$/.test(n) ? Number(n) : 1) * 1e6 + 5e5),
		)
		.replace(/\b(dos|tres) millones y medio\b/g, (_, n: string) =>
			String((n === 'dos' ? 2 : 3) * 1e6 + 5e5),
		);
	// Work on the words only; a number word's trailing punctuation («mil cuatrocientos.», «dos
	// coma ocho,») is a token of its own, written back without a space.
	const tokens: string[] = [];
	const glued = new Set<number>();
	for (const word of halves.split(/\s+/)) {
		const m = /^(.*?)([.,;:?!)]+)$/.exec(word);
		if (m?.[1] && m[2] && isNumberWord(m[1])) {
			tokens.push(m[1], m[2]);
			glued.add(tokens.length - 1);
		} else tokens.push(word);
	}
	const out: string[] = [];
	for (let i = 0; i < tokens.length;) {
		const w = tokens[i] ?? '';
		// «un» alone is an article and «ciento» alone ends «por ciento»; «mil» after digits is a unit the figure reader knows.
		const startsRun =
			isNumberWord(w) &&
			!((w === 'un' || w === 'ciento') && !isNumberWord(tokens[i + 1])) &&
			!(w in scales && /\d$/.test(out.at(-1) ?? ''));
		if (!startsRun) {
			if (glued.has(i) && out.length > 0) out[out.length - 1] += w;
			else out.push(w);
			i++;
			continue;
		}
		const rateBefore = /^(al|del|un|el)$/.test(tokens[i - 1] ?? '');
		const run = readRun(tokens, i);
		let text = String(run.value);
		i += run.used;
		// «dos coma ocho»; «al dos con sesenta y cinco» (a rate said with «con»).
		const comma = tokens[i] === 'coma' || (tokens[i] === 'con' && rateBefore && run.value <= 15);
		if (comma && isNumberWord(tokens[i + 1])) {
			const decimals = readRun(tokens, i + 1);
			if (tokens[i] === 'coma' || decimals.value < 100) {
				text += `,${decimals.value}`;
				i += 1 + decimals.used;
			}
		}
		out.push(text);
	}
	return out
		.join(' ')
		.replace(/(\d+) y medio\b/g, '$1,5')
		.replace(/(\d+) coma (\d+)/g, '$1,$2');
}

/**
 * Reads an amount of euros typed as people say it: «5 mil», «2,4 mil», «1,2 millones»,
 * «200k», «dos mil euros», «35.000 €». Undefined when the text is not one amount.
 */
export function readAmount(text: string): number | undefined {
	const folded = wordsToDigits(
		text
			.normalize('NFD')
			.replace(/\p{M}+/gu, '')
			.toLowerCase()
			.trim(),
	)
		.replace(/\s*(€|euros?|eur)$/, '')
		.trim();
	const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*(k|mil|millon|millones)?$/.exec(folded);
	if (!match) return undefined;
	const [, int = '', dec, scale] = match;
	const value = Number(`${int.replaceAll('.', '')}${dec ? `.${dec}` : ''}`);
	const factor = scale === 'k' || scale === 'mil' ? 1e3 : scale ? 1e6 : 1;
	const amount = Math.round(value * factor * 100) / 100;
	return Number.isFinite(amount) ? amount : undefined;
}
