import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { roleLabel } from '~/lib/auth/roles.ts';
import { roleReasonMax, roleRequestStatusLabels } from '~/lib/roleRequests/roleRequests.ts';
import { userRoleLabels, userRoles } from '~/lib/auth/roles.ts';
import { formatDate } from '~/lib/format/index.ts';
import type { RoleRequestStatus } from '~/lib/roleRequests/states.ts';
import { SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $myRoleRequest, requestRoleChange } from '~/stores/roleRequests.ts';
import { $profile } from '~/stores/session.ts';

/**
 * «Cambiar de rol» in the profile: the role is fixed at sign-up and only the team changes it,
 * so the person asks here; a pending request is shown with its state (live), a decided one
 * with the outcome, and the form opens again once nothing is pending.
 */
export default function RoleRequest() {
	const profile = useStore($profile);
	const latest = useStore($myRoleRequest);
	const currentRole = profile?.role ?? '';
	const others = userRoles.filter((r) => r !== currentRole);
	const [wanted, setWanted] = useState('');
	const [reason, setReason] = useState('');
	const [errors, setErrors] = useState<{ role?: string; reason?: string }>({});
	const [busy, setBusy] = useState(false);
	const { announce, status } = useStatusLine();
	const request = latest.data;
	const pending = request?.status === 'pendiente';

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		setBusy(true);
		const result = await requestRoleChange(currentRole, wanted, reason).finally(() =>
			setBusy(false),
		);
		if (result.field) {
			setErrors({ [result.field]: result.message });
			document.getElementById(result.field === 'role' ? 'rol-solicitado' : 'rol-motivo')?.focus();
			return;
		}
		setErrors({});
		if (result.ok) {
			setWanted('');
			setReason('');
		}
		announce(result);
	};

	return (
		<section aria-labelledby="cambio-rol" className="space-y-3" data-testid="cambio-rol">
			<h3 id="cambio-rol" className="text-lg font-semibold">
				Cambiar de rol
			</h3>
			<p className="text-sm">
				{currentRole && (
					<>
						Tu rol: <strong data-testid="rol-actual">{roleLabel(currentRole)}</strong>.{' '}
					</>
				)}
				Lo eliges al registrarte y solo el equipo puede cambiarlo: si tu situación ha cambiado,
				pídelo aquí y te avisaremos.
			</p>
			<QueryView
				// Until the profile says which role the person has, there is nothing to offer yet.
				value={currentRole ? latest : { loading: true }}
				retry={() => $myRoleRequest.invalidate()}
				isEmpty={() => false}
				empty={null}
			>
				{() => (
					<>
						{request && (
							<p className="text-sm" data-testid="solicitud-rol">
								{pending ? 'Has pedido' : 'Pediste'} pasar a{' '}
								<strong>{roleLabel(request.to_role)}</strong> el{' '}
								{formatDate(new Date(request.created_at))}. Estado:{' '}
								<strong>{roleRequestStatusLabels[request.status as RoleRequestStatus]}</strong>.
							</p>
						)}
						{!pending && (
							<form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
								<SelectField
									id="rol-solicitado"
									label="Rol que quieres tener"
									value={wanted}
									onChange={setWanted}
									error={errors.role}
									options={[
										{ value: '', label: 'Elige un rol' },
										...others.map((r) => ({ value: r, label: userRoleLabels[r].label })),
									]}
								/>
								<TextField
									id="rol-motivo"
									label="Motivo (opcional)"
									hint="Por ejemplo, el nombre de tu agencia o promotora."
									multiline
									value={reason}
									onChange={setReason}
									error={errors.reason}
									maxLength={roleReasonMax}
								/>
								<button type="submit" className="btn btn-outline" aria-disabled={busy || undefined}>
									{busy ? 'Enviando…' : 'Solicitar cambio de rol'}
								</button>
							</form>
						)}
					</>
				)}
			</QueryView>
			<StatusLine status={status} />
		</section>
	);
}
