import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { userRoleLabels, type UserRole } from '~/lib/auth/schemas.ts';
import { clientFormMessages as m } from '~/lib/clientForm/messages.ts';
import type { PublicShareForm, SubmitOutcome } from '~/lib/clientForm/outcome.ts';
import {
	clientFormSchema,
	type ClientFormField,
	employmentLabels,
	validateClientForm,
} from '~/lib/clientForm/schema.ts';
import type { SignatureMethod } from '~/lib/clientForm/signature.ts';
import { parseFormToken } from '~/lib/clientForm/token.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { NumberField, SelectField } from '~/islands/shared/ui/fields.tsx';
import { toast } from '~/stores/toasts.ts';
import { SignatureField } from './SignatureField.tsx';

/** An option of a select: id and Spanish name. */
interface Option {
	value: string;
	label: string;
}

/** Props: the provinces and property types of the site's data files (ids and names). */
export interface ClientFormProps {
	provinces: readonly Option[];
	propertyTypes: readonly Option[];
	/** The site's brand, named in the consent. */
	brand: string;
}

type Page =
	| { kind: 'loading' }
	| { kind: 'error' }
	| { kind: 'invalid'; message: string; sender: string | null }
	| { kind: 'form'; form: PublicShareForm }
	| { kind: 'sent'; sender: string | null };

const emptyValues = {
	name: '',
	email: '',
	phone: '',
	monthlyIncome: '',
	savings: '',
	employment: '',
	propertyType: '',
	propertyPrice: '',
	province: '',
	city: '',
	message: '',
	consent: false,
};
type Values = typeof emptyValues;

/** Who sent the link, as the page names them: "Lucía García (Inmobiliaria)". */
function senderOf(form: PublicShareForm): string | null {
	if (!form.senderName) return null;
	const role = userRoleLabels[form.senderRole as UserRole]?.label;
	return role && form.senderRole !== 'particular'
		? `${form.senderName} (${role})`
		: form.senderName;
}

/** Ids of the inputs of each field (the first invalid one gets the focus). */
const inputIds: Record<ClientFormField, string> = {
	name: 'cf-nombre',
	email: 'cf-email',
	phone: 'cf-telefono',
	monthlyIncome: 'cf-ingresos',
	savings: 'cf-ahorros',
	employment: 'cf-situacion',
	propertyType: 'cf-tipo',
	propertyPrice: 'cf-precio',
	province: 'cf-provincia',
	city: 'cf-municipio',
	message: 'cf-comentarios',
	// The canvas takes no focus: the first choice of the signature group does.
	signature: 'firma-trazo',
	typedName: 'firma-nombre',
	consent: 'cf-consentimiento',
};

/**
 * /formulario: reads the token of the link, shows the professional's form (or why the link no
 * longer works), checks the answers with Spanish messages and sends them with the signature.
 */
