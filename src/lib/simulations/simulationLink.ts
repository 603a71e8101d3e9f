import { toolHref, type ToolId } from '~/lib/tools/catalog.ts';
import { isSavedSimulationKind, type SavedSimulationKind } from '~/lib/simulations/kinds.ts';

/** The calculator each kind of saved simulation comes from (every kind of the `kind` check). */
export const simulationTools = {
	completa: { tool: 'simulador-completo', label: 'Simulador de hipoteca' },
	cuota: { tool: 'simulador-completo', label: 'Cuota de hipoteca' },
	capacidad: { tool: 'precio-maximo', label: 'Capacidad de compra' },
	gastos: { tool: 'gastos-compraventa', label: 'Gastos de compraventa' },
	subrogacion: { tool: 'subrogacion', label: 'Subrogación' },
	reunificacion: { tool: 'reunificacion-deudas', label: 'Reunificación de deudas' },
	comparacion: { tool: 'analisis-documentos', label: 'Comparación de ofertas' },
} as const satisfies Record<SavedSimulationKind, { tool: ToolId; label: string }>;

/**
 * What the button that reopens a saved row says: a comparison of offers opens in the offer
 * comparator, not «in the calculator» (issue 45).
 */
export function simulationOpenLabel(kind: string): string {
	return kind === 'comparacion' ? 'Abrir en el comparador de ofertas' : 'Abrir en la calculadora';
}

/** The calculator of a saved simulation's kind (the full simulator for unknown kinds). */
export function simulationTool(kind: string): { tool: ToolId; label: string } {
	return isSavedSimulationKind(kind)
		? simulationTools[kind]
		: { tool: 'simulador-completo', label: 'Simulación' };
}

/**
 * The link that reopens a saved simulation in its calculator: the tool's section of
 * /herramientas with the query string (the calculators' URL state) saved in `input.url`. Only
 * the query string of the saved URL is kept, so a stored value can never lead off the site.
 */
export function simulationHref(kind: string, input: unknown): string {
	const href = toolHref(simulationTool(kind).tool);
	const saved =
		input !== null && typeof input === 'object' && 'url' in input ? input.url : undefined;
	if (typeof saved !== 'string') return href;
	let search: string;
	try {
		search = new URL(saved, 'https://same-site.invalid').search;
	} catch {
		return href;
	}
	const [path, hash] = href.split('#');
	return `${path}${search}#${hash}`;
}

/** Limits of a simulation's name (the saved_simulations check). */
export const simulationNameLimits = { min: 1, max: 100 } as const;

/** The trimmed new name of a saved row, or a Spanish message saying what to fix. */
export function checkSavedName(
	value: string,
	what: 'la simulación' | 'la valoración',
): { ok: true; name: string } | { ok: false; message: string } {
	const name = value.trim();
	if (name.length < simulationNameLimits.min)
		return { ok: false, message: `Escribe un nombre para ${what}` };
	if (name.length > simulationNameLimits.max)
		return { ok: false, message: 'El nombre no puede exceder 100 caracteres' };
	return { ok: true, name };
}

/** The trimmed new name of a saved simulation, or what to fix. */
export const checkSimulationName = (value: string) => checkSavedName(value, 'la simulación');
