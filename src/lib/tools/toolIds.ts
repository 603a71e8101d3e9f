/**
 * Anchors of /herramientas, in page order: the keys of tools.json. A JSON import types ids as
 * plain strings, so the list is spelled here once and toolSchema.ts makes tools.json match it
 * exactly (same ids, same order), which is what lets `ToolId` be a union of literals.
 */
export const toolIds = [
	'simulador-completo',
	'viabilidad',
	'precio-maximo',
	'gastos-compraventa',
	'subrogacion',
	'reunificacion-deudas',
	'amortizacion-anticipada',
	'fija-vs-variable',
	'alquilar-vs-comprar',
	'asistente-voz',
	'asistente-financiero',
	'asistente-ia',
	'analisis-documentos',
] as const;

/** The anchor of one tool of /herramientas. */
export type ToolId = (typeof toolIds)[number];
