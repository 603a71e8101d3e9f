import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { formLinkTitleSchema, linkState, linkStateLabels } from '~/lib/clientForm/formLinks.ts';
import { formLinkMessages as m } from '~/lib/clientForm/messages.ts';
import { formLink } from '~/lib/clientForm/token.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { renameFormLink, setFormLinkActive, type ShareFormRow } from '~/stores/clientForm.ts';
import { toast } from '~/stores/toasts.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';

const saveFailed = () =>
	toast({
		title: panelTexts.saveError,
		description: panelTexts.saveErrorHint,
		variant: 'destructive',
	});

/** Changes a link's title in place; focus returns to the title when done. */
function RenameForm({ form, onDone }: { form: ShareFormRow; onDone: () => void }) {
	const [title, setTitle] = useState(form.title);
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);
	const id = `enlace-${form.id}-titulo`;
	useEffect(() => document.getElementById(id)?.focus(), [id]);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const parsed = formLinkTitleSchema.safeParse(title);
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message);
			document.getElementById(id)?.focus();
			return;
		}
		setBusy(true);
		try {
			await renameFormLink(form.id, parsed.data);
			toast({ title: m.renamed, description: parsed.data });
			onDone();
		} catch {
			saveFailed();
		} finally {
			setBusy(false);
		}
	};

	return (
		<form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2">
			<TextField id={id} label="Nuevo título" value={title} onChange={setTitle} error={error} />
			<div className="flex flex-wrap gap-2">
				<button type="submit" className="btn btn-primary" disabled={busy}>
					{busy ? 'Guardando...' : 'Guardar título'}
				</button>
				<button type="button" className="btn btn-outline" onClick={onDone}>
					Cancelar
				</button>
			</div>
		</form>
	);
}

/**
 * One link: its address to copy, its state, rename, and revoke or reactivate. A link just
 * created (`justCreated`) takes the focus on its address, ready to copy.
 */
export function FormLinkItem({
	form,
	count,
	justCreated,
	onFocused,
}: {
	form: ShareFormRow;
	count: number;
	justCreated: boolean;
	/** Called once the new link has the focus. */
	onFocused: () => void;
}) {
	const [busy, setBusy] = useState(false);
	const [renaming, setRenaming] = useState(false);
	const title = useRef<HTMLParagraphElement>(null);
	const state = linkState(form);
	const url = formLink(window.location.origin, form.token);
	const inputId = `enlace-${form.id}`;

	useEffect(() => {
		if (!justCreated) return;
		document.getElementById(inputId)?.focus();
		onFocused();
	}, [justCreated, inputId, onFocused]);

	const copy = async () => {
		try {
			await navigator.clipboard.writeText(url);
			toast({ title: m.copied, description: url });
		} catch {
			const input = document.getElementById(inputId);
			if (input instanceof HTMLInputElement) input.select();
			toast({ title: m.copied, description: m.copyFailed, variant: 'destructive' });
		}
	};

	const toggle = async () => {
		setBusy(true);
		try {
			await setFormLinkActive(form.id, !form.is_active);
			toast({ title: form.is_active ? m.revoked : m.reactivated, description: form.title });
		} catch {
			saveFailed();
		} finally {
			setBusy(false);
		}
	};

	const stopRenaming = () => {
		setRenaming(false);
		requestAnimationFrame(() => title.current?.focus());
	};

	return (
		<li className="grid gap-2 py-4" data-testid="formulario">
			<p ref={title} tabIndex={-1} className="font-semibold">
				{form.title}
			</p>
			<p className="text-sm">
				{linkStateLabels[state]} · {count === 1 ? '1 cliente' : `${count} clientes`} · creado el{' '}
				{formatDateTime(form.created_at)}
				{form.expires_at &&
					` · ${state === 'caducado' ? 'caducó' : 'caduca'} el ${formatDateTime(form.expires_at)}`}
			</p>
			{state === 'activo' && (
				<div className="flex flex-wrap items-end gap-2">
					<div className="min-w-0 flex-1">
						<label htmlFor={inputId} className="block text-xs text-muted">
							Enlace para tu cliente<span className="sr-only"> de «{form.title}»</span>
						</label>
						<input
							id={inputId}
							readOnly
							value={url}
							onFocus={(e) => e.target.select()}
							className="mt-1 w-full min-w-0 rounded-lg border border-line bg-bg px-3 py-2 text-sm text-fg"
						/>
					</div>
					<button type="button" className="btn btn-outline" onClick={() => void copy()}>
						Copiar enlace<span className="sr-only"> de «{form.title}»</span>
					</button>
				</div>
			)}
			{renaming ? (
				<RenameForm form={form} onDone={stopRenaming} />
			) : (
				<div className="flex flex-wrap gap-2">
					<button type="button" className="btn btn-outline" onClick={() => setRenaming(true)}>
						Cambiar título<span className="sr-only"> de «{form.title}»</span>
					</button>
					{state !== 'caducado' && (
						<button
							type="button"
							className="btn btn-outline"
							disabled={busy}
							onClick={() => void toggle()}
						>
							{form.is_active ? 'Desactivar' : 'Activar de nuevo'}
							<span className="sr-only"> «{form.title}»</span>
						</button>
					)}
				</div>
			)}
		</li>
	);
}
