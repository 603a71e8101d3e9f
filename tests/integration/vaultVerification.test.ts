import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDocumentFile } from '../../src/lib/supabase/vault.ts';
import { vaultMessages } from '../../src/lib/vault/errors.ts';
import { basicObjects, buildPdf, objectStream, pdfBomb } from '../unit/vault/pdfFixtures.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	accessToken,
	callFunction,
	type Client,
	service,
	signedInUser,
	startTestServer,
} from './helpers.ts';

/**
 * «verificar-documento» (issue 30, item 1 on hosted Supabase), served by the local server. The
 * server starts with STORAGE_CONTENT_CHECK off, as hosted Storage: an upload is compared only by
 * its declared type, so a renamed executable is stored and the function must catch it.
 */

let app: LocalSupabase;
let svc: Client;
let owner: { client: Client; id: string; email: string };
let other: { client: Client; id: string; email: string };
let appId = '';

beforeAll(async () => {
	app = await startTestServer({ storageContentCheck: false });
	svc = service(app);
	[owner, other] = await Promise.all([signedInUser(app), signedInUser(app)]);
	const opened = await svc
		.from('application_progress')
		.insert({ user_id: owner.id })
		.select('id')
		.single();
	if (opened.error) throw opened.error;
	appId = opened.data.id;
}, 120_000);

afterAll(() => app?.close());

/** A Windows executable's first bytes, sent as a PDF. */
const executable = () =>
	new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])], {
		type: 'application/pdf',
	});
const pdf = (extra = '') =>
	new Blob(
		[
			`%PDF-1.4\n1 0 obj\n<< /Type /Catalog ${extra} >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
		],
		{
			type: 'application/pdf',
		},
	);

/** Uploads as the owner; returns the object's path. */
async function upload(kind: string, name: string, file: Blob): Promise<string> {
	const path = `${owner.id}/${appId}/${kind}/20261128120000-${name}`;
	const { error } = await owner.client.storage.from('documentos').upload(path, file);
	if (error) throw error;
	return path;
}

/** Calls the function with a token (a person's or the service role's). */
const verify = (token: string, body: unknown) =>
	callFunction(app, 'verificar-documento', token, body);

async function documentAt(path: string) {
	const { data, error } = await svc
		.from('documents')
		.select('status, reason, verification, verified_at')
		.eq('object_path', path)
		.maybeSingle();
	if (error) throw error;
	return data;
}

async function objectExists(path: string): Promise<boolean> {
	const { error } = await svc.storage.from('documentos').download(path);
	return error === null;
}

describe('verificar-documento', () => {
	it('deletes a renamed executable, rejects its document with a Spanish reason and tells the person', async () => {
		const path = await upload('nominas', 'nomina.pdf', executable());
		expect(await objectExists(path)).toBe(true);
		const reply = await verify(await accessToken(owner.client), { path });
		const reason =
			'Ese archivo no es un PDF ni una foto (JPEG, PNG o HEIC). Aunque se llame .pdf, su contenido es otro.';
		expect(reply).toEqual({ status: 200, body: { verified: false, reason } });
		expect(await objectExists(path)).toBe(false);
		expect(await documentAt(path)).toMatchObject({
			status: 'rechazado',
			verification: 'rechazado',
			reason,
		});
		const notices = await svc
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', owner.id)
			.eq('title', 'Documento rechazado');
		expect(notices.data).toEqual([
			{
				title: 'Documento rechazado',
				message: `No hemos podido aceptar «nomina.pdf»: ${reason} Súbelo de nuevo cuando puedas.`,
				action_url: '/dashboard#documentos',
			},
		]);
		const mails = await svc
			.from('email_outbox')
			.select('template, payload')
			.eq('user_id', owner.id)
			.eq('template', 'documento_rechazado');
		expect(
			mails.data?.map(({ payload }) => {
				const { kind, reason: mailed } = payload as { kind?: string; reason?: string };
				return { kind, reason: mailed };
			}),
		).toEqual([{ kind: 'nominas', reason }]);
		// The person clears the rejected document; nobody else can.
		const byOther = await other.client
			.from('documents')
			.delete()
			.eq('object_path', path)
			.select('id');
		expect(byOther.data).toEqual([]);
		// The panel's delete (no file left to remove) clears it.
		await removeDocumentFile(owner.client, path);
		expect(await documentAt(path)).toBeNull();
	});

	it('rejects a PDF with JavaScript called by the database webhook', async () => {
		const path = await upload(
			'renta',
			'renta.pdf',
			pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
		);
		const reply = await verify(app.config.serviceRoleKey, {
			type: 'INSERT',
			table: 'objects',
			schema: 'storage',
			record: { bucket_id: 'documentos', name: path },
			old_record: null,
		});
		expect(reply.status).toBe(200);
		expect(reply.body['verified']).toBe(false);
		expect(String(reply.body['reason'])).toContain('Ese PDF lleva código');
		expect(await objectExists(path)).toBe(false);
		expect(await documentAt(path)).toMatchObject({
			status: 'rechazado',
			verification: 'rechazado',
		});
	});

	it('uses the same parser as the local Storage: a hex-encoded script and a bomb are rejected (issue 43)', async () => {
		const hexScript = buildPdf(
			[
				...basicObjects('/OpenAction 5 0 R'),
				objectStream(4, [{ num: 5, text: '<< /S /JavaScript /JS (x) >>' }], ['ASCIIHexDecode']),
			],
			{ compressed: [{ num: 5, stream: 4, index: 0 }] },
		);
		const reasons: unknown[] = [];
		for (const [name, bytes] of [
			['hex.pdf', hexScript],
			['bomba.pdf', pdfBomb()],
		] as const) {
			const path = await upload('otros', name, new Blob([bytes], { type: 'application/pdf' }));
			const reply = await verify(app.config.serviceRoleKey, { path });
			reasons.push(reply.body['reason']);
			expect(await objectExists(path)).toBe(false);
		}
		expect(reasons).toEqual([vaultMessages.activePdf, vaultMessages.tooComplexPdf]);
	});

	it('keeps a real PDF and records it as verified', async () => {
		const path = await upload('dni', 'dni.pdf', pdf());
		const reply = await verify(app.config.serviceRoleKey, {
			type: 'INSERT',
			table: 'objects',
			schema: 'storage',
			record: { bucket_id: 'documentos', name: path },
		});
		expect(reply).toEqual({ status: 200, body: { verified: true, type: 'application/pdf' } });
		expect(await objectExists(path)).toBe(true);
		const doc = await documentAt(path);
		expect(doc).toMatchObject({ status: 'recibido', verification: 'verificado', reason: null });
		expect(doc?.verified_at).not.toBeNull();
	});

	it('refuses another person’s token (403) and leaves the file alone', async () => {
		const path = await upload('extractos', 'extracto.pdf', executable());
		const reply = await verify(await accessToken(other.client), { path });
		expect(reply.status).toBe(403);
		expect(reply.body['error']).toBe('Ese documento no es tuyo: solo puedes comprobar los tuyos.');
		expect(await objectExists(path)).toBe(true);
		expect(await documentAt(path)).toMatchObject({ status: 'recibido', verification: 'pendiente' });
		const anon = await verify(app.config.anonKey, { path });
		expect(anon.status).toBe(401);
		expect(await objectExists(path)).toBe(true);
	});

	it('answers a path outside the vault’s shape with a Spanish 400', async () => {
		const reply = await verify(await accessToken(owner.client), { path: `${owner.id}/../x.pdf` });
		expect(reply).toEqual({
			status: 400,
			body: { error: 'Indica la ruta de un documento de tu solicitud.' },
		});
	});
});
