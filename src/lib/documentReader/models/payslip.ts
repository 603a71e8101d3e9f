import { formatEuros } from '../../format/formatEuros.ts';
import { findLabels, numberNear } from '../layout/find.ts';
import type { Layout } from '../layout/lines.ts';
import {
	doubt,
	missing,
	moneyField,
	numberAt,
	read,
	textField,
	type FieldReading,
	type Readings,
} from './reading.ts';
import { readMoney } from './values.ts';
import { longDate, monthOf, normaliseDate } from './dates.ts';
import { CIF, companyBlock, looksLikeCompany } from './payslipHeader.ts';
import { orColumn, totalsRow } from './payslipTotals.ts';

const cutAtNextLabel = (text: string) =>
	text
		.replace(/^(?:nombre(?: y apellidos)?|apellidos,? y? ?nombre|raz[oó]n social)\s*:\s*/i, '')
		.split(
			/\s{2,}|\s[·|•]\s|\s(?=(?:c\.?\s?i\.?\s?f|n\.?\s?i\.?\s?f|d\.?n\.?i|domicilio|ccc)\b)/i,
		)[0]
		?.replace(/^[:;\s]+/, '') ?? '';

/**
 * A payslip read by the sections of the official model (Orden ESS/2098/2014): company and its
 * tax code, worker, settlement period, total devengado, total deducciones, líquido, seniority
 * and whether extra pays are spread over the months; then devengado − deducciones = líquido.
 */
export function readPayslip(layout: Layout): Readings {
	const labelled = textField(
		layout,
		[/empresa\b/, /razon social/, /nombre de la empresa/, /datos de la empresa/],
		'No aparece el nombre de la empresa.',
		cutAtNextLabel,
	);
	const trabajador = textField(
		layout,
		[
			/trabajador(?:\/?a)?\b/,
			/empleado(?:\/?a)?\b/,
			/nombre del trabajador/,
			/apellidos,? y? ?nombre/,
			/nombre y apellidos/,
			/datos del trabajador/,
			/perceptor/,
		],
		'No aparece el nombre del trabajador.',
		cutAtNextLabel,
	);
	const all = layout.lines.map((l) => l.text).join('\n');
	const cif = CIF.exec(all);
	const empresa = looksLikeCompany(labelled.value) ? labelled : (companyBlock(layout) ?? labelled);
	const periodText = textField(
		layout,
		[/periodo de liquidacion/, /periodo\b/, /mes de/, /mes\b/],
		'',
		(t) => monthOf(t) ?? '',
	);
	const seniority = numberAt(
		layout,
		[
			/fecha (?:de )?antig(?:uedad|\.)?/,
			/antiguedad/,
			/antig\./,
			/fecha (?:de )?alta/,
			[/(?:fecha (?:de )?)?(?:antig(?:uedad|\.)?|alta)\s*:?\s*/, { anywhere: true, within: 2 }],
		],
		['date'],
	);
	const seniorityDate = seniority
		? normaliseDate(seniority.value.raw)
		: writtenDate(layout, /(?:fecha (?:de )?)?(?:antig(?:uedad|\.)?|alta)\s*:?\s*/);
	const totals = totalsRow(layout);
	const fields: Readings = {
		empresa,
		cif: cif
			? read(`${cif[1]}${(cif[2] ?? '').replace(/O/g, '0')}${cif[3]}`)
			: missing('No aparece el CIF de la empresa.'),
		trabajador,
		periodo: periodText.value
			? periodText
			: missing('No aparece el periodo de liquidación (mes y año).'),
		bruto: orColumn(
			totals.bruto,
			moneyField(
				layout,
				[
					/total devengado/,
					/t\. ?devengado/,
					/total devengos/,
					/total haberes/,
					/salario bruto/,
					/total bruto/,
					/suma (?:de )?(?:devengos|percepciones)/,
					/total percepciones/,
					/importe bruto/,
				],
				'No aparece el total devengado.',
			),
		),
		deducciones: orColumn(
			totals.deducciones,
			moneyField(
				layout,
				[
					/total a deducir/,
					/t\. ?a deducir/,
					/total deducciones/,
					/suma (?:de )?(?:deducciones|descuentos)/,
					/total (?:de )?(?:descuentos|retenciones)/,
				],
				'No aparece el total de deducciones.',
			),
		),
		neto: moneyField(
			layout,
			[
				/liquido total a percibir/,
				/liquido a percibir/,
				/liquido a cobrar/,
				/neto a percibir/,
				/neto a pagar/,
				/neto a cobrar/,
				/total neto/,
				/liquido total/,
				/total liquido/,
				/importe liquido/,
				/salario neto/,
				/total a percibir/,
				/liquido\b/,
				/neto\b/,
			],
			'No aparece el líquido a percibir.',
		),
		antiguedad: seniorityDate
			? read(seniorityDate, seniority?.where ?? 'below')
			: missing('No aparece la fecha de antigüedad.'),
		prorrata: extraPays(layout),
	};
	return checkTotals(fields);
}

/** «Sí» when a prorated extra pay is among the earnings (an amount on its row), else «No». */
function extraPays(layout: Layout): FieldReading {
	const labels = [
		/prorrat\w* (?:de )?pagas? ex/,
		/pagas? extra\w* prorrat/,
		/p\.?p\.?p\.? ?extras?/,
		/p\.\s?p\.\s?(?:de )?pagas? extra/,
		/parte proporcional (?:de )?(?:las )?pagas/,
	];
	for (const label of labels)
		for (const hit of findLabels(layout, label, { anywhere: true }))
			if (numberNear(layout, hit, ['money'])) return read('Sí');
	return {
		value: 'No',
		confidence: 'media',
		note: 'No hay ninguna paga extra prorrateada entre los devengos: si cobras pagas extra, llegan en recibos aparte.',
	};
}

/** Devengado − deducciones = líquido, to the cent: otherwise the three are flagged. */
function checkTotals(fields: Readings): Readings {
	const gross = readMoney(fields['bruto']?.value ?? '');
	const cuts = readMoney(fields['deducciones']?.value ?? '');
	const net = readMoney(fields['neto']?.value ?? '');
	if (gross === null || cuts === null || net === null) return fields;
	const expected = gross - cuts;
	if (Math.abs(expected - net) <= 0.011) return fields;
	const note = `Los totales no cuadran: devengado − deducciones da ${formatEuros(expected)}, pero el líquido dice ${formatEuros(net)}. Revisa los tres.`;
	for (const key of ['bruto', 'deducciones', 'neto'])
		fields[key] = doubt(fields[key] as FieldReading, note);
	return fields;
}

/** A date written out right after the label («Antigüedad: 12 de marzo de 2018»), or null. */
function writtenDate(layout: Layout, label: RegExp): string | null {
	for (const hit of findLabels(layout, label, { anywhere: true })) {
		const rest = layout.lines[hit.line]?.text.slice(hit.end) ?? '';
		const date = longDate(rest);
		if (date && date.index <= 2) return date.date;
	}
	return null;
}
