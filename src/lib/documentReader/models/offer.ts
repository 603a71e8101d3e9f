import { fold } from '../kinds.ts';
import { findLabels } from '../layout/find.ts';
import type { Layout } from '../layout/lines.ts';
import { reflowProse } from '../layout/reflow.ts';
import {
	euros,
	missing,
	moneyField,
	numberAt,
	patternNear,
	plain,
	printedNumber,
	read,
	textField,
	type FieldReading,
	type Label,
	type Readings,
} from './reading.ts';
import { readMoney } from './values.ts';
import { checkOfferFields } from './offerChecks.ts';
import { readProducts } from './offerProducts.ts';
import { readRates } from './offerRates.ts';

const noFee = /sin comision|exent[oa]|no se aplica|no tiene|0,00 ?(?:€|eur)/;

/**
 * A FEIN read by its sections (Ley 5/2019, Anexo I): amount and term (3), the rate and its class
 * (3, 4), TAE (4), payment (6), linked products and their cost (8), early repayment fee (9), and
 * the one-off costs (opening fee, appraisal). Any bank's wording: labels start a cell, or are
 * the fixed sentences of the model («La TAE aplicable a su préstamo es…»).
 */
export function readOffer(input: Layout): Readings {
	// Sentences wrapped over two lines are read as one («La TAE aplicable a su | préstamo es…»).
	const layout = reflowProse(input);
	const importe = moneyField(
		layout,
		[
			/importe (?:y moneda )?del prestamo(?: por conceder)?/,
			/importe total del prestamo/,
			/importe del credito/,
			/capital (?:del prestamo|prestado|concedido)/,
			/importe solicitado/,
			/importe (?:financiado|a financiar|nominal|del prestamo hipotecario)/,
			/cuantia del prestamo/,
			/principal(?: del prestamo)?\b/,
			/capital\s*:/,
			/importe\s*:/,
			[
				/(?:un )?prestamo (?:hipotecario )?(?:por (?:un )?importe )?de/,
				{ anywhere: true, within: 4 },
			],
			[
				/importe y moneda del prestamo(?: que se concedera| por conceder)?\s*:?/,
				{ anywhere: true, within: 6 },
			],
			[
				/importe (?:del prestamo|solicitado|concedido)(?: de| por)?/,
				{ anywhere: true, within: 20 },
			],
		],
		'No aparece el importe del préstamo.',
	);
	const all = fold(layout.lines.map((l) => l.text).join('\n'));
	const tipo = rateClass(layout, all);
	const plazo = term(layout);
	const rates = readRates(layout, readMoney(importe.value), readMoney(plazo.value));
	const fields: Readings = {
		importe,
		plazo,
		tipo,
		tin: rates.tin,
		tinSinBonificar: rates.tinSinBonificar,
		anosFijo: tipo.value === 'Mixto' ? fixedYears(all) : missing(''),
		diferencial: tipo.value === 'Fijo' ? missing('') : spread(layout),
		tae: rates.tae,
		cuota: rates.cuota,
		comision: openingFee(layout, readMoney(importe.value)),
		gastos: moneyField(
			layout,
			[
				/(?:(?:gastos|costes?|importe|precio) de (?:la )?)?(?:tasacion|valoracion)(?: del inmueble| de la vivienda)?\b/,
				[/tasacion(?: del inmueble)?(?: cuesta| es de| de)?\s*:?/, { anywhere: true, within: 30 }],
			],
			'No aparece el coste de la tasación.',
		),
		amortizacion: earlyRepayment(layout),
		...linked(layout),
	};
	return checkOfferFields(fields);
}

/** Fijo, variable or mixto: from the rate-class row, else from the wording of the whole FEIN. */
function rateClass(layout: Layout, all: string): FieldReading {
	const stated = textField(
		layout,
		[/modalidad de tipo de interes/, /clase de tipo de interes/, /tipo de prestamo/],
		'',
		(t) => classOf(fold(t)) ?? '',
	);
	if (stated.value) return stated;
	const guessed = classOf(all);
	return guessed
		? { value: guessed, confidence: 'media', note: '' }
		: missing('No se sabe si el tipo es fijo, variable o mixto.');
}

function classOf(text: string): string | null {
	if (/\bmixto\b/.test(text)) return 'Mixto';
	if (/\bvariable\b|euribor[^%\n]{0,30}\+/.test(text)) return 'Variable';
	if (/\bfijo\b/.test(text)) return 'Fijo';
	return null;
}

/** The term in years, from «30 años», «360 meses» or the number of monthly payments. */
function term(layout: Layout): FieldReading {
	const found = patternNear(
		layout,
		[
			/plazo(?: de amortizacion| del prestamo)?/,
			/duracion(?: del prestamo)?/,
			[/la duracion del prestamo es/, { anywhere: true }],
			[
				/(?:duracion|plazo)(?: del prestamo| de amortizacion| total)?\s*:\s*(?=\d{1,3}\s*(?:anos|meses))/,
				{ anywhere: true },
			],
			[/(?:a devolver|amortizar|reembolsar|devolverse) en/, { anywhere: true }],
		],
		/(\d{1,3})\s*(anos|meses)/,
	);
	if (found) {
		const n = Number(found.match[1]);
		return read(plain(found.match[2] === 'meses' ? n / 12 : n), found.where);
	}
	// A heading that carries the unit: «Plazo (años)», «Duración en meses».
	const unit = numberAt(
		layout,
		[/(?:plazo|duracion)(?: del prestamo| de amortizacion| total)?\s*\(?(?:en )?anos\)?/],
		['int'],
	);
	const months = numberAt(
		layout,
		[/(?:plazo|duracion)(?: del prestamo| de amortizacion| total)?\s*\(?(?:en )?meses\)?/],
		['int'],
	);
	if (unit) return read(plain(unit.value.value), unit.where);
	if (months) return read(plain(months.value.value / 12), months.where);
	const payments = numberAt(
		layout,
		[
			/numero (?:total )?de (?:pagos|cuotas|mensualidades|plazos)/,
			[/numero (?:total )?de (?:pagos|cuotas|mensualidades)\s*:?/, { anywhere: true, within: 4 }],
		],
		['int'],
	);
	if (payments) return read(plain(payments.value.value / 12), 'below');
	return missing('No aparece el plazo del préstamo.');
}

