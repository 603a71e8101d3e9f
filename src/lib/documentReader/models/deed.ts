import type { Layout } from '../layout/lines.ts';
import { bonuses } from './deedBonuses.ts';
import {
	DATE,
	NUMBER_WORDS,
	dateOf,
	first,
	found,
	lenderName,
	numberOf,
	proseOf,
	rx,
	wordsNumber,
	type PrintedReading,
	type Prose,
} from './loanText.ts';
import { euros, missing, printedNumber, type Readings } from './reading.ts';

/** A rate as printed: «1,750», «0,99», «2». */
const RATE = String.raw`\d{1,2}(?:[.,]\d{1,4})?`;
/** An amount in euros with its thousands mark or cents («160.000,00», «98750,00»). */
const MONEY = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+,\d{2}`;

/**
 * The financial clauses of a mortgage deed (escritura de préstamo hipotecario), read as prose:
 * clauses wrap over lines and may sit in a table of conditions, so each field is a label and its
 * value within the same sentence. Each field keeps the printed line it came from; a clause the
 * deed does not have (no index in a fixed loan) stays empty.
 */
export function readDeed(layout: Layout): Readings {
	const prose = proseOf(layout);
	const tipo = rateClass(prose);
	const variable = tipo.value === 'Variable' || tipo.value === 'Mixto';
	const none = missing('');
	return {
		prestamista: lender(prose),
		fecha: deedDate(prose),
		capital: capital(prose),
		plazo: term(prose),
		primeraCuota: firstInstalment(prose),
		tipo,
		tinInicial: initialRate(prose, tipo.value),
		mesesTipoInicial: variable ? initialMonths(prose) : none,
		indice: variable ? index(prose) : none,
		diferencial: variable ? spread(prose) : none,
		revision: variable ? revision(prose) : none,
		mesReferencia: variable ? referenceMonth(prose) : none,
		bonificaciones: bonuses(prose),
		comisionApertura: openingFee(prose),
		comisionAmortizacion: earlyRepaymentFee(prose),
	};
}

function lender(prose: Prose): PrintedReading {
	const name = lenderName(prose, 0);
	if (name) return found(prose, name.value, name.start, name.end);
	const m = first(prose, rx(String.raw`entidad (?:prestamista|acreedora)\s*:?\s+([^\n]{3,80})`));
	if (m && !/^en (?:adelante|lo sucesivo)/.test(m[1] ?? '')) {
		const start = m.index + m[0].length - (m[1] ?? '').length;
		const value = prose.text.slice(start, m.index + m[0].length).trim();
		return found(prose, value, start, m.index + m[0].length, 'media');
	}
	return missing('No aparece la entidad que presta.');
}

function deedDate(prose: Prose): PrintedReading {
	const patterns = [
		String.raw`fecha(?: de(?: la)? (?:escritura|otorgamiento|firma))?\s*:?\s*(${DATE})`,
		String.raw`(?:otorgad[ao]|firmad[ao]) (?:el|en [a-z ]+, a) (${DATE})`,
		String.raw`,\s*(?:mi residencia,\s*)?a (${DATE})`,
	];
	for (const source of patterns) {
		const m = first(prose, rx(source));
		const date = m ? dateOf(m[1] ?? '') : null;
		if (m && date) return found(prose, date, m.index, m.index + m[0].length);
	}
	return missing('No aparece la fecha de la escritura.');
}

function capital(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`(?:capital(?! pendiente)|importe(?! de la cuota)|principal|cantidad de|suma de|asciende a|prestamo de)[^%\d\n]{0,90}?(${MONEY})\s*(?:€|euros?|eur)?`,
		),
	);
	const value = m ? numberOf(m[1] ?? '') : null;
	return m && value !== null
		? found(prose, euros(value), m.index, m.index + m[0].length)
		: missing('No aparece el capital del préstamo.');
}

/** The term in monthly instalments: «300 cuotas mensuales», «360 meses», «25 años», «VEINTICINCO AÑOS». */
function term(prose: Prose): PrintedReading {
	const count = first(
		prose,
		rx(String.raw`(\d{2,3}) (?:cuotas|mensualidades|pagos)(?: mensuales)?`),
	);
	if (count) return found(prose, count[1] ?? '', count.index, count.index + count[0].length);
	const m = first(
		prose,
		rx(
			String.raw`(?:plazo|duracion|devolvera|reembolsara|amortizara|devolverse)[^%\d.\n]{0,50}?\b(${NUMBER_WORDS}) (anos|meses)\b`,
		),
	);
	const n = m ? wordsNumber(m[1] ?? '') : null;
	if (m && n !== null && n > 0)
		return found(prose, String(m[2] === 'anos' ? n * 12 : n), m.index, m.index + m[0].length);
	return missing('No aparece el plazo del préstamo.');
}

function firstInstalment(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`(?:primera cuota|primer vencimiento|primer pago)[^%\n]{0,40}?(?:el |dia )*(${DATE})`,
		),
	);
	const date = m ? dateOf(m[1] ?? '') : null;
	return m && date
		? found(prose, date.slice(3), m.index, m.index + m[0].length)
		: missing('No aparece cuándo vence la primera cuota.');
}

function rateClass(prose: Prose): PrintedReading {
	const mixed = first(prose, /\bmixt[oa]\b/);
	if (mixed) return found(prose, 'Mixto', mixed.index, mixed.index + mixed[0].length);
	const variable = first(prose, /\bvariable\b|\beuribor\b|\birph\b/);
	if (variable)
		return found(prose, 'Variable', variable.index, variable.index + variable[0].length);
	const fixed = first(prose, /\bfij[oa]\b/);
	if (fixed) return found(prose, 'Fijo', fixed.index, fixed.index + fixed[0].length);
	return missing('No se sabe si el tipo es fijo, variable o mixto.');
}

/** The rate of the first period: the fixed rate, the initial rate of a variable, the fixed tranche of a mixed loan. */
function initialRate(prose: Prose, kind: string): PrintedReading {
	const label =
		kind === 'Mixto'
			? String.raw`(?:tipo (?:de interes )?fijo|tramo fijo|periodo fijo|tipo fijo)`
			: String.raw`(?:tipo (?:de interes )?(?:nominal )?(?:anual )?(?:inicial|fijo)?|interes(?:es)? (?:ordinarios|nominal))`;
	const re = rx(String.raw`${label}([^%+\n]|\n){0,120}?(${RATE}) ?%`, 'g');
	for (let m = re.exec(prose.folded); m; m = re.exec(prose.folded)) {
		if (/diferencial|margen|bonifica|comision|demora|euribor|\btae\b|\bmas\b/.test(m[0])) {
			re.lastIndex = m.index + 1;
			continue;
		}
		const raw = m[2] ?? '';
		const value = numberOf(raw);
		if (value !== null)
			return found(prose, printedNumber(raw, value), m.index, m.index + m[0].length);
	}
	return missing('No aparece el tipo de interés del primer periodo.');
}

function initialMonths(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`(?:primer(?:os|as)? (${NUMBER_WORDS}) (meses|anos)|(${NUMBER_WORDS}) primer(?:os|as) (meses|anos)|(primer ano))`,
		),
	);
	if (!m) return missing('No aparece cuánto dura el tipo inicial.');
	const n = m[5] ? 1 : wordsNumber(m[1] ?? m[3] ?? '');
	const unit = m[5] ? 'anos' : (m[2] ?? m[4]);
	if (n === null || n <= 0) return missing('No aparece cuánto dura el tipo inicial.');
	return found(prose, String(unit === 'anos' ? n * 12 : n), m.index, m.index + m[0].length);
}

function index(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`\beuribor\b(?:[^.\n%+]{0,12}?\b(?:a )?(un ano|1 ano|doce meses|12 meses))?|\birph\b`,
		),
	);
	if (!m) return missing('No aparece el índice de referencia.');
	if (m[0].startsWith('irph')) return found(prose, 'IRPH', m.index, m.index + m[0].length);
	return m[1]
		? found(prose, 'Euríbor a un año', m.index, m.index + m[0].length)
		: found(
				prose,
				'Euríbor',
				m.index,
				m.index + m[0].length,
				'media',
				'No dice a qué plazo: comprueba que es el Euríbor a un año.',
			);
}

function spread(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`(?:euribor[^%+\n]{0,40}\+ ?|(?:diferencial|margen)[^%\d\n]{0,60}?)(${RATE}) ?(?:%|puntos|p\.p\.)`,
		),
	);
	const value = m ? numberOf(m[1] ?? '') : null;
	return m && value !== null
		? found(prose, printedNumber(m[1] ?? '', value), m.index, m.index + m[0].length)
		: missing('No aparece el diferencial sobre el índice.');
}

function revision(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`revis[a-z]*[^.\n]{0,40}?(anual|semestral|cada (?:doce|12) meses|cada ano|cada (?:seis|6) meses)`,
		),
	);
	if (!m) return missing('No aparece cada cuánto se revisa el tipo.');
	const months = /anual|doce|12|cada ano/.test(m[1] ?? '') ? '12' : '6';
	return found(prose, months, m.index, m.index + m[0].length);
}

function referenceMonth(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(
			String.raw`(segundo|tercer|cuarto) mes anterior|mes (?:inmediatamente )?anterior|(dos|tres|cuatro|\d) meses (?:antes|anteriores)`,
		),
	);
	if (!m) return missing('No aparece de qué mes se toma el índice.');
	const word = m[1] ?? m[2];
	const lag =
		word === undefined
			? 1
			: ((
					{ segundo: 2, dos: 2, tercer: 3, tres: 3, cuarto: 4, cuatro: 4 } as Record<string, number>
				)[word] ?? Number(word));
	return found(prose, String(lag), m.index, m.index + m[0].length);
}

function openingFee(prose: Prose): PrintedReading {
	const label = first(prose, rx(String.raw`comision de apertura`));
	if (!label) return missing('No aparece la comisión de apertura.');
	const after = prose.folded.slice(label.index, label.index + 120);
	const none =
		/^comision\s+de\s+apertura[\s:.,]*(?:no se (?:devenga|cobra|aplica)|sin comision|exenta|0,00\b|no tiene)/.exec(
			after,
		);
	if (none) return found(prose, 'Sin comisión', label.index, label.index + none[0].length);
	const m = rx(
		String.raw`^comision de apertura[^%\d\n]{0,40}?(?:(${RATE}) ?%|(${MONEY}|\d+) ?(?:€|euros?|eur))`,
	).exec(after);
	if (!m) return missing('No aparece la comisión de apertura.');
	const end = label.index + m[0].length;
	if (m[1]) return found(prose, `${printedNumber(m[1], numberOf(m[1]) ?? 0)} %`, label.index, end);
	const amount = numberOf(m[2] ?? '') ?? 0;
	return found(prose, amount === 0 ? 'Sin comisión' : `${euros(amount)} €`, label.index, end);
}

function earlyRepaymentFee(prose: Prose): PrintedReading {
	const m = first(
		prose,
		rx(String.raw`(?:amortizacion|reembolso) anticipad[oa]([^%\n]|\n){0,100}?(${RATE}) ?%`),
	);
	const value = m ? numberOf(m[2] ?? '') : null;
	return m && value !== null
		? found(prose, printedNumber(m[2] ?? '', value), m.index, m.index + m[0].length)
		: missing('No aparece la comisión por amortización anticipada.');
}
