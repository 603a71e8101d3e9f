import { processSteps } from '~/lib/marketing/process.ts';
import type { ApplicationStatus } from '~/lib/application/states.ts';
import { toolHref } from '~/lib/tools/catalog.ts';

/**
 * The client's mortgage application as the panel shows it: the 6 steps of the online process of
 * the home page (titles from content/data/process.json), what each step needs from the person,
 * and where their application stands (table application_progress, kept by the advisors).
 */

/** What the person does or brings at each step, in the order of the process. */
export const stepNeeds: readonly string[] = [
	'Haz una simulación con tu precio, ahorro y plazo, y guárdala en tu panel.',
	'Cuéntanos tus ingresos, deudas y ahorro para estudiar tu viabilidad.',
	'Sube DNI o NIE, tres últimas nóminas o declaraciones de IRPF, vida laboral y extractos bancarios.',
	'Nada por tu parte: presentamos tu expediente a las entidades y te avisamos de cada respuesta.',
	'Revisa las ofertas y la FEIN que te enviamos, y dinos cuál eliges.',
	'Acude a la notaría con tu DNI o NIE el día de la firma; antes, al acta de transparencia.',
];

/**
 * Where each step's «what we need from you» is done, or null when the step asks nothing of the
 * person (the documents section of the panel is `#documentos`).
 */
export const stepLinks: readonly ({ href: string; label: string } | null)[] = [
	{ href: toolHref('simulador-completo'), label: 'Abrir el simulador' },
	{ href: toolHref('viabilidad'), label: 'Calcular tu viabilidad' },
	{ href: '/dashboard#documentos', label: 'Subir tus documentos' },
	null,
	{ href: toolHref('analisis-documentos'), label: 'Comparar tus ofertas' },
	null,
];

/** States of the application_progress check, as people read them (every state of the check). */
const statusLabels = {
	en_curso: 'En curso',
	aprobada: 'Aprobada',
	firmada: 'Firmada',
	cancelada: 'Cancelada',
} as const satisfies Record<ApplicationStatus, string>;

/** The same, indexable by a stored status (rows type it as plain text). */
export const applicationStatuses: Readonly<Record<string, string>> = statusLabels;

/** Where one step stands. */
export type StepState = 'hecho' | 'actual' | 'pendiente';

/** Labels of the step states. */
export const stepStateLabels: Record<StepState, string> = {
	hecho: 'Completado',
	actual: 'En curso',
	pendiente: 'Pendiente',
};

/** One step of the panel's progress list. */
export interface ProgressStep {
	number: number;
	title: string;
	subtitle: string;
	needs: string;
	/** Where to do what the step asks, if it asks something. */
	link: { href: string; label: string } | null;
	state: StepState;
}

/** What the panel reads of the progress row. */
export interface ProgressInput {
	current_step: number;
	completed_steps: readonly number[];
	status: string;
}

/**
 * The 6 steps with their state. Without a row, the person is at step 1. A step is done when the
 * advisors marked it or the application is past it; when the application is signed, all are.
 */
export function progressSteps(progress: ProgressInput | null): ProgressStep[] {
	const current = progress ? Math.min(6, Math.max(1, progress.current_step)) : 1;
	const signed = progress?.status === 'firmada';
	return processSteps.map((step, i) => {
		const number = i + 1;
		const done =
			signed || number < current || (progress?.completed_steps.includes(number) ?? false);
		return {
			number,
			title: step.title,
			subtitle: step.subtitle,
			needs: stepNeeds[i] ?? '',
			link: stepLinks[i] ?? null,
			state: done ? 'hecho' : number === current ? 'actual' : 'pendiente',
		};
	});
}