function fixedYears(all: string): FieldReading {
	const m =
		/anos? 1 ?a ?(\d{1,2})\b/.exec(all) ??
		/primeros (\d{1,2}) anos/.exec(all) ??
		/(\d{1,2}) (?:primeros )?anos (?:a tipo|de tipo|a interes) fijo/.exec(all) ??
		/(\d{1,2}) anos fijos?\b/.exec(all) ??
		/(?:tramo|periodo|plazo) (?:a tipo )?fijo[^.\n]{0,30}?(\d{1,2}) anos/.exec(all) ??
		/(?:tramo|periodo) fijo[^.\n]{0,30}?(\d{2,3}) meses/.exec(all);
	if (!m) return missing('No aparece cuántos años dura el tramo fijo.');
	const n = Number(m[1]);
	return read(plain(/meses/.test(m[0]) ? n / 12 : n));
}

/** The opening fee in euros: stated in euros, or a percentage of the amount. */
function openingFee(layout: Layout, amount: number | null): FieldReading {
	const labels: Label[] = [
		/comision de apertura/,
		[/comision de apertura(?: es| sera)?(?: del?| de un)?\s*:?/, { anywhere: true, within: 12 }],
	];
	const hits = [
		...findLabels(layout, /comision de apertura/),
		...findLabels(layout, /comision de apertura/, { anywhere: true }),
	];
	for (const hit of hits) {
		const found = numberAt(layout, labels, ['money', 'percent']);
		const right = fold(layout.lines[hit.line]?.text.slice(hit.end) ?? '');
		if (!found && noFee.test(right)) return read(euros(0));
		if (found?.value.kind === 'money') return read(euros(found.value.value), found.where);
		if (found?.value.kind === 'percent') {
			if (amount === null)
				return missing('La comisión de apertura es un porcentaje y falta el importe.');
			return {
				value: euros(Math.round(amount * found.value.value) / 100),
				confidence: 'media',
				note: `Calculada: ${plain(found.value.value)} % del importe del préstamo.`,
			};
		}
	}
	const cell = patternNear(layout, labels, noFee);
	return cell ? read(euros(0), cell.where) : missing('No aparece la comisión de apertura.');
}

function earlyRepayment(layout: Layout): FieldReading {
	const fee = String.raw`(?:comision|compensacion)(?: o (?:comision|compensacion))? (?:de|por) (?:reembolso|amortizacion)(?: o (?:reembolso|amortizacion))? anticipad[oa](?: (?:total|parcial)(?: o (?:total|parcial))?)?`;
	const labels: Label[] = [
		new RegExp(fee),
		[
			/(?:reembolso|amortizacion) anticipad[oa](?: total| parcial)?\s*:/,
			{ anywhere: true, within: 12 },
		],
		[new RegExp(`${fee}(?: sera| es)?(?: del?| de un)?\\s*:?`), { anywhere: true, within: 12 }],
	];
	const found = numberAt(layout, labels, ['percent']);
	if (found) return read(printedNumber(found.value.raw, found.value.value), found.where);
	return patternNear(layout, labels, noFee)
		? read('0')
		: missing('No aparece la comisión por amortización anticipada.');
}

/** Linked products named in the FEIN and their yearly cost where it is stated. */
function linked(layout: Layout): Readings {
	const products = readProducts(layout);
	const priced = products.filter((p) => p.yearlyCost !== null);
	const total = priced.reduce((n, p) => n + (p.yearlyCost ?? 0), 0);
	return {
		vinculados:
			products.length > 0
				? read(products.map((p) => p.name).join(', '))
				: missing('No aparece ningún producto vinculado.'),
		costeVinculados:
			priced.length > 0 && priced.length === products.length
				? read(euros(total))
				: priced.length > 0
					? {
							value: euros(total),
							confidence: 'baja',
							note: 'Falta el coste de algún producto vinculado: súmalo.',
						}
					: missing(
							products.length > 0
								? 'La oferta no dice cuánto cuestan los productos vinculados.'
								: '',
						),
	};
}

/** The spread over the index, in percent or in points («Euríbor + 0,79 puntos»). */
function spread(layout: Layout): FieldReading {
	const found = numberAt(
		layout,
		[
			[/(?:euribor|indice|referencia)[^%+\n]{0,40}\+\s*/, { anywhere: true }],
			/diferencial/,
			/margen/,
			[/(?:diferencial|margen)(?: de| del)?/, { anywhere: true, within: 12 }],
		],
		['percent', 'points'],
	);
	return found
		? read(printedNumber(found.value.raw, found.value.value), found.where)
		: missing('No aparece el diferencial sobre el índice.');
}
