import { useState, type SubmitEvent } from 'react';
import { notificationLimits } from '~/lib/notifications/texts.ts';
import { userRoleLabels, userRoles } from '~/lib/auth/roles.ts';
import { ChoiceField, SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { sendAdminNotification, type NotifyField } from '~/stores/notificationsAdmin.ts';

const ids: Record<NotifyField, string> = {
	title: 'aviso-titulo',
	message: 'aviso-mensaje',
	actionUrl: 'aviso-enlace',
	email: 'aviso-email',
	role: 'aviso-rol',
};

/** Sends a notification (the header bell) to one person or to everyone of a role. */
export default function NotifySection() {
	const [kind, setKind] = useState<'user' | 'role'>('role');
	const [email, setEmail] = useState('');
	const [role, setRole] = useState<string>(userRoles[0]);
	const [title, setTitle] = useState('');
	const [message, setMessage] = useState('');
	const [actionUrl, setActionUrl] = useState('');
	const [errors, setErrors] = useState<Partial<Record<NotifyField, string>>>({});
	const [busy, setBusy] = useState(false);
	const { announce, status } = useStatusLine();

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		setBusy(true);
		const result = await sendAdminNotification({
			kind,
			email,
			role,
			title,
			message,
			actionUrl,
		}).finally(() => setBusy(false));
		if (result.field) {
			// The field in error gets focus; its message is read with it (aria-describedby).
			setErrors({ [result.field]: result.message });
			requestAnimationFrame(() => document.getElementById(ids[result.field!])?.focus());
			return;
		}
		setErrors({});
		if (result.ok) {
			setTitle('');
			setMessage('');
			setActionUrl('');
		}
		announce(result);
	};

	return (
		<form noValidate onSubmit={(e) => void submit(e)} className="max-w-2xl space-y-4">
			<ChoiceField
				id="destino"
				legend="Destinatarios"
				value={kind}
				onChange={(v) => setKind(v === 'user' ? 'user' : 'role')}
				options={[
					{ value: 'role', label: 'Todas las personas de un rol' },
					{ value: 'user', label: 'Una persona' },
				]}
			/>
			{kind === 'role' ? (
				<SelectField
					id={ids.role}
					label="Rol"
					value={role}
					onChange={setRole}
					error={errors.role}
					options={userRoles.map((r) => ({ value: r, label: userRoleLabels[r].label }))}
				/>
			) : (
				<TextField
					id={ids.email}
					label="Email de la persona"
					type="email"
					value={email}
					onChange={setEmail}
					error={errors.email}
				/>
			)}
			<TextField
				id={ids.title}
				label="Título"
				value={title}
				onChange={setTitle}
				error={errors.title}
				maxLength={notificationLimits.title}
			/>
			<TextField
				id={ids.message}
				label="Mensaje"
				multiline
				value={message}
				onChange={setMessage}
				error={errors.message}
				maxLength={notificationLimits.message}
			/>
			<TextField
				id={ids.actionUrl}
				label="Enlace (opcional)"
				hint="Una página del sitio, por ejemplo /dashboard o /soporte."
				value={actionUrl}
				onChange={setActionUrl}
				error={errors.actionUrl}
			/>
			<button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
				{busy ? 'Enviando…' : 'Enviar notificación'}
			</button>
			<StatusLine status={status} />
		</form>
	);
}
