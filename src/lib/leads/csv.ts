import { dateFormatter } from '~/lib/format/index.ts';
import { toCsv, type CsvCell } from '~/lib/tools/csv.ts';
import { leadSources, leadStatuses } from './states.ts';

/** The leads table as a CSV for Spanish spreadsheets (the admin's «Exportar CSV»). */

/** A lead as the admin table shows and exports it. */
export interface LeadForTable {
	source: string;
	name: string;
	email: string;
	phone: string | null;
	message: string | null;
	status: string;
	created_at: string;
}

/** The columns of the leads CSV. */
export const leadCsvHeader = [
	'Fecha',
	'Origen',
	'Estado',
	'Nombre',
	'Email',
	'Teléfono',
	'Mensaje',
] as const;

const csvDate = dateFormatter({
	timeZone: 'Europe/Madrid',
	dateStyle: 'short',
	timeStyle: 'short',
});

/** One lead as a CSV row (date in Madrid time), in the order of leadCsvHeader. */
export function leadCsvRow(l: LeadForTable): CsvCell[] {
	return [
		csvDate().format(new Date(l.created_at)),
		leadSources[l.source] ?? l.source,
		leadStatuses[l.status] ?? l.status,
		l.name,
		l.email,
		l.phone ?? '',
		l.message ?? '',
	];
}

/** The leads as a CSV for Spanish spreadsheets. */
export function leadsCsv(leads: readonly LeadForTable[]): string {
	return toCsv(leadCsvHeader, leads.map(leadCsvRow));
}
