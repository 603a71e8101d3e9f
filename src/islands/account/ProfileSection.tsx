import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { userRoleLabels, type UserRole } from '~/lib/auth/roles.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import type { ProfileRow } from '~/lib/supabase/account.ts';
import { $profileRow, saveProfile } from '~/stores/account.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { EmailForm, PasswordForm } from './CredentialForms.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { EmailPreference } from './EmailPreference.tsx';
import RoleRequest from '../roleRequests/RoleRequest.tsx';
import { invalid, loadedRules, rules } from './profileRules.ts';

type ProfileFields = { first_name: string; last_name: string; phone: string };

/** The input of each field. */
const fieldIds: Record<keyof ProfileFields, string> = {
	first_name: 'perfil-nombre',
	last_name: 'perfil-apellidos',
	phone: 'perfil-telefono',
};

/**
 * Names and phone, with the sign-up rules; what was typed stays on a failed save. Without a
 * profile yet (`null`) it is the loading view: the same form, read-only and empty, so nothing
 * below it moves when the profile arrives.
 */
function ProfileForm({ profile }: { profile: ProfileRow | null }) {
	const loading = profile === null;
	const [values, setValues] = useState<ProfileFields>({
		first_name: profile?.first_name ?? '',
		last_name: profile?.last_name ?? '',
		phone: profile?.phone ?? '',
	});
	const [errors, setErrors] = useState<Partial<Record<keyof ProfileFields, string>>>({});
	const [busy, setBusy] = useState(false);
	const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
	const outcomeRef = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (outcome) outcomeRef.current?.focus();
	}, [outcome]);
	// A corrected field is no longer marked invalid (issue 45): its error goes as it changes.
	const set = (key: keyof ProfileFields) => (value: string) => {
		setValues((v) => ({ ...v, [key]: value }));
		setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
	};

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		const r = await loadedRules();
		if (!r) return;
		const checked = r.validateForm(r.profileSchema, values);
		if (!checked.ok) {
			setErrors({ [checked.issue.field]: checked.issue.message });
			invalid(checked.issue.message);
			// Focus goes to the field that says what to fix, not left on «Guardar cambios».
			document.getElementById(fieldIds[checked.issue.field as keyof ProfileFields])?.focus();
			return;
		}
		setErrors({});
		setBusy(true);
		setOutcome(null);
		try {
			await saveProfile(checked.data);
			setOutcome({ text: `${panelTexts.saved}: tu perfil está actualizado.`, failed: false });
		} catch (error) {
			setOutcome({ text: `${panelTexts.saveError}. ${errorMessage(error)}`, failed: true });
		} finally {
			setBusy(false);
		}
	};

	const role = profile?.role as UserRole | undefined;
	return (
		<form
			noValidate
			onFocus={rules.warm}
			onSubmit={(e) => void submit(e)}
			className="grid gap-4 sm:grid-cols-2"
		>
			<TextField
				id="perfil-nombre"
				label="Nombre"
				value={values.first_name}
				onChange={set('first_name')}
				error={errors.first_name}
				autoComplete="given-name"
				readOnly={loading}
			/>
			<TextField
				id="perfil-apellidos"
				label="Apellidos"
				value={values.last_name}
				onChange={set('last_name')}
				error={errors.last_name}
				autoComplete="family-name"
				readOnly={loading}
			/>
			<TextField
				id="perfil-telefono"
				label="Teléfono"
				type="tel"
				value={values.phone}
				onChange={set('phone')}
				error={errors.phone}
				autoComplete="tel"
				readOnly={loading}
			/>
			<div>
				<p className="text-sm font-medium">Tipo de usuario</p>
				{role === undefined ? (
					<p role="status" className="mt-2 text-muted">
						{panelTexts.loading}
					</p>
				) : (
					<p className="mt-2">{userRoleLabels[role]?.label ?? role}</p>
				)}
			</div>
			<div className="sm:col-span-2">
				<button
					type="submit"
					className="btn btn-primary"
					disabled={loading}
					aria-disabled={busy || undefined}
				>
					{busy ? 'Guardando...' : 'Guardar cambios'}
				</button>
				{outcome && (
					<p
						ref={outcomeRef}
						tabIndex={-1}
						role={outcome.failed ? 'alert' : undefined}
						data-testid="perfil-resultado"
						className={`mt-3 text-sm font-medium ${outcome.failed ? 'text-danger' : 'text-success'}`}
					>
						{outcome.text}
					</p>
				)}
			</div>
		</form>
	);
}

/** The profile section: personal data, email and password, email notices, deleting the account. */
export function ProfileSection({ email }: { email: string }) {
	const profile = useStore($profileRow);
	return (
		<div className="space-y-8">
			<QueryView
				value={profile}
				retry={() => $profileRow.invalidate()}
				isEmpty={(p) => p === null}
				empty="Todavía no tenemos tu perfil. Vuelve a intentarlo en unos minutos."
				loading={<ProfileForm profile={null} />}
			>
				{(p) => (p ? <ProfileForm key={p.id} profile={p} /> : null)}
			</QueryView>
			<div className="border-t border-line pt-6">
				<RoleRequest />
			</div>
			<div className="grid gap-8 border-t border-line pt-6 md:grid-cols-2">
				<EmailForm current={email} />
				<PasswordForm />
			</div>
			<div className="border-t border-line pt-6">
				<EmailPreference />
			</div>
			<div className="border-t border-line pt-6">
				<DeleteAccount email={email} />
			</div>
		</div>
	);
}
