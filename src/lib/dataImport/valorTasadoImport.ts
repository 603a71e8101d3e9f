import { z } from 'zod';
import type { Municipality } from '../places/municipalities.ts';
import { pricePerM2Schema, type Province } from '../places/provinceSchema.ts';
import { ImportError } from './euriborImport.ts';
import { fold, readPeriodTable, type Cell } from './table.ts';

/**
 * Import of MIVAU's «Estadística de valor tasado de vivienda»: table 35101000 (national, regions
 * and provinces) or 35103500 (municipalities over 25.000 inhabitants), as the .XLS rows or its CSV
 * export. The latest quarter with figures is taken; every figure is checked (300–15.000 €/m²).
 */

/** Names MIVAU uses for provinces that differ from ours once folded. */
const provinceAliases: Record<string, string[]> = {
	alava: ['araba alava', 'araba', 'alava'],
	'islas-baleares': ['balears illes', 'illes balears', 'baleares', 'islas baleares'],
	asturias: ['asturias principado de', 'principado de asturias'],
	madrid: ['madrid comunidad de', 'comunidad de madrid'],
	murcia: ['murcia region de', 'region de murcia'],
	navarra: ['navarra comunidad foral de', 'comunidad foral de navarra', 'navarra com foral de'],
	'la-rioja': ['rioja la', 'la rioja'],
	coruna: ['coruna a', 'a coruna'],
	'las-palmas': ['palmas las', 'las palmas'],
	tenerife: ['santa cruz de tenerife'],
	guipuzcoa: ['gipuzkoa', 'guipuzcoa'],
	vizcaya: ['bizkaia', 'vizcaya'],
	alicante: ['alicante alacant'],
	castellon: ['castellon castello'],
	valencia: ['valencia valencia'],
};

/** Every folded name a province may have in the table. */
function provinceKeys(p: Province): string[] {
	return [fold(p.name), ...(provinceAliases[p.id] ?? [])];
}

/** What an import changes: the new records and one Spanish line per figure that moved. */
export interface ValorTasadoImport<T> {
	table: 'provincias' | 'municipios';
	period: string;
	records: T[];
	changes: string[];
	/** Places kept with an older figure because the file has none for them. */
	kept: string[];
}

const eur = (n: number) =>
	`${n.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} €/m²`;

/** One Spanish line per figure that moved or is now checked against the official file. */
function changeLine(
	name: string,
	old: { value: number; period: string; verified: boolean } | undefined,
	value: number,
	period: string,
): string | null {
	if (!old) return `${name}: sin dato → ${eur(value)} (${period})`;
	if (old.value !== value || old.period !== period)
		return `${name}: ${eur(old.value)} (${old.period}) → ${eur(value)} (${period})`;
	return old.verified
		? null
		: `${name}: ${eur(value)} (${period}), ahora contrastado con el fichero oficial`;
}

/** The latest period column with at least one figure. */
function latestColumn(periods: readonly string[], lines: readonly { values: (number | null)[] }[]) {
	let best = -1;
	periods.forEach((p, i) => {
		if (lines.some((l) => l.values[i] !== null) && (best < 0 || p > (periods[best] as string)))
			best = i;
	});
	return best;
}

function figure(
	value: number | null,
	period: string,
	source: string,
	name: string,
	problems: string[],
) {
	const parsed = pricePerM2Schema.safeParse({
		value,
		period,
		level: 'provincia',
		source,
		verified: true,
	});
	if (!parsed.success)
		problems.push(
			`${name}: «${value ?? ''}» no es un valor tasado válido (entre 300 y 15.000 €/m²).`,
		);
	return parsed.success ? parsed.data.value : null;
}

/**
 * Reads the table and updates provinces (all 52 must be there) or municipalities (matched by the
 * name MIVAU writes or ours; a name we do not know is an error: add its INE code first).
 */
export function importValorTasado(
	rows: readonly (readonly Cell[])[],
	provinces: readonly Province[],
	municipalities: readonly Municipality[],
	importedOn: string,
): ValorTasadoImport<Province> | ValorTasadoImport<Municipality> {
	const table = readPeriodTable(rows);
	if (!table)
		throw new ImportError([
			'No se encuentra la fila de trimestres (por ejemplo «2026T2» o los años sobre «1º 2º 3º 4º»).',
		]);
	const col = latestColumn(table.periods, table.lines);
	const period = table.periods[col] as string;
	const lines = table.lines.filter((l) => l.values[col] !== null);
	const byKey = new Map(lines.map((l) => [fold(l.name), l] as const));
	const provincial = provinces.every((p) => provinceKeys(p).some((k) => byKey.has(k)));
	const problems: string[] = [];
	if (provincial) {
		const source = `Ministerio de Vivienda y Agenda Urbana (MIVAU), Estadística de valor tasado de vivienda, tabla 35101000: valor tasado medio de la vivienda libre en la provincia. Importado del fichero oficial el ${importedOn}.`;
		const changes: string[] = [];
		const records = provinces.map((p) => {
			const line = provinceKeys(p)
				.map((k) => byKey.get(k))
				.find((l) => l !== undefined);
			const value = figure(line?.values[col] ?? null, period, source, p.name, problems);
			const old = p.pricePerM2;
			if (value === null) return p;
			const change = changeLine(p.name, old, value, period);
			if (change) changes.push(change);
			return {
				...p,
				pricePerM2: { value, period, level: 'provincia' as const, source, verified: true },
			};
		});
		if (problems.length > 0) throw new ImportError(problems);
		return { table: 'provincias', period, records, changes, kept: [] };
	}
	const source = `Ministerio de Vivienda y Agenda Urbana (MIVAU), Estadística de valor tasado de vivienda, tabla 35103500: valor tasado medio de la vivienda libre en municipios de más de 25.000 habitantes. Importado del fichero oficial el ${importedOn}.`;
	const known = new Map<string, Municipality>();
	for (const m of municipalities)
		for (const k of [fold(m.mivauName), fold(m.name)]) known.set(k, m);
	const found = new Map<string, number>();
	for (const line of lines) {
		const m = known.get(fold(line.name));
		if (!m) {
			if (
				!provinces.some((p) => provinceKeys(p).includes(fold(line.name))) &&
				!/total|nacional|espana/.test(fold(line.name))
			)
				problems.push(
					`«${line.name}» no está en municipalities.json: añádelo con su código INE y su provincia antes de importar.`,
				);
			continue;
		}
		if (found.has(m.ine)) problems.push(`«${line.name}» aparece dos veces en el fichero.`);
		const value = figure(line.values[col] ?? null, period, source, line.name, problems);
		if (value !== null) found.set(m.ine, value);
	}
	if (found.size === 0 && problems.length === 0)
		problems.push('El fichero no tiene ningún municipio ni las 52 provincias.');
	if (problems.length > 0) throw new ImportError(problems);
	const changes: string[] = [];
	const kept: string[] = [];
	const records = municipalities.map((m) => {
		const value = found.get(m.ine);
		if (value === undefined) {
			kept.push(`${m.name} (${m.pricePerM2.period})`);
			return m;
		}
		const old = m.pricePerM2;
		const change = changeLine(m.name, old, value, period);
		if (change) changes.push(change);
		return {
			...m,
			pricePerM2: { value, period, level: 'municipio' as const, source, verified: true },
		};
	});
	z.array(pricePerM2Schema).parse(records.map((r) => r.pricePerM2));
	return { table: 'municipios', period, records, changes, kept };
}