function ClientForm({ provinces, propertyTypes, brand }: ClientFormProps) {
	const [page, setPage] = useState<Page>({ kind: 'loading' });
	const [token, setToken] = useState<string | null>(null);
	const [values, setValues] = useState<Values>(emptyValues);
	const [method, setMethod] = useState<SignatureMethod>('trazo');
	const [typedName, setTypedName] = useState('');
	const [signature, setSignature] = useState('');
	const [errors, setErrors] = useState<Partial<Record<ClientFormField, string>>>({});
	const [busy, setBusy] = useState(false);
	const [notice, setNotice] = useState<string>();
	const heading = useRef<HTMLHeadingElement>(null);

	const load = useCallback(async (t: string) => {
		setPage({ kind: 'loading' });
		try {
			const [{ fetchPublicShareForm }, { getSupabase }] = await Promise.all([
				import('~/lib/supabase/shareForms.ts'),
				import('~/lib/supabase/client.ts'),
			]);
			const found = await fetchPublicShareForm(getSupabase(), t);
			if (found.kind === 'missing') setPage({ kind: 'invalid', message: m.notFound, sender: null });
			else if (found.form.state === 'activo') setPage({ kind: 'form', form: found.form });
			else
				setPage({
					kind: 'invalid',
					message: found.form.state === 'caducado' ? m.expired : m.revoked,
					sender: senderOf(found.form),
				});
		} catch {
			setPage({ kind: 'error' });
		}
	}, []);

	useEffect(() => {
		const t = parseFormToken(window.location.search);
		setToken(t);
		if (t) void load(t);
		else setPage({ kind: 'invalid', message: m.noToken, sender: null });
	}, [load]);

	useEffect(() => {
		if (page.kind === 'sent') heading.current?.focus();
	}, [page.kind]);

	const set = (field: keyof Values) => (value: string) =>
		setValues((v) => ({ ...v, [field]: value }));

	if (page.kind === 'loading') {
		return (
			<p role="status" className="text-muted">
				{m.loading}
			</p>
		);
	}
	if (page.kind === 'error') {
		return (
			<div role="alert" className="rounded-lg border border-danger bg-danger-bg p-4">
				<p>{m.loadError}</p>
				<button
					type="button"
					className="btn btn-outline mt-3"
					onClick={() => token && void load(token)}
				>
					{m.retry}
				</button>
			</div>
		);
	}
	if (page.kind === 'invalid') {
		return (
			<div role="alert" className="rounded-lg border border-danger bg-danger-bg p-4 sm:p-6">
				<h2 className="text-xl font-bold">Formulario no disponible</h2>
				<p className="mt-2">{page.message}</p>
				{page.message !== m.noToken && page.message !== m.notFound && (
					<p className="mt-2">{m.askNew(page.sender)}</p>
				)}
			</div>
		);
	}
	if (page.kind === 'sent') {
		return (
			<div role="status" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
				<h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
					{m.sentTitle}
				</h2>
				<p className="mt-2">{m.sent(page.sender)}</p>
			</div>
		);
	}

	const form = page.form;
	const sender = senderOf(form);
	const schema = clientFormSchema({
		provinceIds: provinces.map((p) => p.value),
		propertyTypeIds: propertyTypes.map((p) => p.value),
	});

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy || !token) return;
		setNotice(undefined);
		const checked = validateClientForm(schema, {
			...values,
			signatureMethod: method,
			typedName,
			signature,
		});
		if (!checked.ok) {
			setErrors(checked.errors);
			const message = checked.errors[checked.first] ?? m.rejected;
			toast({ title: m.validation, description: message, variant: 'destructive' });
			document.getElementById(inputIds[checked.first])?.focus();
			return;
		}
		setErrors({});
		setBusy(true);
		let outcome: SubmitOutcome;
		try {
			const [{ submitShareForm }, { getSupabase }] = await Promise.all([
				import('~/lib/supabase/shareForms.ts'),
				import('~/lib/supabase/client.ts'),
			]);
			outcome = await submitShareForm(getSupabase(), token, checked.values);
		} catch {
			outcome = { ok: false, reason: 'failed' };
		}
		setBusy(false);
		if (outcome.ok) {
			setPage({ kind: 'sent', sender });
			return;
		}
		if (outcome.reason === 'caducado' || outcome.reason === 'revocado') {
			setPage({
				kind: 'invalid',
				message: outcome.reason === 'caducado' ? m.expired : m.revoked,
				sender,
			});
			return;
		}
		if (outcome.reason === 'missing') {
			setPage({ kind: 'invalid', message: m.notFound, sender: null });
			return;
		}
		const text =
			outcome.reason === 'rate_limited'
				? m.rateLimited
				: outcome.reason === 'rejected'
					? m.rejected
					: m.failed;
		setNotice(text);
		toast({ title: 'No se pudo enviar', description: text, variant: 'destructive' });
	};

	const field = (
		key: Exclude<keyof Values, 'consent'>,
		label: string,
		extra: {
			type?: 'text' | 'email' | 'tel';
			autoComplete?: string;
			hint?: string;
			multiline?: boolean;
		} = {},
	) => (
		<TextField
			id={inputIds[key]}
			label={label}
			value={values[key]}
			onChange={set(key)}
			error={errors[key]}
			{...extra}
		/>
	);

	return (
		<div className="grid gap-6">
			<header className="rounded-xl bg-surface p-4 sm:p-6">
				<h2 className="text-2xl font-bold">{form.title}</h2>
				{sender && <p className="mt-1 text-sm">Te lo envía {sender}.</p>}
				{form.description && <p className="mt-3 whitespace-pre-line">{form.description}</p>}
				{form.expiresAt && (
					<p className="mt-2 text-sm text-muted">
						Puedes enviarlo hasta el {formatDateTime(form.expiresAt)}.
					</p>
				)}
			</header>
			<form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6" aria-busy={busy}>
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="mb-2 text-lg font-semibold">Tus datos de contacto</legend>
					<div className="sm:col-span-2">
						{field('name', 'Nombre y apellidos', { autoComplete: 'name' })}
					</div>
					{field('email', 'Email', { type: 'email', autoComplete: 'email' })}
					{field('phone', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
				</fieldset>
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="mb-2 text-lg font-semibold">Tu situación</legend>
					<NumberField
						id={inputIds.monthlyIncome}
						label="Ingresos netos mensuales"
						hint="Los de todos los que vais a firmar la hipoteca."
						suffix="€"
						value={values.monthlyIncome}
						onChange={set('monthlyIncome')}
						error={errors.monthlyIncome}
					/>
					<NumberField
						id={inputIds.savings}
						label="Ahorros disponibles"
						hint="Para la entrada y los gastos de compra."
						suffix="€"
						value={values.savings}
						onChange={set('savings')}
						error={errors.savings}
					/>
					<SelectField
						id={inputIds.employment}
						label="Situación laboral"
						value={values.employment}
						onChange={set('employment')}
						error={errors.employment}
						options={[
							{ value: '', label: 'Elige una opción' },
							...Object.entries(employmentLabels).map(([value, label]) => ({ value, label })),
						]}
					/>
				</fieldset>
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="mb-2 text-lg font-semibold">Qué quieres comprar y dónde</legend>
					<SelectField
						id={inputIds.propertyType}
						label="Tipo de vivienda"
						value={values.propertyType}
						onChange={set('propertyType')}
						error={errors.propertyType}
						options={[{ value: '', label: 'Elige una opción' }, ...propertyTypes]}
					/>
					<NumberField
						id={inputIds.propertyPrice}
						label="Precio aproximado (opcional)"
						suffix="€"
						value={values.propertyPrice}
						onChange={set('propertyPrice')}
						error={errors.propertyPrice}
					/>
					<SelectField
						id={inputIds.province}
						label="Provincia"
						value={values.province}
						onChange={set('province')}
						error={errors.province}
						options={[{ value: '', label: 'Elige una provincia' }, ...provinces]}
					/>
					{field('city', 'Municipio o zona (opcional)', { autoComplete: 'address-level2' })}
					<div className="sm:col-span-2">
						{field('message', 'Comentarios (opcional)', { multiline: true })}
					</div>
				</fieldset>
				<SignatureField
					method={method}
					onMethodChange={setMethod}
					typedName={typedName}
					onTypedNameChange={setTypedName}
					onSignature={(data) => {
						setSignature(data);
						// A signature now drawn or typed answers the error shown for the empty box.
						if (data) setErrors(({ signature: _done, ...rest }) => rest);
					}}
					error={errors.signature}
					typedError={errors.typedName}
				/>
				<div>
					<div className="flex items-start gap-2">
						<input
							id={inputIds.consent}
							type="checkbox"
							checked={values.consent}
							onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked }))}
							aria-invalid={errors.consent ? true : undefined}
							aria-describedby={errors.consent ? 'cf-consentimiento-error' : undefined}
							className="mt-1 size-4 accent-[var(--color-primary)]"
						/>
						<label htmlFor={inputIds.consent} className="text-sm">
							Acepto que {sender ?? 'el profesional que me ha enviado este enlace'} y {brand} traten
							estos datos y mi firma para estudiar mi financiación y contactarme, según la{' '}
							<a href="/privacidad" className="text-primary underline">
								política de privacidad
							</a>
							.
						</label>
					</div>
					{errors.consent && (
						<p id="cf-consentimiento-error" className="mt-1 text-sm font-medium text-danger">
							{errors.consent}
						</p>
					)}
				</div>
				{notice && (
					<p role="alert" className="rounded-lg border border-danger bg-danger-bg p-3 text-sm">
						{notice}
					</p>
				)}
				<div>
					<button type="submit" className="btn btn-primary" disabled={busy}>
						{busy ? m.sending : 'Enviar y firmar'}
					</button>
				</div>
			</form>
		</div>
	);
}

export default withErrorBoundary(ClientForm, 'ClientForm');
