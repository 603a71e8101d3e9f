import { useEffect, useId, useRef, useState } from 'react';

/**
 * Asks for the password of a protected PDF; the file is opened here, in the browser, with it.
 * `message` says why it is asked (first time, or the last one was wrong).
 */
export function PasswordPrompt({
	fileName,
	message,
	wrong,
	onSubmit,
}: {
	fileName: string;
	message: string;
	wrong: boolean;
	onSubmit: (password: string) => void;
}) {
	const id = useId();
	const [password, setPassword] = useState('');
	const input = useRef<HTMLInputElement>(null);
	useEffect(() => {
		input.current?.focus();
		if (wrong) input.current?.select();
	}, [wrong, message]);
	return (
		<form
			className="max-w-md space-y-3 rounded-lg border border-line p-4"
			aria-label="Contraseña del PDF"
			onSubmit={(event) => {
				event.preventDefault();
				if (password !== '') onSubmit(password);
			}}
		>
			<p role={wrong ? 'alert' : 'status'} className={`text-sm ${wrong ? 'text-danger' : ''}`}>
				{fileName}: {message}
			</p>
			<div>
				<label htmlFor={`${id}-clave`} className="block text-sm font-medium">
					Contraseña del PDF
				</label>
				<input
					ref={input}
					id={`${id}-clave`}
					type="password"
					autoComplete="off"
					value={password}
					onChange={(event) => setPassword(event.target.value)}
					className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
				/>
				<p className="mt-1 text-xs text-muted">
					La contraseña no sale de tu navegador: solo se usa para abrir el archivo aquí.
				</p>
			</div>
			<button type="submit" className="btn btn-primary" disabled={password === ''}>
				Abrir el PDF
			</button>
		</form>
	);
}
