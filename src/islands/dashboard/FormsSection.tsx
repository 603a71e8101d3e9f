import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { linkState, linkStateLabels, newFormLinkSchema } from '~/lib/clientForm/formLinks.ts';
import { formLinkMessages as m } from '~/lib/clientForm/messages.ts';
import { formLink } from '~/lib/clientForm/token.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { ShareFormRow } from '~/lib/supabase/shareForms.ts';
import { $clients, $userId, portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';

const emptyForm = { title: '', description: '', expiresOn: '' };
type Field = keyof typeof emptyForm;

/** Creates a link: title, optional description and optional last day. */
function NewFormLink() {
	const userId = useStore($userId);
	const [values, setValues] = useState(emptyForm);
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	const [busy, setBusy] = useState(false);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const parsed = newFormLinkSchema().safeParse(values);
		if (!parsed.success) {
			const next: Partial<Record<Field, string>> = {};
			for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
			setErrors(next);
			const first = (['title', 'description', 'expiresOn'] as const).find((f) => next[f]);
			toast({
				title: panelTexts.validation,
				description: next[first!] ?? '',
				variant: 'destructive',
			});
			document.getElementById(`nuevo-formulario-${first}`)?.focus();
			return;
		}
		if (!userId) return;
		setErrors({});
		setBusy(true);
		try {
			const { createShareForm } = await import('~/lib/supabase/shareForms.ts');
			await createShareForm(await portalClient(), userId, parsed.data);
			setValues(emptyForm);
			toast({ title: m.created, description: m.createdHint });
			$clients.invalidate();
		} catch {
			toast({
				title: panelTexts.saveError,
				description: panelTexts.saveErrorHint,
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
	return (
		<form
			noValidate
			onSubmit={(e) => void submit(e)}
			className="grid gap-3 rounded-lg border border-line p-4"
			aria-labelledby="nuevo-formulario-titulo"
		>
			<h3 id="nuevo-formulario-titulo" className="font-semibold">
				Crear un enlace para tus clientes
			</h3>
			<TextField
				id="nuevo-formulario-title"
				label="Título"
				hint="Lo verá tu cliente, por ejemplo «Compradores de la promoción Los Olivos»."
				value={values.title}
				onChange={set('title')}
				error={errors.title}
			/>
			<TextField
				id="nuevo-formulario-description"
				label="Descripción (opcional)"
				multiline
				value={values.description}
				onChange={set('description')}
				error={errors.description}
			/>
			<div>
				<label htmlFor="nuevo-formulario-expiresOn" className="block text-sm font-medium">
					Caduca el (opcional)
				</label>
				<input
					id="nuevo-formulario-expiresOn"
					type="date"
					value={values.expiresOn}
					onChange={(e) => set('expiresOn')(e.target.value)}
					aria-invalid={errors.expiresOn ? true : undefined}
					aria-describedby={`nuevo-formulario-expiresOn-ayuda${errors.expiresOn ? ' nuevo-formulario-expiresOn-error' : ''}`}
					className={`mt-1 rounded-lg border bg-bg px-3 py-2 text-fg ${errors.expiresOn ? 'border-danger' : 'border-line'}`}
				/>
				<p id="nuevo-formulario-expiresOn-ayuda" className="mt-1 text-xs text-muted">
					El enlace admite respuestas hasta el final de ese día. Sin fecha, hasta que lo desactives.
				</p>
				{errors.expiresOn && (
					<p id="nuevo-formulario-expiresOn-error" className="mt-1 text-sm font-medium text-danger">
						{errors.expiresOn}
					</p>
				)}
			</div>
			<div>
				<button type="submit" className="btn btn-primary" disabled={busy}>
					{busy ? 'Creando...' : 'Crear enlace'}
				</button>
			</div>
		</form>
	);
}

/** One link: its address to copy, its state, and revoke or reactivate. */
function FormLinkItem({ form, count }: { form: ShareFormRow; count: number }) {
	const [busy, setBusy] = useState(false);
	const state = linkState(form);
	const url = formLink(window.location.origin, form.token);
	const inputId = `enlace-${form.id}`;

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
			const { setShareFormActive } = await import('~/lib/supabase/shareForms.ts');
			await setShareFormActive(await portalClient(), form.id, !form.is_active);
			toast({ title: form.is_active ? m.revoked : m.reactivated, description: form.title });
			$clients.invalidate();
		} catch {
			toast({
				title: panelTexts.saveError,
				description: panelTexts.saveErrorHint,
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	return (
		<li className="grid gap-2 py-4" data-testid="formulario">
			<p className="font-semibold">{form.title}</p>
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
							Enlace para tu cliente
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
			{state !== 'caducado' && (
				<div>
					<button
						type="button"
						className="btn btn-outline"
						disabled={busy}
						onClick={() => void toggle()}
					>
						{form.is_active ? 'Desactivar' : 'Activar de nuevo'}
						<span className="sr-only"> «{form.title}»</span>
					</button>
				</div>
			)}
		</li>
	);
}

/** A professional's shareable form links: create, copy, revoke and reactivate. */
export function FormsSection() {
	const value = useStore($clients);
	return (
		<div className="grid gap-6">
			<NewFormLink />
			<QueryView
				value={value}
				retry={() => $clients.invalidate()}
				isEmpty={(d) => d.forms.length === 0}
				empty={m.empty}
			>
				{(d) => (
					<ul className="divide-y divide-line" aria-label="Tus enlaces">
						{d.forms.map((f) => (
							<FormLinkItem
								key={f.id}
								form={f}
								count={d.leads.filter((l) => l.share_form_id === f.id).length}
							/>
						))}
					</ul>
				)}
			</QueryView>
		</div>
	);
}
