/** Property types of the valuations check, as people read them. */
export const valuationPropertyTypes: Record<string, string> = {
	piso: 'Piso',
	casa: 'Casa',
	chalet: 'Chalet',
	atico: 'Ático',
	duplex: 'Dúplex',
	estudio: 'Estudio',
	local: 'Local',
	otro: 'Otro',
};

/** Where a saved valuation is: «Getafe, Madrid» (province names come from provinces.json). */
export function valuationPlace(
	row: { province: string; municipality: string | null },
	provinceNames: Readonly<Record<string, string>>,
): string {
	const province = provinceNames[row.province] ?? row.province;
	return row.municipality ? `${row.municipality}, ${province}` : province;
}
