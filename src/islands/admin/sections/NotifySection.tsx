import { useState, type SubmitEvent } from 'react';
import {
	adminErrorMessage,
	notificationLimits,
	notificationMessages,
	notificationSchema,
	roleLabel,
} from '~/lib/admin/admin.ts';
import { userRoleLabels, userRoles, validateForm } from '~/lib/auth/schemas.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

type Errors = Partial<Record<'title' | 'message' | 'actionUrl' | 'email' | 'role', string>>;

/** Sends a notification (the header bell) to one person or to everyone of a role. */
export default function NotifySection() {
	const [kind, setKind] = useState<'user' | 'role'>('role');
	const [email, setEmail] = useState('');
	const [role, setRole] = useState<string>(userRoles[0]);
	const [title, setTitle] = useState('');
	const [message, setMessage] = useState('');
	const [actionUrl, setActionUrl] = useState('');
	const [errors, setErrors] = useState<Errors>({});
	const [busy, setBusy] = useState(false);
	const [result, setResult] = useState('');

	const fail = (field: keyof Errors, text: string) => {
		setErrors({ [field]: text });
		toast({ title: panelTexts.validation, description: text, variant: 'destructive' });
	};

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setResult('');
		setBusy(true);
		try {
			const client = await portalClient();
			let userId = '';
			if (kind === 'user') {
				const wanted = email.trim().toLowerCase();
				if (!wanted) return fail('email', notificationMessages.user);
				const { listUsers } = await import('~/lib/supabase/admin.ts');
				const found = (await listUsers(client, { search: wanted, limit: 5 })).find(
					(u) => u.email?.toLowerCase() === wanted,
				);
				if (!found) return fail('email', 'No hay ninguna persona con ese email');
				userId = found.id;
			}
			const checked = validateForm(notificationSchema, {
				title,
				message,
				actionUrl,
				target: kind === 'user' ? { kind, userId } : { kind, role },
			});
			if (!checked.ok) {
				const field =
					checked.issue.field === 'target'
						? kind === 'user'
							? 'email'
							: 'role'
						: checked.issue.field;
				return fail(field as keyof Errors, checked.issue.message);
			}
			setErrors({});
			const { target, ...values } = checked.data;
			const { sendNotification } = await import('~/lib/supabase/admin.ts');
			const sent = await sendNotification(client, {
				...values,
				target: target.kind === 'user' ? { userId: target.userId } : { role: target.role },
			});
			const text =
				target.kind === 'user'
					? 'Notificación enviada.'
					: sent === 1
						? `Notificación enviada a 1 persona (${roleLabel(target.role)}).`
						: `Notificación enviada a ${sent} personas (${roleLabel(target.role)}).`;
			setResult(text);
			toast({ title: 'Notificación enviada', description: text });
			setTitle('');
			setMessage('');
			setActionUrl('');
		} catch (error) {
			toast({
				title: 'No se pudo enviar',
				description: adminErrorMessage(error),
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	return (
		<form noValidate onSubmit={(e) => void submit(e)} className="max-w-2xl space-y-4">
			<fieldset>
				<legend className="text-sm font-medium">Destinatarios</legend>
				<div className="mt-2 flex flex-wrap gap-4">
					<label className="flex items-center gap-2">
						<input
							type="radio"
							name="destino"
							checked={kind === 'role'}
							onChange={() => setKind('role')}
						/>
						Todas las personas de un rol
					</label>
					<label className="flex items-center gap-2">
						<input
							type="radio"
							name="destino"
							checked={kind === 'user'}
							onChange={() => setKind('user')}
						/>
						Una persona
					</label>
				</div>
			</fieldset>
			{kind === 'role' ? (
				<SelectField
					id="aviso-rol"
					label="Rol"
					value={role}
					onChange={setRole}
					error={errors.role}
					options={userRoles.map((r) => ({ value: r, label: userRoleLabels[r].label }))}
				/>
			) : (
				<TextField
					id="aviso-email"
					label="Email de la persona"
					type="email"
					value={email}
					onChange={setEmail}
					error={errors.email}
				/>
			)}
			<TextField
				id="aviso-titulo"
				label="Título"
				value={title}
				onChange={setTitle}
				error={errors.title}
				maxLength={notificationLimits.title}
			/>
			<TextField
				id="aviso-mensaje"
				label="Mensaje"
				multiline
				value={message}
				onChange={setMessage}
				error={errors.message}
				maxLength={notificationLimits.message}
			/>
			<TextField
				id="aviso-enlace"
				label="Enlace (opcional)"
				hint="Una página del sitio, por ejemplo /dashboard o /soporte."
				value={actionUrl}
				onChange={setActionUrl}
				error={errors.actionUrl}
			/>
			<button type="submit" className="btn btn-primary" disabled={busy}>
				{busy ? 'Enviando…' : 'Enviar notificación'}
			</button>
			<p role="status" className="text-sm">
				{result}
			</p>
		</form>
	);
}
