/** Spanish texts of the document analysis (the analisis-documentos tool). */
export const documentMessages = {
	wrongType:
		'Este tipo de archivo no se puede analizar. Sube un PDF o una imagen (JPG, PNG o WebP).',
	tooBig: (mb: string, maxMb: string) => `El archivo pesa ${mb} MB y el máximo es ${maxMb} MB.`,
	empty: 'El archivo está vacío.',
	needsPassword:
		'El PDF está protegido con contraseña. Escríbela para abrirlo aquí mismo: los bancos suelen proteger las nóminas con el DNI o NIE del titular (con la letra en mayúscula).',
	wrongPassword:
		'La contraseña no es correcta. Revísala (mayúsculas y minúsculas cuentan) y vuelve a probar.',
	unreadable:
		'No hemos podido leer el archivo: puede estar dañado. Prueba con otra copia o con una foto nítida.',
	noText:
		'No hemos encontrado texto en el documento. Prueba con una foto más nítida, recta y bien iluminada.',
	ocrFailed:
		'No se pudo reconocer el texto de la imagen en este navegador. Prueba con un PDF con texto.',
	offerMismatch: (stated: string, computed: string) =>
		`La TAE que indica el banco (${stated}) no coincide con la que sale de sus propias cifras (${computed}). Pregunta qué costes incluye: seguros vinculados, comisiones o gastos que no aparecen en la oferta.`,
	offerMatches: (computed: string) =>
		`La TAE que indica el banco coincide con la que sale de sus cifras (${computed}).`,
	offerUnchecked: (reasons: readonly string[]) =>
		`No he podido comprobar la TAE: ${reasons.join('; ')}. Revisa esos datos en la oferta y corrígelos aquí para comprobarla.`,
	variableTae:
		'en un préstamo variable o mixto la TAE se calcula con el Euríbor del día de la oferta, que aquí no se usa',
	notFound: (label: string) => `no he encontrado «${label}» en el documento`,
	doubtful: (label: string, note: string) =>
		`«${label}» es dudoso${note ? ` (${note.replace(/[.:]\s*$/, '')})` : ''}`,
	linkedCost: 'la oferta nombra productos vinculados sin decir cuánto cuestan todos',
} as const;
