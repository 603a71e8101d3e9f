import { useCallback, useEffect, useRef, useState } from 'react';
import { clientFormMessages as m } from '~/lib/clientForm/messages.ts';
import type { PublicShareForm } from '~/lib/clientForm/outcome.ts';
import { senderOf } from '~/lib/clientForm/sender.ts';
import { parseCopyToken, parseFormToken } from '~/lib/clientForm/token.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { fetchPublicForm } from '~/stores/clientForm.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ConfirmCopy } from './ConfirmCopy.tsx';
import { SigningForm, type FormEnd, type Option } from './SigningForm.tsx';

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
	| { kind: 'form'; form: PublicShareForm; token: string }
	| { kind: 'sent'; sender: string | null }
	| { kind: 'copy'; token: string };

/** Why a link no longer takes answers, from its state. */
const closedMessage = (state: 'caducado' | 'revocado') =>
	state === 'caducado' ? m.expired : m.revoked;

/** The page once the form ended: sent, or the link stopped working while it was open. */
function pageAfter(
	end: Extract<FormEnd, 'sent' | 'missing' | 'caducado' | 'revocado'>,
	sender: string | null,
): Page {
	if (end === 'sent') return { kind: 'sent', sender };
	if (end === 'missing') return { kind: 'invalid', message: m.notFound, sender: null };
	return { kind: 'invalid', message: closedMessage(end), sender };
}

/**
 * Why the form is not shown: no token, unknown, revoked or expired. /formulario also renders it on
 * the server for a link without a token, shown by `client:token` without loading this island.
 */
export function Unavailable({ message, sender }: { message: string; sender: string | null }) {
	return (
		<div role="alert" className="rounded-lg border border-danger bg-danger-bg p-4 sm:p-6">
			<h2 className="text-xl font-bold">Formulario no disponible</h2>
			<p className="mt-2">{message}</p>
			{message !== m.noToken && message !== m.notFound && (
				<p className="mt-2">{m.askNew(sender)}</p>
			)}
		</div>
	);
}

/** The confirmation after sending; its heading takes the focus. */
function Sent({ sender }: { sender: string | null }) {
	const heading = useRef<HTMLHeadingElement>(null);
	useEffect(() => heading.current?.focus(), []);
	return (
		<div role="status" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
			<h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
				{m.sentTitle}
			</h2>
			<p className="mt-2">{m.sent(sender)}</p>
		</div>
	);
}

/**
 * /formulario: reads the token of the link, shows the professional's form (or why the link no
 * longer works), checks the answers with Spanish messages and sends them with the signature.
 */
function ClientForm({ provinces, propertyTypes, brand }: ClientFormProps) {
	const [page, setPage] = useState<Page>({ kind: 'loading' });
	const [token, setToken] = useState<string | null>(null);

	const load = useCallback(async (t: string) => {
		setPage({ kind: 'loading' });
		try {
			const found = await fetchPublicForm(t);
			if (found.kind === 'missing') setPage({ kind: 'invalid', message: m.notFound, sender: null });
			else if (found.form.state === 'activo') setPage({ kind: 'form', form: found.form, token: t });
			else
				setPage({
					kind: 'invalid',
					message: closedMessage(found.form.state),
					sender: senderOf(found.form),
				});
		} catch {
			setPage({ kind: 'error' });
		}
	}, []);

	useEffect(() => {
		const copy = parseCopyToken(window.location.search);
		if (copy) {
			setPage({ kind: 'copy', token: copy });
			return;
		}
		const t = parseFormToken(window.location.search);
		setToken(t);
		if (t) void load(t);
		else setPage({ kind: 'invalid', message: m.noToken, sender: null });
	}, [load]);

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
	if (page.kind === 'invalid') return <Unavailable message={page.message} sender={page.sender} />;
	if (page.kind === 'sent') return <Sent sender={page.sender} />;
	if (page.kind === 'copy') return <ConfirmCopy token={page.token} />;

	const { form } = page;
	const sender = senderOf(form);
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
			<SigningForm
				token={page.token}
				sender={sender}
				brand={brand}
				provinces={provinces}
				propertyTypes={propertyTypes}
				onEnd={(end) => setPage(pageAfter(end, sender))}
			/>
		</div>
	);
}

export default withErrorBoundary(ClientForm, 'ClientForm');
