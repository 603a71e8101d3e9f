import { foldText } from './normalize.ts';
import { wordsToDigits } from './spanishNumbers.ts';

/**
 * The text of a question prepared for reading its figures: folded, number words in digits,
 * decimals with commas, «años» spelt one way, and the age of an existing loan («hace 12 años»,
 * «el segundo año») taken out so it is not read as a term.
 */

/** Words of a question about a fee, where «hace 5 años» dates the loan instead of its term. */
export const feeWords =
	/(comision|amortiz|cancel|liquid|saldar|adelant|cobrar|cobran|cobren|penaliz|subrog|novac|compensacion|cambiar de banco|pasar (a|la|mi)|pasarme|llevarme|llevar la hipoteca)/;

const ordinals: Record<string, number> = {
	primer: 1,
	primero: 1,
	segundo: 2,
	tercer: 3,
	tercero: 3,
	cuarto: 4,
	quinto: 5,
	sexto: 6,
	septimo: 7,
	octavo: 8,
	noveno: 9,
	decimo: 10,
};

/** The folded question with numbers in digits, decimal points as commas and «años» spelt one way. */
export function normaliseFigures(question: string): string {
	return (
		wordsToDigits(foldText(question).replace(/\b(entre )?(los|las) (dos|tres)\b/g, 'entre ambos'))
			.replace(/(\d)\.(\d{1,2})(?!\d)/g, '$1,$2')
			.replace(/\b(anios|anyos)\b/g, 'anos')
			.replace(/\b(anos?)(al|a)\b/g, '$1 $2')
			.replace(/(\d)\s*(anos?)\b/g, '$1 $2')
			.replace(/euribor (a )?(12|doce) meses/g, 'euribor')
			.replace(/\b(eur|euribol|euribo|euriboor)\s*(\+|mas\b)/g, 'euribor $2')
			// «30a», «20a»: telegraphic terms.
			.replace(/\b(\d{1,2})a\b/g, '$1 anos')
			// «en lugar de 25 años fueran 30»: the new figure has the replaced one's unit.
			.replace(
				/\b(?:en vez de|en lugar de)\s+(?:los |las )?(\d+)\s*anos,?\s+(?:fueran|sean|serian|fuesen|mejor|pues|a|por)?\s*(\d{1,2})\b(?!\s*(?:anos|%|,\d))/g,
				'a $2 anos',
			)
			// «en vez de 30 años lo pido a 35»: the figure replaced is not said any more.
			.replace(
				/\b(en vez de|en lugar de)\s+(los |las |el |la )?\d+([.,]\d+)?\s*(anos|%|€|euros)?/g,
				'$1',
			)
	);
}

/** The year of an existing loan («hace 12 años», «el segundo año», «año 4»), removed from the text. */
export function loanYearOf(text: string, figures: { loanYear?: number }): string {
	const fee = feeWords.test(text);
	const set = (n: number) => {
		if (n >= 1 && n <= 50) figures.loanYear ??= n;
		return ' ';
	};
	let out = text.replace(
		/\b(?:el |en el |durante el )?(primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo) ano\b/g,
		(_, w: string) => set(ordinals[w] ?? 0),
	);
	// «en el 7º año», «el 3er año».
	out = out.replace(/\b(\d{1,2})\s*(?:º|ª|o|er|ero)\s+ano\b/g, (_, n) => set(Number(n)));
	out = out.replace(/\b(?:a partir del|desde el|en el|el) ano (\d{1,2})\b(?!\s*(,\d|%))/g, (_, n) =>
		set(Number(n)),
	);
	out = out.replace(/\bano (\d{1,2})\b(?!\s*(,\d|%|anos))/g, (_, n) => set(Number(n)));
	out = out.replace(/\b(?:firmad[ao]s? |contratad[ao]s? |desde )?hace (\d{1,2}) anos?\b/g, (_, n) =>
		set(Number(n) + 1),
	);
	if (fee || /(hipoteca|prestamo)[^.?]{0,40}\b(tiene|tenga|con)\b/.test(out)) {
		out = out.replace(/\b(?:tiene|tenga|cumple|de) (\d{1,2}) anos?( de antiguedad)?\b/g, (m, n) =>
			/^(de)/.test(m) && !/antiguedad/.test(m) ? m : set(Number(n) + 1),
		);
	}
	if (fee) {
		// «hace un año», «hace año y medio», «hace 18 meses», «el año pasado», «este año».
		out = out.replace(
			/\bhace (?:1|un|ano y medio|1 ano y medio) anos?\b|\bhace ano y medio\b|\bel ano pasado\b/g,
			() => set(2),
		);
		out = out.replace(/\bhace (\d{1,3}) meses\b/g, (_, n) => set(Math.floor(Number(n) / 12) + 1));
		out = out.replace(
			/\b(?:hace (?:unos |pocos |unos pocos )?meses|este ano|recien firmada)\b/g,
			() => set(1),
		);
		out = out.replace(/\bllev(?:o|amos) (\d{1,2}) anos?\b/g, (_, n) => set(Number(n) + 1));
		// «a los dos años de firmarla»: two years have passed, the loan is in its third.
		out = out.replace(
			/\ba los (\d{1,2}) anos? de (firmar\w*|la firma|contratar\w*|formalizar\w*)/g,
			(_, n) => set(Number(n) + 1),
		);
		out = out.replace(
			/\b(?:pasados|despues de|transcurridos|a partir de|mas de|tras) (\d{1,2}) anos?\b/g,
			(_, n) => set(Number(n) + 1),
		);
		out = out.replace(/\b(?:durante |en )?los (\d{1,2}) primeros anos\b/g, () => set(1));
		// «comisión amortizar hipoteca fija 2 años»: a bare age of the loan in a fee question.
		if (figures.loanYear === undefined && /(comision|penaliz|cobra|compensacion)/.test(out))
			out = out.replace(
				/(?<!\b(?:a|en|durante|plazo|plazo de|hasta|quedan|faltan|restan|me quedan|nos quedan)\s)\b(\d{1,2}) anos?\b(?! (?:de plazo|restantes|pendientes|por delante|mas))/,
				(_, n) => set(Number(n) + 1),
			);
	}
	return out;
}
