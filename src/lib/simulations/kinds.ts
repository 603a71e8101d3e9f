/** Calculators a saved simulation comes from: the `kind` check of saved_simulations, verbatim. */
export const savedSimulationKinds = [
	'cuota',
	'capacidad',
	'gastos',
	'subrogacion',
	'reunificacion',
	'completa',
	'comparacion',
] as const;
export type SavedSimulationKind = (typeof savedSimulationKinds)[number];

/** Whether a stored kind is one of the check's (rows are typed as plain text). */
export const isSavedSimulationKind = (kind: string): kind is SavedSimulationKind =>
	(savedSimulationKinds as readonly string[]).includes(kind);
