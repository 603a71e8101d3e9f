import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** The classes of a button that deletes or takes something away. */
export const dangerButtonClass = 'btn border border-danger bg-bg text-danger hover:bg-danger-bg';

/** Props of a confirmation dialog. */
export interface ConfirmDialogProps {
	open: boolean;
	title: string;
	/** What will happen, under the title. */
	description?: ReactNode;
	/** The confirming button's text (say what it does: «Eliminar mi cuenta», not «Aceptar»). */
	confirmLabel: string;
	cancelLabel?: string;
	/** A destructive action: the confirming button looks like one. */
	danger?: boolean;
	/** While the action runs: buttons disabled, the confirming one says `busyLabel`. */
	busy?: boolean;
	busyLabel?: string;
	/** Fields the action needs (a password…), inside the dialog's form. */
	children?: ReactNode;
	onConfirm: () => void;
	onCancel: () => void;
}

/**
 * A confirmation on a native modal <dialog>: showModal() makes the page behind inert (the
 * focus stays inside), Escape cancels, and on closing the focus returns to what had it before
 * (the button that opened it). The confirming button submits the dialog's form, so Enter in a
 * field confirms too.
 */
export function ConfirmDialog({
	open,
	title,
	description,
	confirmLabel,
	cancelLabel = 'Cancelar',
	danger = false,
	busy = false,
	busyLabel,
	children,
	onConfirm,
	onCancel,
}: ConfirmDialogProps) {
	const ref = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLElement | null>(null);
	const titleId = useId();
	const descriptionId = useId();
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			opener.current =
				document.activeElement instanceof HTMLElement ? document.activeElement : null;
			dialog.showModal();
		}
		if (!open && dialog.open) {
			dialog.close();
			if (opener.current?.isConnected) opener.current.focus();
			opener.current = null;
		}
	}, [open]);
	return (
		<dialog
			ref={ref}
			aria-labelledby={titleId}
			aria-describedby={description ? descriptionId : undefined}
			onCancel={(event) => {
				event.preventDefault();
				if (!busy) onCancel();
			}}
			className="fixed top-1/2 left-1/2 m-0 w-[min(32rem,calc(100vw-1.5rem))] max-w-none -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-bg p-5 text-fg shadow-2xl backdrop:bg-black/50"
		>
			{open && (
				<form
					noValidate
					onSubmit={(event) => {
						event.preventDefault();
						if (!busy) onConfirm();
					}}
					className="space-y-4"
				>
					<h2 id={titleId} className="text-lg font-semibold">
						{title}
					</h2>
					{description && (
						<div id={descriptionId} className="space-y-2 text-sm text-muted">
							{description}
						</div>
					)}
					{children}
					<div className="flex flex-wrap justify-end gap-2">
						<button type="button" className="btn btn-outline" disabled={busy} onClick={onCancel}>
							{cancelLabel}
						</button>
						<button
							type="submit"
							className={danger ? dangerButtonClass : 'btn btn-primary'}
							disabled={busy}
						>
							{busy && busyLabel ? busyLabel : confirmLabel}
						</button>
					</div>
				</form>
			)}
		</dialog>
	);
}

/** What `useConfirm().confirm` asks. */
export type ConfirmRequest = Pick<
	ConfirmDialogProps,
	'title' | 'description' | 'confirmLabel' | 'danger'
>;

/**
 * A yes/no question in a ConfirmDialog, awaited like window.confirm: render `dialog` once and
 * `await confirm({...})` resolves true when the person confirms, false when they cancel.
 */
export function useConfirm(): {
	dialog: ReactNode;
	confirm: (request: ConfirmRequest) => Promise<boolean>;
} {
	const [request, setRequest] = useState<ConfirmRequest | null>(null);
	const answer = useRef<((yes: boolean) => void) | null>(null);
	const confirm = useCallback(
		(next: ConfirmRequest) =>
			new Promise<boolean>((resolve) => {
				answer.current?.(false);
				answer.current = resolve;
				setRequest(next);
			}),
		[],
	);
	const settle = (yes: boolean) => {
		answer.current?.(yes);
		answer.current = null;
		setRequest(null);
	};
	const dialog = (
		<ConfirmDialog
			open={request !== null}
			title={request?.title ?? ''}
			description={request?.description}
			confirmLabel={request?.confirmLabel ?? ''}
			danger={request?.danger ?? false}
			onConfirm={() => settle(true)}
			onCancel={() => settle(false)}
		/>
	);
	return { dialog, confirm };
}
