/** Spanish texts of the property valuation (/valoracion-inmueble). */
export const valuationMessages = {
	province: 'Elige la provincia de la vivienda.',
	propertyType: 'Elige el tipo de vivienda.',
	area: 'Escribe la superficie construida, entre 10 y 10.000 m².',
	rooms: 'Escribe el número de habitaciones, entre 0 y 50.',
	condition: 'Elige el estado de la vivienda.',
	floor: 'Escribe la planta con un número entre 0 (bajo) y 60.',
	year: 'Escribe el año de construcción, entre 1800 y el año actual.',
	noPrice: 'No tenemos precio de referencia para esa provincia.',
	municipality: 'El municipio debe tener entre 2 y 100 caracteres.',
	municipalityElsewhere: (name: string, province: string) =>
		`${name} está en la provincia de ${province}: cambia la provincia o el municipio.`,
	municipalityUnknown: (name: string, province: string) =>
		`El Ministerio no publica valor tasado para «${name}» (solo para municipios de más de 25.000 habitantes con tasaciones suficientes): usamos el de la provincia de ${province}, con una horquilla más ancha.`,
	saved: 'Valoración guardada en tu panel.',
	alreadySaved: 'Ya tenías guardada esta valoración con los mismos datos: no la hemos duplicado.',
	saveFailed: 'No se pudo guardar la valoración. Inténtalo de nuevo.',
} as const;

/** Spanish name of each property type the estimate covers. */
export const typeLabels = {
	piso: 'Piso',
	atico: 'Ático',
	duplex: 'Dúplex',
	estudio: 'Estudio',
	casa: 'Casa',
	chalet: 'Chalet',
} as const;

/** Spanish name of each condition. */
export const conditionLabels = {
	nuevo: 'Obra nueva o reformada',
	buen_estado: 'Buen estado',
	a_reformar: 'A reformar',
} as const;
