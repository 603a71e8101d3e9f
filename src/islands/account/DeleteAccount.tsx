import { useRef, useState } from 'react';
import {
	checkDeletionForm,
	DELETION_WORD,
	deletedData,
	type DeletionField,
} from '~/lib/account/deletion.ts';
import { ConfirmDialog, dangerButtonClass } from '~/islands/shared/ui/ConfirmDialog.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { deleteAccount } from '~/stores/auth.ts';

/** Where the person lands once the account is gone (signed out). */
const landing = '/cuenta-eliminada';

const empty = { confirmation: '', password: '' };

/**
 * The profile's danger zone: what deleting the account deletes, and a confirmation dialog that
 * asks for the email (or «ELIMINAR») and the current password. A refusal shows next to its field
 * and takes the focus there; success signs out and opens the landing page.
 */
export function DeleteAccount({ email }: { email: string }) {
	const [open, setOpen] = useState(false);
	const [values, setValues] = useState(empty);
	const [errors, setErrors] = useState<Partial<Record<DeletionField, string>>>({});
	const [failure, setFailure] = useState<string>();
	const [busy, setBusy] = useState(false);
	const inputs = {
		confirmation: useRef<HTMLInputElement>(null),
		password: useRef<HTMLInputElement>(null),
	};
	const set = (field: DeletionField) => (value: string) =>
		setValues((v) => ({ ...v, [field]: value }));

	const refuse = (field: DeletionField, message: string) => {
		setErrors({ [field]: message });
		// The field takes the focus and is read with its error (aria-describedby).
		requestAnimationFrame(() => inputs[field].current?.focus());
	};

	const submit = async () => {
		setFailure(undefined);
		const problem = checkDeletionForm(values, email);
		if (problem) return refuse(problem.field, problem.message);
		setErrors({});
		setBusy(true);
		const result = await deleteAccount(values);
		if (result.ok) {
			window.location.assign(landing);
			return;
		}
		setBusy(false);
		if (result.field) refuse(result.field, result.message);
		else setFailure(result.message);
	};

	const cancel = () => {
		setOpen(false);
		setValues(empty);
		setErrors({});
		setFailure(undefined);
	};

	return (
		<section aria-labelledby="eliminar-cuenta-titulo" className="space-y-3">
			<h3 id="eliminar-cuenta-titulo" className="text-lg font-semibold text-danger">
				Eliminar mi cuenta
			</h3>
			<p className="text-sm">Se borra en el momento y no se puede deshacer:</p>
			<ul className="list-disc space-y-1 pl-6 text-sm">
				{deletedData.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
			<p className="text-sm text-muted">
				Te enviaremos un email a <span className="font-medium break-all text-fg">{email}</span> para
				confirmarlo. Lo explicamos en la{' '}
				<a href="/privacidad" className="underline">
					política de privacidad
				</a>
				.
			</p>
			<button type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
				Eliminar mi cuenta
			</button>
			<ConfirmDialog
				open={open}
				title="¿Eliminar tu cuenta para siempre?"
				description={
					<p>
						Borraremos tu cuenta y todo lo que guardas en ella, también tus documentos. Para
						confirmarlo, escribe tu email o la palabra {DELETION_WORD} y tu contraseña actual.
					</p>
				}
				confirmLabel="Eliminar mi cuenta"
				busyLabel="Eliminando..."
				danger
				busy={busy}
				onConfirm={() => void submit()}
				onCancel={cancel}
			>
				<TextField
					id="eliminar-confirmacion"
					label={`Tu email o ${DELETION_WORD}`}
					value={values.confirmation}
					onChange={set('confirmation')}
					error={errors.confirmation}
					autoComplete="off"
					inputRef={inputs.confirmation}
				/>
				<TextField
					id="eliminar-clave"
					label="Contraseña actual"
					type="password"
					value={values.password}
					onChange={set('password')}
					error={errors.password}
					autoComplete="current-password"
					inputRef={inputs.password}
				/>
				{failure && (
					<p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger">
						{failure}
					</p>
				)}
			</ConfirmDialog>
		</section>
	);
}
