import { useRef, useState, type SubmitEvent } from 'react';
import { changeEmail, updatePassword } from '~/stores/auth.ts';
import { toast } from '~/stores/toasts.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { invalid, loadedRules, rules } from './profileRules.ts';

/** The panel's sign-in details: a new email and a new password. */

/** A new email, confirmed through the links both the new and the current address receive. */
export function EmailForm({ current }: { current: string }) {
	const [email, setEmail] = useState('');
	const [error, setError] = useState<string>();
	const [sentTo, setSentTo] = useState<string>();
	const [busy, setBusy] = useState(false);
	// A refusal puts focus on the field that says why (issue 45: never on the page).
	const field = useRef<HTMLInputElement>(null);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		const r = await loadedRules();
		if (!r) return;
		const checked = r.validateForm(r.emailSchema, email);
		if (!checked.ok) {
			setError(checked.issue.message);
			invalid(checked.issue.message);
			field.current?.focus();
			return;
		}
		if (checked.data.toLowerCase() === current.toLowerCase()) {
			const message = 'Ese ya es tu email actual';
			setError(message);
			invalid(message);
			field.current?.focus();
			return;
		}
		setError(undefined);
		setBusy(true);
		const result = await changeEmail(checked.data, `${window.location.origin}/dashboard#perfil`);
		setBusy(false);
		if (result.ok) {
			setSentTo(checked.data);
			setEmail('');
			return;
		}
		setError(result.message);
		field.current?.focus();
		toast({
			title: 'No se pudo cambiar el email',
			description: result.message,
			variant: 'destructive',
		});
	};

	return (
		<form noValidate onFocus={rules.warm} onSubmit={(e) => void submit(e)} className="space-y-3">
			<h3 className="text-lg font-semibold">Cambiar email</h3>
			<p className="text-sm text-muted">
				Email actual: <span className="font-medium text-fg">{current}</span>
			</p>
			<TextField
				id="perfil-email"
				label="Nuevo email"
				type="email"
				value={email}
				onChange={setEmail}
				error={error}
				autoComplete="email"
				inputRef={field}
			/>
			{sentTo && (
				<p role="status" className="text-sm text-success">
					Te hemos enviado un enlace a {sentTo} y otro a tu email actual. Tu email cambiará cuando
					confirmes los dos.
				</p>
			)}
			<button type="submit" className="btn btn-outline" aria-disabled={busy || undefined}>
				{busy ? 'Enviando...' : 'Cambiar email'}
			</button>
		</form>
	);
}

/** A new password, typed twice. */
export function PasswordForm() {
	const [password, setPassword] = useState('');
	const [repeat, setRepeat] = useState('');
	const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
	const [busy, setBusy] = useState(false);
	const first = useRef<HTMLInputElement>(null);
	const second = useRef<HTMLInputElement>(null);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		const r = await loadedRules();
		if (!r) return;
		const checked = r.validateForm(r.newPasswordSchema, password);
		if (!checked.ok) {
			setErrors({ password: checked.issue.message });
			invalid(checked.issue.message);
			first.current?.focus();
			return;
		}
		if (repeat !== password) {
			const message = 'Las contraseñas no coinciden';
			setErrors({ repeat: message });
			invalid(message);
			second.current?.focus();
			return;
		}
		setErrors({});
		setBusy(true);
		const result = await updatePassword(checked.data);
		setBusy(false);
		if (result.ok) {
			setPassword('');
			setRepeat('');
			toast({
				title: 'Contraseña cambiada',
				description: 'Usa la nueva contraseña la próxima vez que inicies sesión.',
			});
			return;
		}
		setErrors({ password: result.message });
		first.current?.focus();
		toast({
			title: 'No se pudo cambiar la contraseña',
			description: result.message,
			variant: 'destructive',
		});
	};

	return (
		<form noValidate onFocus={rules.warm} onSubmit={(e) => void submit(e)} className="space-y-3">
			<h3 className="text-lg font-semibold">Cambiar contraseña</h3>
			<TextField
				id="perfil-clave"
				label="Nueva contraseña"
				type="password"
				hint="Mínimo 8 caracteres"
				value={password}
				onChange={setPassword}
				error={errors.password}
				autoComplete="new-password"
				inputRef={first}
			/>
			<TextField
				id="perfil-clave-repetida"
				label="Repite la nueva contraseña"
				type="password"
				value={repeat}
				onChange={setRepeat}
				error={errors.repeat}
				autoComplete="new-password"
				inputRef={second}
			/>
			<button type="submit" className="btn btn-outline" aria-disabled={busy || undefined}>
				{busy ? 'Cambiando...' : 'Cambiar contraseña'}
			</button>
		</form>
	);
}
