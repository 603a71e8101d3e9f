import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import {
	describeAnswers,
	buildPlan,
	planAssumptionsNote,
	type FinancialPlan,
} from '~/lib/ai/financialPlan.ts';
import { readStep, steps, type PlanAnswers, type Step } from '~/lib/ai/financialSteps.ts';
import { signInUrl } from '~/lib/session/gate.ts';
import { toolHref } from '~/lib/tools/catalog.ts';
import { $session } from '~/stores/session.ts';
import { saveSimulation } from '~/stores/simulations.ts';
import { toast } from '~/stores/toasts.ts';

const texts = {
	log: 'Tus respuestas',
	next: 'Siguiente',
	back: 'Cambiar la respuesta anterior',
	restart: 'Empezar de nuevo',
	planTitle: 'Tu plan personal',
	print: 'Imprimir el plan',
	save: 'Guardar en mi panel',
	signIn: 'Inicia sesión para guardar el plan en tu panel',
	saved: 'Plan guardado',
	savedText: 'Lo tienes en tu panel.',
	saveFailed: 'No se pudo guardar',
	saveFailedText: 'Inténtalo de nuevo en unos segundos.',
	note: planAssumptionsNote,
	stepOf: (n: number, total: number) => `Pregunta ${n} de ${total}`,
} as const;

/** Where this tool lives, for the sign-in return path. */
const toolPath = toolHref('asistente-financiero');

type Shown = { step: Step; shown: string };

/** The current question: a typed amount or number, a list (province) or buttons (choices). */
function StepInput({
	step,
	onAnswer,
}: {
	step: Step;
	onAnswer: (raw: string) => string | undefined;
}) {
	const id = useId();
	const [raw, setRaw] = useState(
		step.kind === 'choice' && step.options.length > 8 ? (step.options[0]?.value ?? '') : '',
	);
	const [error, setError] = useState('');
	const input = useRef<HTMLInputElement>(null);
	const select = useRef<HTMLSelectElement>(null);
	const firstOption = useRef<HTMLButtonElement>(null);
	useEffect(() => (input.current ?? select.current ?? firstOption.current)?.focus(), []);
	const submit = (value: string) => setError(onAnswer(value) ?? '');
	const onSubmit = (e: { preventDefault(): void }) => {
		e.preventDefault();
		submit(raw);
	};
	if (step.kind === 'choice' && step.options.length <= 8)
		return (
			<div role="group" aria-labelledby={`${id}-q`}>
				<p id={`${id}-q`} className="font-medium">
					{step.question}
				</p>
				<div className="mt-2 flex flex-wrap gap-2">
					{step.options.map((o, i) => (
						<button
							key={o.value}
							ref={i === 0 ? firstOption : undefined}
							type="button"
							className="btn btn-outline"
							onClick={() => submit(o.value)}
						>
							{o.label}
						</button>
					))}
				</div>
			</div>
		);
	return (
		<form onSubmit={onSubmit} noValidate className="space-y-2">
			<label htmlFor={id} className="block font-medium">
				{step.question}
			</label>
			{step.kind === 'choice' ? (
				<select
					id={id}
					ref={select}
					value={raw}
					onChange={(e) => setRaw(e.target.value)}
					className="w-full max-w-sm rounded-lg border border-line bg-bg p-2"
				>
					{step.options.map((o) => (
						<option key={o.value} value={o.value}>
							{o.label}
						</option>
					))}
				</select>
			) : (
				<div className="flex max-w-sm items-stretch">
					<input
						id={id}
						ref={input}
						type="text"
						inputMode="decimal"
						autoComplete="off"
						value={raw}
						onChange={(e) => setRaw(e.target.value)}
						aria-invalid={error ? true : undefined}
						aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
						className="w-full rounded-l-lg border border-line bg-bg p-2"
					/>
					<span className="rounded-r-lg border border-l-0 border-line bg-surface px-3 py-2 text-sm">
						{step.kind === 'euros' ? '€' : 'años'}
					</span>
				</div>
			)}
			{step.kind !== 'choice' && (
				<p id={`${id}-ayuda`} className="text-xs text-muted">
					{step.hint}
				</p>
			)}
			{/* A live region that stays mounted, so the error is announced when it appears. */}
			<div aria-live="polite" aria-atomic="true">
				{error && (
					<p id={`${id}-error`} className="text-sm font-medium text-danger">
						{error}
					</p>
				)}
			</div>
			<button type="submit" className="btn btn-primary">
				{texts.next}
			</button>
		</form>
	);
}

