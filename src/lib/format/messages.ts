/** Spanish messages shown when a typed number cannot be read. */
export const parseMessages = {
	empty: 'Escribe un número.',
	invalid:
		'No es un número válido: usa cifras y la coma para los decimales (por ejemplo, 200.000,50).',
	grouping: 'Los puntos de miles no están bien colocados (por ejemplo, 200.000 o 1.250.000).',
	notText: 'Escribe el número como texto.',
} as const;

/** Text shown instead of a number that cannot be displayed (NaN or infinite). */
export const notAvailable = '—';
