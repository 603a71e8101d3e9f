import { formatDate } from '~/lib/format/index.ts';
import { processSteps } from '~/lib/marketing/process.ts';
import { kindInfo, type DocumentStatus, type VaultKind, vaultKinds } from '~/lib/vault/kinds.ts';
import { stepLinks, stepNeeds, type ProgressInput, type StepState } from './progress.ts';

/**
 * «Mi solicitud» from the facts (issue 45): each step's state derives from what the portal has
 * (a saved simulation, the study requested, the documents received and reviewed per kind, the
 * advisor's decisions), shows its evidence and what is missing, and says who moves it. The
 * advisor's marks in application_progress win, with their date.
 */

/** Who moves a step forward. */
export type StepMover = 'persona' | 'asesor';

/** Which steps the person moves (1 simulate, 2 ask for the study, 3 upload); the advisor, the rest. */
export const stepMovers: readonly StepMover[] = [
	'persona',
	'persona',
	'persona',
	'asesor',
	'asesor',
	'asesor',
];

/** What the tracker reads: the advisor's row plus the facts of the other domains. */
export interface TrackerFacts {
	/** The advisor's row (null before «Solicitar estudio»), with the date of its last change. */
	progress: (ProgressInput & { updated_at: string }) | null;
	/** Saved simulations of the person. */
	simulations: number;
	/** The person's vault documents (kind and state). */
	documents: readonly { kind: VaultKind; status: DocumentStatus }[];
}

/** One step of the tracker. */
export interface TrackedStep {
	number: number;
	title: string;
	subtitle: string;
	needs: string;
	link: { href: string; label: string } | null;
	state: StepState;
	mover: StepMover;
	/** What the portal has seen for this step («Documentos: 6 de 7 recibidos, 1 revisado»). */
	evidence: string | null;
	/** What is still missing, one line each. */
	missing: string[];
	/** The advisor's mark that decided the state, with its date, or null. */
	override: string | null;
}

/** The documents of step 3: received and reviewed files counted against the expected ones. */
export function documentEvidence(documents: TrackerFacts['documents']): {
	expected: number;
	received: number;
	reviewed: number;
	missing: string[];
} {
	let expected = 0;
	let received = 0;
	let reviewed = 0;
	const missing: string[] = [];
	for (const kind of vaultKinds) {
		const info = kindInfo[kind];
		if (info.step !== 3 || info.expected === 0) continue;
		const files = documents.filter((d) => d.kind === kind);
		const good = files.filter((d) => d.status === 'recibido' || d.status === 'revisado');
		const rejected = files.filter((d) => d.status === 'rechazado').length;
		const have = Math.min(info.expected, good.length);
		expected += info.expected;
		received += have;
		reviewed += Math.min(have, good.filter((d) => d.status === 'revisado').length);
		const lacking = info.expected - have;
		if (lacking > 0) {
			const count =
				info.expected > 1
					? ` (${lacking === 1 ? 'falta' : 'faltan'} ${lacking} de ${info.expected})`
					: '';
			const why = rejected > 0 ? ': rechazado, súbelo de nuevo' : '';
			missing.push(`${info.label}${count}${why}`);
		}
	}
	return { expected, received, reviewed, missing };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The buyer's own facts for a step: done or not, evidence and what is missing. */
function fromFacts(number: number, facts: TrackerFacts) {
	switch (number) {
		case 1:
			return {
				done: facts.simulations > 0,
				evidence:
					facts.simulations > 0
						? `${plural(facts.simulations, 'simulación guardada', 'simulaciones guardadas')} en tu panel.`
						: null,
				missing: facts.simulations > 0 ? [] : ['Una simulación guardada en tu panel'],
			};
		case 2:
			return {
				done: facts.progress !== null,
				evidence: facts.progress ? 'Has pedido el estudio de tu caso.' : null,
				missing: facts.progress ? [] : ['Pulsar «Solicitar estudio»'],
			};
		case 3: {
			const docs = documentEvidence(facts.documents);
			return {
				done: docs.missing.length === 0,
				evidence: `Documentos: ${docs.received} de ${docs.expected} recibidos, ${plural(docs.reviewed, 'revisado', 'revisados')}.`,
				missing: docs.missing,
			};
		}
		default:
			return { done: false, evidence: null, missing: [] };
	}
}

/**
 * The 6 steps with their state. The advisor's row wins: a step it marks done (or one the
 * application is past, or every step of a signed application) is done «por tu asesor» with the
 * row's date. Otherwise the person's facts decide steps 1 to 3; 4 to 6 wait for the advisor.
 * The current step is the first one not done (none of a cancelled application).
 */
export function trackSteps(facts: TrackerFacts): TrackedStep[] {
	const row = facts.progress;
	const markedOn = row ? `Marcado por tu asesor el ${formatDate(new Date(row.updated_at))}.` : null;
	const cancelled = row?.status === 'cancelada';
	let currentFound = cancelled;
	return processSteps.map((step, i) => {
		const number = i + 1;
		const mover = stepMovers[i] ?? 'asesor';
		const advisorDone =
			row !== null &&
			(row.status === 'firmada' ||
				number < row.current_step ||
				row.completed_steps.includes(number));
		const own = fromFacts(number, facts);
		const done = advisorDone || own.done;
		let state: StepState = done ? 'hecho' : 'pendiente';
		if (!done && !currentFound) {
			state = 'actual';
			currentFound = true;
		}
		return {
			number,
			title: step.title,
			subtitle: step.subtitle,
			needs: stepNeeds[i] ?? '',
			link: stepLinks[i] ?? null,
			state,
			mover,
			evidence: own.evidence,
			missing: done ? [] : own.missing,
			override: advisorDone ? markedOn : null,
		};
	});
}

/** Who moves a step, as the tracker says it. */
export const moverLabels: Record<StepMover, string> = {
	persona: 'Lo avanzas tú',
	asesor: 'Lo avanza tu asesor',
};

/** What the person can do now: the current step's action, or that the advisor has the turn. */
export function nextForPerson(steps: readonly TrackedStep[]): string {
	const current = steps.find((s) => s.state === 'actual');
	if (!current) return 'No tienes nada pendiente: tu asesor te avisará de cada novedad.';
	if (current.mover === 'asesor') {
		return `Ahora le toca a tu asesor (paso ${current.number}: ${current.title}). Te avisaremos en cuanto avance.`;
	}
	return `Ahora puedes avanzar tú el paso ${current.number}: ${current.needs}`;
}