/** The plan: its sections with links, and print, save or sign-in. */
function PlanView({ plan, onRestart }: { plan: FinancialPlan; onRestart: () => void }) {
	const session = useStore($session);
	const heading = useRef<HTMLHeadingElement>(null);
	const [saving, setSaving] = useState(false);
	useEffect(() => heading.current?.focus(), []);
	const print = () => {
		document.documentElement.classList.add('print-plan');
		window.addEventListener(
			'afterprint',
			() => document.documentElement.classList.remove('print-plan'),
			{ once: true },
		);
		window.print();
	};
	const save = async () => {
		setSaving(true);
		try {
			await saveSimulation({
				kind: 'capacidad',
				name: `Plan: ${describeAnswers(plan.answers)}`,
				input: { answers: plan.answers },
				result: plan,
				url: window.location.href,
			});
			toast({ title: texts.saved, description: texts.savedText });
		} catch {
			toast({ title: texts.saveFailed, description: texts.saveFailedText, variant: 'destructive' });
		} finally {
			setSaving(false);
		}
	};
	return (
		<article
			id="plan-financiero"
			aria-labelledby="plan-financiero-titulo"
			className="mt-6 rounded-lg border border-line p-5"
		>
			<h3 id="plan-financiero-titulo" ref={heading} tabIndex={-1} className="text-xl font-bold">
				{texts.planTitle}
			</h3>
			<p className="mt-1 text-sm text-muted">{describeAnswers(plan.answers)}</p>
			{plan.sections.map((s) => (
				<section key={s.title} className="mt-5">
					<h4 className="font-semibold">{s.title}</h4>
					{s.paragraphs.map((p) => (
						<p key={p} className="mt-2">
							{p}
						</p>
					))}
					{s.links.length > 0 && (
						<ul className="mt-2 list-disc pl-5 text-sm">
							{s.links.map((l) => (
								<li key={l.href}>
									<a
										className="inline-flex min-h-6 items-center text-primary underline"
										href={l.href}
									>
										{l.title}
									</a>
								</li>
							))}
						</ul>
					)}
				</section>
			))}
			<p className="mt-5 text-xs text-muted">{texts.note}</p>
			<div className="mt-5 flex flex-wrap gap-2" data-no-print>
				<button type="button" className="btn btn-outline" onClick={print}>
					{texts.print}
				</button>
				{session.status === 'signed-in' ? (
					<button
						type="button"
						className="btn btn-primary"
						disabled={saving}
						onClick={() => void save()}
					>
						{texts.save}
					</button>
				) : (
					<a className="btn btn-primary" href={signInUrl(toolPath)}>
						{texts.signIn}
					</a>
				)}
				<button type="button" className="btn btn-outline" onClick={onRestart}>
					{texts.restart}
				</button>
			</div>
		</article>
	);
}

/** The financial assistant: seven questions, then a personal plan. */
function FinancialAssistant() {
	const [answers, setAnswers] = useState<Partial<PlanAnswers>>({});
	const [history, setHistory] = useState<Shown[]>([]);
	const index = history.length;
	const step = steps[index];
	const plan = useMemo(
		() => (step ? undefined : buildPlan(answers as PlanAnswers)),
		[step, answers],
	);

	const answer = (raw: string): string | undefined => {
		if (!step) return undefined;
		const result = readStep(step, raw);
		if (!result.ok) return result.message;
		setAnswers((a) => ({ ...a, [step.id]: result.value }));
		setHistory((h) => [...h, { step, shown: result.shown }]);
		return undefined;
	};
	const back = () => setHistory((h) => h.slice(0, -1));
	const restart = () => {
		setAnswers({});
		setHistory([]);
	};

	return (
		<div>
			{history.length > 0 && (
				<ol
					aria-label={texts.log}
					className="space-y-2 rounded-lg border border-line bg-surface p-4"
				>
					{history.map(({ step: s, shown }) => (
						<li key={s.id}>
							<span className="text-sm text-muted">{s.question}</span> <strong>{shown}</strong>
						</li>
					))}
				</ol>
			)}
			{step ? (
				<div className="mt-4 space-y-3">
					<p className="text-sm text-muted">{texts.stepOf(index + 1, steps.length)}</p>
					<StepInput key={step.id} step={step} onAnswer={answer} />
					{index > 0 && (
						<button type="button" className="btn btn-outline" onClick={back}>
							{texts.back}
						</button>
					)}
				</div>
			) : (
				plan && <PlanView plan={plan} onRestart={restart} />
			)}
		</div>
	);
}

export default withErrorBoundary(FinancialAssistant, 'FinancialAssistant');
