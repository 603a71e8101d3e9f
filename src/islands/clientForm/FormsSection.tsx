import { useStore } from '@nanostores/react';
import { useCallback, useState, type SubmitEvent } from 'react';
import { newFormLinkSchema } from '~/lib/clientForm/formLinks.ts';
import { formLinkMessages as m } from '~/lib/clientForm/messages.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { $clients, createFormLink } from '~/stores/clientForm.ts';
import { toast } from '~/stores/toasts.ts';
import { describedBy, TextField } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { FormLinkItem } from './FormLinkItem.tsx';

const emptyForm = { title: '', description: '', expiresOn: '' };
type Field = keyof typeof emptyForm;
const expiresHint =
	'El enlace admite respuestas hasta el final de ese día. Sin fecha, hasta que lo desactives.';

/** Creates a link: title, optional description and optional last day. */
function NewFormLink({ onCreated }: { onCreated: (id: string) => void }) {
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
		setErrors({});
		setBusy(true);
		try {
			const row = await createFormLink(parsed.data);
			setValues(emptyForm);
			toast({ title: m.created, description: m.createdHint });
			onCreated(row.id);
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
	const expiresId = 'nuevo-formulario-expiresOn';
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
				<label htmlFor={expiresId} className="block text-sm font-medium">
					Caduca el (opcional)
				</label>
				<input
					id={expiresId}
					type="date"
					value={values.expiresOn}
					onChange={(e) => set('expiresOn')(e.target.value)}
					aria-invalid={errors.expiresOn ? true : undefined}
					aria-describedby={describedBy(expiresId, expiresHint, errors.expiresOn)}
					className={`mt-1 rounded-lg border bg-bg px-3 py-2 text-fg ${errors.expiresOn ? 'border-danger' : 'border-line'}`}
				/>
				<p id={`${expiresId}-ayuda`} className="mt-1 text-xs text-muted">
					{expiresHint}
				</p>
				{errors.expiresOn && (
					<p id={`${expiresId}-error`} className="mt-1 text-sm font-medium text-danger">
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

/** A professional's shareable form links: create, copy, rename, revoke and reactivate. */
export function FormsSection() {
	const value = useStore($clients);
	// The link just created: its address takes the focus once it is in the list.
	const [created, setCreated] = useState<string | null>(null);
	const clearCreated = useCallback(() => setCreated(null), []);
	return (
		<div className="grid gap-6">
			<NewFormLink onCreated={setCreated} />
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
								justCreated={f.id === created}
								onFocused={clearCreated}
							/>
						))}
					</ul>
				)}
			</QueryView>
		</div>
	);
}
