import { useEffect, useState, type SubmitEvent } from 'react';
import { clientFormMessages as m } from '~/lib/clientForm/messages.ts';
import {
	clearClientFormDraft,
	emptyClientAnswers,
	readClientFormDraft,
	writeClientFormDraft,
	type ClientAnswers,
} from '~/lib/clientForm/draft.ts';
import type { SubmitOutcome } from '~/lib/clientForm/outcome.ts';
import {
	clientFormSchema,
	type ClientFormField,
	employmentLabels,
	validateClientForm,
} from '~/lib/clientForm/schema.ts';
import type { SignatureMethod } from '~/lib/clientForm/signature.ts';
import { submitSignedForm } from '~/stores/clientForm.ts';
import { toast } from '~/stores/toasts.ts';
import { NumberField, SelectField, TextField } from '~/islands/shared/ui/fields.tsx';
import { ConsentField } from './ConsentField.tsx';
import { SignatureField } from './SignatureField.tsx';

/** An option of a select: id and Spanish name. */
export interface Option {
	value: string;
	label: string;
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

/** sessionStorage when the browser has it (the draft is kept per tab). */
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The outcomes that end the form: the link is gone, or the answers were saved. */
export type FormEnd = Extract<SubmitOutcome, { ok: false }>['reason'] | 'sent';

interface Props {
	token: string;
	sender: string | null;
	brand: string;
	provinces: readonly Option[];
	propertyTypes: readonly Option[];
	/** Called when the form is done with: sent, or the link stopped working. */
	onEnd: (end: Extract<FormEnd, 'sent' | 'missing' | 'caducado' | 'revocado'>) => void;
}

/**
 * The client's answers, signature and consent. What is typed is kept as a draft in
 * sessionStorage (see lib/clientForm/draft.ts) and restored after a reload; a failed send keeps
 * everything on screen and says why.
 */
export function SigningForm({ token, sender, brand, provinces, propertyTypes, onEnd }: Props) {
	const [draft] = useState(() => {
		const storage = session();
		return storage ? readClientFormDraft(storage, token) : null;
	});
	const [values, setValues] = useState<ClientAnswers>(draft?.answers ?? emptyClientAnswers);
	const [method, setMethod] = useState<SignatureMethod>(draft?.method ?? 'trazo');
	const [typedName, setTypedName] = useState(draft?.typedName ?? '');
	const [consent, setConsent] = useState(false);
	const [signature, setSignature] = useState('');
	const [errors, setErrors] = useState<Partial<Record<ClientFormField, string>>>({});
	const [busy, setBusy] = useState(false);
	const [notice, setNotice] = useState<string>();

	useEffect(() => {
		const storage = session();
		if (storage) writeClientFormDraft(storage, token, { answers: values, method, typedName });
	}, [token, values, method, typedName]);

	const schema = clientFormSchema({
		provinceIds: provinces.map((p) => p.value),
		propertyTypeIds: propertyTypes.map((p) => p.value),
	});
	const set = (field: keyof ClientAnswers) => (value: string) =>
		setValues((v) => ({ ...v, [field]: value }));

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		setNotice(undefined);
		const checked = validateClientForm(schema, {
			...values,
			consent,
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
		const outcome = await submitSignedForm(token, checked.values);
		setBusy(false);
		if (outcome.ok) {
			const storage = session();
			if (storage) clearClientFormDraft(storage, token);
			return onEnd('sent');
		}
		if (outcome.reason === 'caducado' || outcome.reason === 'revocado')
			return onEnd(outcome.reason);
		if (outcome.reason === 'missing') return onEnd('missing');
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
		key: keyof ClientAnswers,
		label: string,
		extra: { type?: 'email' | 'tel'; autoComplete?: string; multiline?: boolean } = {},
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
	const number = (
		key: 'monthlyIncome' | 'savings' | 'propertyPrice',
		label: string,
		hint?: string,
	) => (
		<NumberField
			id={inputIds[key]}
			label={label}
			hint={hint}
			suffix="€"
			value={values[key]}
			onChange={set(key)}
			error={errors[key]}
		/>
	);
	const select = (
		key: 'employment' | 'propertyType' | 'province',
		label: string,
		first: string,
		options: readonly Option[],
	) => (
		<SelectField
			id={inputIds[key]}
			label={label}
			value={values[key]}
			onChange={set(key)}
			error={errors[key]}
			options={[{ value: '', label: first }, ...options]}
		/>
	);

	return (
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
				{number(
					'monthlyIncome',
					'Ingresos netos mensuales',
					'Los de todos los que vais a firmar la hipoteca.',
				)}
				{number('savings', 'Ahorros disponibles', 'Para la entrada y los gastos de compra.')}
				{select(
					'employment',
					'Situación laboral',
					'Elige una opción',
					Object.entries(employmentLabels).map(([value, label]) => ({ value, label })),
				)}
			</fieldset>
			<fieldset className="grid gap-4 sm:grid-cols-2">
				<legend className="mb-2 text-lg font-semibold">Qué quieres comprar y dónde</legend>
				{select('propertyType', 'Tipo de vivienda', 'Elige una opción', propertyTypes)}
				{number('propertyPrice', 'Precio aproximado (opcional)')}
				{select('province', 'Provincia', 'Elige una provincia', provinces)}
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
			<ConsentField
				id={inputIds.consent}
				checked={consent}
				onChange={setConsent}
				sender={sender}
				brand={brand}
				error={errors.consent}
			/>
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
	);
}
