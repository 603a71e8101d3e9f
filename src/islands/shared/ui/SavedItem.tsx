import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { useEscape } from './useEscape.ts';

/** What a saved row (simulation, valuation) needs to be reopened, renamed and deleted. */
export interface SavedItemProps {
	id: string;
	title: string;
	/** The lines under the title (kind, date, figures). */
	details: ReactNode;
	openHref: string;
	openLabel: string;
	/** «la simulación», «la valoración»: for the Spanish texts. */
	noun: string;
	testId: string;
	checkName: (value: string) => { ok: true; name: string } | { ok: false; message: string };
	rename: (name: string) => Promise<void>;
	remove: () => Promise<void>;
	/** Says an outcome in the section's live region. */
	announce: (text: string) => void;
	/** Called after the row was deleted (the section moves focus to its list). */
	onDeleted: () => void;
}

type Mode = 'view' | 'rename' | 'delete';

/** Where focus goes next: a mode's own target, or back to the button that opened a step. */
type FocusTarget = Mode | 'renameButton' | 'deleteButton';

/**
 * One saved row of Mi Panel with «Abrir», «Renombrar» and «Eliminar». Focus follows each step:
 * the name field when renaming, the question when confirming, the row's title after a rename or
 * a cancel, and the section's list (through onDeleted) after a delete; each outcome is announced
 * and a failure is said in Spanish next to the action, keeping what was typed.
 */
export function SavedItem(props: SavedItemProps) {
	const { id, title, noun } = props;
	const [mode, setMode] = useState<Mode>('view');
	const [name, setName] = useState(title);
	const [error, setError] = useState<string>();
	const [failure, setFailure] = useState<string>();
	const [busy, setBusy] = useState(false);
	const titleRef = useRef<HTMLHeadingElement>(null);
	const questionRef = useRef<HTMLParagraphElement>(null);
	const focusNext = useRef<FocusTarget | null>(null);
	const renameButton = useRef<HTMLButtonElement>(null);
	const deleteButton = useRef<HTMLButtonElement>(null);
	const fieldId = `${props.testId}-${id}-nombre`;

	useEffect(() => {
		const next = focusNext.current;
		focusNext.current = null;
		if (next === 'rename') document.getElementById(fieldId)?.focus();
		else if (next === 'delete') questionRef.current?.focus();
		else if (next === 'view') titleRef.current?.focus();
		else if (next === 'renameButton') renameButton.current?.focus();
		else if (next === 'deleteButton') deleteButton.current?.focus();
	}, [mode, fieldId]);

	const go = (next: Mode, focus: FocusTarget = next) => {
		focusNext.current = focus;
		setFailure(undefined);
		setMode(next);
	};

	/** Cancel (button or Escape): back to viewing, focus on the button that opened the step. */
	const cancel = () => {
		const opener = mode === 'rename' ? 'renameButton' : 'deleteButton';
		setName(title);
		setError(undefined);
		go('view', opener);
	};
	const renameForm = useEscape<HTMLFormElement>(mode === 'rename', cancel);
	const confirmGroup = useEscape<HTMLDivElement>(mode === 'delete', cancel);

	const rename = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = props.checkName(name);
		if (!checked.ok) {
			setError(checked.message);
			document.getElementById(fieldId)?.focus();
			return;
		}
		setError(undefined);
		setBusy(true);
		try {
			await props.rename(checked.name);
			go('view');
			props.announce(`Nombre cambiado a «${checked.name}».`);
		} catch (e) {
			setFailure(errorMessage(e));
		} finally {
			setBusy(false);
		}
	};

	const remove = async () => {
		setBusy(true);
		try {
			await props.remove();
			props.announce(`Eliminada: «${title}».`);
			props.onDeleted();
		} catch (e) {
			setBusy(false);
			setFailure(errorMessage(e));
		}
	};

	return (
		<li className="py-4" data-testid={props.testId}>
			<h3 ref={titleRef} tabIndex={-1} className="font-semibold break-words">
				{title}
			</h3>
			<div className="text-sm text-muted">{props.details}</div>
			{mode === 'rename' && (
				<form
					noValidate
					onSubmit={(e) => void rename(e)}
					ref={renameForm}
					className="mt-3 flex flex-wrap items-end gap-2"
				>
					<div className="min-w-0 flex-1">
						<TextField
							id={fieldId}
							label="Nuevo nombre"
							value={name}
							onChange={setName}
							error={error}
							maxLength={150}
						/>
					</div>
					<button type="submit" className="btn btn-primary" disabled={busy}>
						Guardar nombre
					</button>
					<button type="button" className="btn btn-outline" onClick={cancel}>
						Cancelar
					</button>
				</form>
			)}
			{mode === 'delete' && (
				<div
					role="group"
					aria-label="Confirmar eliminación"
					ref={confirmGroup}
					className="mt-3 flex flex-wrap items-center gap-2"
				>
					<p ref={questionRef} tabIndex={-1} className="text-sm">
						¿Eliminar {noun} «{title}»? No se puede deshacer.
					</p>
					<button
						type="button"
						className="btn btn-primary"
						disabled={busy}
						onClick={() => void remove()}
					>
						Sí, eliminar
					</button>
					<button type="button" className="btn btn-outline" onClick={cancel}>
						No, conservar
					</button>
				</div>
			)}
			{failure && (
				<p role="alert" className="mt-2 text-sm font-medium text-danger">
					{failure}
				</p>
			)}
			{mode === 'view' && (
				<div className="mt-3 flex flex-wrap gap-2">
					<a className="btn btn-primary" href={props.openHref}>
						{props.openLabel}
						<span className="sr-only">: {title}</span>
					</a>
					<button
						type="button"
						ref={renameButton}
						className="btn btn-outline"
						onClick={() => go('rename')}
					>
						Renombrar<span className="sr-only"> {title}</span>
					</button>
					<button
						type="button"
						ref={deleteButton}
						className="btn btn-outline"
						onClick={() => go('delete')}
					>
						Eliminar<span className="sr-only"> {title}</span>
					</button>
				</div>
			)}
		</li>
	);
}
