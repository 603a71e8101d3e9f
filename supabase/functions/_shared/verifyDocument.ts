// Dominio: vault
/**
 * «verificar-documento» (issue 30, item 1 on hosted Supabase): checks a file of the private
 * bucket `documentos` by its content, which hosted Storage does not do (it only compares the
 * declared type with allowed_mime_types). Called by a Database Webhook / pg_net trigger on
 * storage.objects (service-role key; body: the webhook payload, `record.name`) or by the panel
 * right after an upload (the person's token; body `{ path }`, which must be in their folder).
 * It downloads the file with the service role and runs the same checker as the local Storage;
 * a file that fails is deleted and its document rejected with a Spanish reason (the person sees
 * it, gets the bell notice and the email). Served by the local server too.
 */
import { vaultMessages } from '../../../src/lib/vault/errors.ts';
import { vaultKinds } from '../../../src/lib/vault/kinds.ts';
import { checkDocumentContent, type ContentVerdict } from './documentContent.ts';
import { removeVaultObjects } from './purgeDocuments.ts';
import {
	acceptCall,
	json,
	jsonBody,
	serviceHeaders,
	signedInCaller,
	type ProjectEnv,
} from './edgeHttp.ts';

const bucket = 'documentos';
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** {user_id}/{application_id}/{kind}/{file}: the only shape of a vault document. */
const documentPath = new RegExp(`^(${uuid})/${uuid}/(?:${vaultKinds.join('|')})/[^/]+$`);

/** The object's path from a webhook payload (`record` of storage.objects) or a panel call. */
function pathOf(body: Record<string, unknown>): string | null {
	const record = body['record'];
	if (record && typeof record === 'object') {
		const r = record as Record<string, unknown>;
		return r['bucket_id'] === bucket && typeof r['name'] === 'string' ? r['name'] : null;
	}
	return typeof body['path'] === 'string' ? body['path'] : null;
}

/** The object URL of a path, each folder encoded as the Storage API expects. */
const objectUrl = (env: ProjectEnv, path: string) =>
	`${env.url}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The bucket's allowed types (null: any), read as the service role. */
async function allowedTypes(env: ProjectEnv, fetchFn: typeof fetch): Promise<string[] | null> {
	const res = await fetchFn(`${env.url}/storage/v1/bucket/${bucket}`, {
		headers: serviceHeaders(env.serviceKey),
	});
	if (!res.ok) throw new Error(`bucket ${bucket}: HTTP ${res.status}`);
	return (
		((await res.json()) as { allowed_mime_types?: string[] | null }).allowed_mime_types ?? null
	);
}

/** Records the verdict (the database rejects and notifies when `reason` is given). */
async function record(env: ProjectEnv, path: string, reason: string | null, fetchFn: typeof fetch) {
	const res = await fetchFn(`${env.url}/rest/v1/rpc/record_document_verification`, {
		method: 'POST',
		headers: serviceHeaders(env.serviceKey),
		body: JSON.stringify({ p_path: path, p_reason: reason }),
	});
	if (!res.ok) throw new Error(`record_document_verification: HTTP ${res.status}`);
}

/** The check's verdict; the local server passes its worker pool, the Edge Function runs it inline. */
export type DocumentChecker = (
	bytes: Uint8Array,
	allowed: readonly string[] | null,
) => Promise<ContentVerdict | { ok: false; type: string; problem: string }>;

/** The person's reason for each refusal (Spanish, from the vault's dictionary). */
const reasons: Record<string, string> = {
	wrong_type: vaultMessages.wrongType,
	active_pdf: vaultMessages.activePdf,
	active_office: vaultMessages.activePdf,
	encrypted: vaultMessages.encryptedPdf,
	too_big: vaultMessages.tooComplexPdf,
	timeout: vaultMessages.checkTimeout,
};

/** Handles one call; `env` reads the function's environment. */
export async function handleVerifyDocument(
	req: Request,
	envOf: (name: string) => string | undefined,
	fetchFn: typeof fetch = fetch,
	check: DocumentChecker = checkDocumentContent,
): Promise<Response> {
	const accepted = acceptCall(req, envOf);
	if (accepted instanceof Response) return accepted;
	const { env, token } = accepted;
	if (!token) return json(401, { error: 'Inicia sesión para comprobar un documento.' });
	const body = await jsonBody(req);
	const path = body && pathOf(body);
	const shape = path ? documentPath.exec(path) : null;
	if (!path || !shape) {
		// A webhook for another bucket or another file of this one: nothing to check.
		if (body?.['record']) return json(200, { verified: null });
		return json(400, { error: 'Indica la ruta de un documento de tu solicitud.' });
	}
	if (token !== env.serviceKey) {
		const caller = await signedInCaller(env, token, fetchFn);
		if (!caller) return json(401, { error: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
		if (caller.id !== shape[1])
			return json(403, { error: 'Ese documento no es tuyo: solo puedes comprobar los tuyos.' });
	}
	const file = await fetchFn(objectUrl(env, path), { headers: serviceHeaders(env.serviceKey) });
	if (!file.ok) {
		await file.body?.cancel();
		return json(404, { error: vaultMessages.notFound });
	}
	const bytes = new Uint8Array(await file.arrayBuffer());
	const verdict = await check(bytes, await allowedTypes(env, fetchFn));
	if (verdict.ok) {
		await record(env, path, null, fetchFn);
		return json(200, { verified: true, type: verdict.type });
	}
	if (verdict.problem === 'busy') return json(503, { error: vaultMessages.busy });
	const reason = reasons[verdict.problem] ?? vaultMessages.unreadablePdf;
	// Rejected first (the document then outlives its file), then the file goes.
	await record(env, path, reason, fetchFn);
	await removeVaultObjects(env.url, env.serviceKey, [path], fetchFn);
	return json(200, { verified: false, reason });
}
