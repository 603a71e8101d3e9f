// Dominio: vault
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vaultMessages } from '../../src/lib/vault/errors.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { basicObjects, buildPdf, objectStream, pdfBomb } from '../unit/vault/pdfFixtures.ts';
import { accessToken, type Client, service, signedInUser, startTestServer } from './helpers.ts';
import { onBothDatabases } from './clientFormFixtures.ts';

/**
 * The vault's Storage API under the attacks of issue 43: permission before the body, content
 * checks off the request thread with a cap and a time limit, a parser that sees through every
 * filter, attachment-only private files, short logged signed links and a fixed cache control.
 */

const blob = (bytes: Uint8Array<ArrayBuffer>, type = 'application/pdf') =>
	new Blob([bytes], { type });
const plainPdf = () => buildPdf(basicObjects());
/** A script in an object stream behind ASCIIHexDecode, which the old check did not read. */
const hexScript = () =>
	buildPdf(
		[
			...basicObjects('/OpenAction 5 0 R'),
			objectStream(
				4,
				[{ num: 5, text: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' }],
				['ASCIIHexDecode'],
			),
		],
		{ compressed: [{ num: 5, stream: 4, index: 0 }] },
	);

/**
 * Sends an upload's request line and headers with a large Content-Length but only the first
 * bytes of the body, and resolves with the answer (status line and JSON body) the server gives
 * without waiting for the rest, or rejects if none comes.
 */
function answerBeforeBody(app: LocalSupabase, path: string, token: string) {
	return new Promise<{ status: number; body: Record<string, string> }>((resolve, reject) => {
		const socket = connect(app.config.port, '127.0.0.1');
		let text = '';
		socket.setTimeout(15_000, () => {
			socket.destroy();
			reject(new Error('no answer before the body was sent'));
		});
		socket.on('data', (chunk: Buffer) => {
			text += chunk.toString('utf8');
			// The answer is chunked: it is complete at the last (empty) chunk.
			if (!text.includes('\r\n0\r\n\r\n')) return;
			socket.destroy();
			resolve({
				status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
				body: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Record<
					string,
					string
				>,
			});
		});
		socket.on('error', reject);
		socket.write(
			`POST /storage/v1/object/documentos/${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
				`apikey: ${app.config.anonKey}\r\nAuthorization: Bearer ${token}\r\n` +
				`Content-Type: application/pdf\r\nContent-Length: 9000000\r\n\r\n%PDF-1.7\n`,
		);
	});
}

onBothDatabases('Storage security (issue 43)', (start) => {
	let app: LocalSupabase;
	let svc: Client;
	let owner: Awaited<ReturnType<typeof signedInUser>>;
	let admin: Awaited<ReturnType<typeof signedInUser>>;
	let folder = '';
	const vault = (c: Client) => c.storage.from('documentos');

	beforeAll(async () => {
		app = await start();
		svc = service(app);
		[owner, admin] = await Promise.all([signedInUser(app), signedInUser(app, { admin: true })]);
		const opened = await svc
			.from('application_progress')
			.insert({ user_id: owner.id })
			.select('id')
			.single();
		if (opened.error) throw opened.error;
		folder = `${owner.id}/${opened.data.id}`;
	}, 300_000);
	afterAll(() => app?.close());

	it('answers a refused upload before reading its body (anon key and another user)', async () => {
		const anon = await answerBeforeBody(app, `${folder}/dni/anon.pdf`, app.config.anonKey);
		expect([anon.status, anon.body['statusCode'], anon.body['code']]).toEqual([
			400,
			'403',
			'AccessDenied',
		]);
		const stranger = await answerBeforeBody(
			app,
			`${folder}/dni/ajeno.pdf`,
			await accessToken(admin.client),
		);
		expect(stranger.body['statusCode']).toBe('403');
	});

	it('refuses a decompression bomb with a Spanish 422 and a hex-encoded script with 415', async () => {
		const bomb = await vault(owner.client).upload(`${folder}/renta/bomba.pdf`, blob(pdfBomb()));
		expect(bomb.error).toMatchObject({ statusCode: '422', message: vaultMessages.tooComplexPdf });
		const script = await vault(owner.client).upload(`${folder}/renta/hex.pdf`, blob(hexScript()));
		expect(script.error).toMatchObject({
			statusCode: '415',
			message: 'PDF with JavaScript or launch actions is not allowed',
		});
		expect((await vault(owner.client).list(`${folder}/renta`)).data).toEqual([]);
		const fine = await vault(owner.client).upload(`${folder}/renta/renta.pdf`, blob(plainPdf()));
		expect(fine.error).toBeNull();
	});

	it('serves a private file as an attachment with nosniff, a sandbox CSP and no cache', async () => {
		const path = `${folder}/dni/dni.pdf`;
		const up = await vault(owner.client).upload(path, blob(plainPdf()), {
			cacheControl: '31536000',
		});
		expect(up.error).toBeNull();
		const doc = await svc.from('documents').select('id').eq('object_path', path).single();
		await admin.client.rpc('log_document_access', { p_id: doc.data!.id });
		const signed = await vault(admin.client).createSignedUrl(path, 60);
		const res = await fetch(signed.data!.signedUrl);
		expect(res.status).toBe(200);
		await res.arrayBuffer();
		expect({
			disposition: res.headers.get('content-disposition'),
			nosniff: res.headers.get('x-content-type-options'),
			csp: res.headers.get('content-security-policy'),
			cache: res.headers.get('cache-control'),
		}).toEqual({
			disposition: "attachment; filename=dni.pdf; filename*=UTF-8''dni.pdf",
			nosniff: 'nosniff',
			csp: "default-src 'none'; sandbox",
			cache: 'private, no-store',
		});
	});

	it('caps signed links to private files at 10 minutes and logs every read with its signer', async () => {
		const path = `${folder}/nominas/enero.pdf`;
		expect((await vault(owner.client).upload(path, blob(plainPdf()))).error).toBeNull();
		const doc = await svc.from('documents').select('id').eq('object_path', path).single();
		await admin.client.rpc('log_document_access', { p_id: doc.data!.id });
		const tenYears = await vault(admin.client).createSignedUrl(path, 10 * 365 * 86400);
		expect(tenYears.error).toMatchObject({
			statusCode: '400',
			message: 'body/expiresIn must be <= 600 for a private bucket',
		});
		const many = await vault(admin.client).createSignedUrls([path], 601);
		expect(many.error).toMatchObject({ statusCode: '400' });
		const tenMinutes = await vault(admin.client).createSignedUrl(path, 600);
		for (let i = 0; i < 3; i++) {
			const res = await fetch(tenMinutes.data!.signedUrl);
			expect(res.status).toBe(200);
			await res.arrayBuffer();
		}
		const log = await svc
			.from('document_access_log')
			.select('action, admin_id, signed_by')
			.eq('object_path', path)
			.order('created_at');
		expect(log.data).toEqual([
			{ action: 'descarga', admin_id: admin.id, signed_by: null },
			...Array.from({ length: 3 }, () => ({
				action: 'enlace_firmado',
				admin_id: null,
				signed_by: admin.id,
			})),
		]);
	});

	it('never stores or serves a cache control with a line break or outside the whitelist', async () => {
		// Private bucket: whatever the upload asks, the file is private, no-store.
		const path = `${folder}/extractos/marzo.pdf`;
		const raw = await fetch(`${app.url}/storage/v1/object/documentos/${path}`, {
			method: 'POST',
			headers: {
				apikey: app.config.anonKey,
				authorization: `Bearer ${await accessToken(owner.client)}`,
				'content-type': 'application/pdf',
				'cache-control': 'public, immutable, max-age=31536000',
			},
			body: plainPdf(),
		});
		expect(raw.status).toBe(200);
		const form = new FormData();
		form.append('cacheControl', '3600\r\nX-Evil: 1');
		form.append('', blob(plainPdf()), 'abril.pdf');
		const multipart = await fetch(
			`${app.url}/storage/v1/object/documentos/${folder}/extractos/abril.pdf`,
			{
				method: 'POST',
				headers: {
					apikey: app.config.anonKey,
					authorization: `Bearer ${await accessToken(owner.client)}`,
				},
				body: form,
			},
		);
		expect(multipart.status).toBe(200);
		for (const name of ['marzo.pdf', 'abril.pdf']) {
			const read = await fetch(
				`${app.url}/storage/v1/object/documentos/${folder}/extractos/${name}`,
				{
					headers: {
						apikey: app.config.anonKey,
						authorization: `Bearer ${await accessToken(owner.client)}`,
					},
				},
			);
			expect([read.status, read.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
			await read.arrayBuffer();
		}
		// Public bucket: only whitelisted directives, refused otherwise.
		await svc.storage.createBucket('publico', { public: true });
		const publicUpload = (cacheControl: string) =>
			svc.storage
				.from('publico')
				.upload(`x-${cacheControl.length}.txt`, blob(new Uint8Array([65]), 'text/plain'), {
					cacheControl,
				});
		expect((await publicUpload('60\nX-Evil: 1')).error).toMatchObject({ statusCode: '400' });
		expect((await publicUpload('120')).error).toBeNull();
		const served = await fetch(`${app.url}/storage/v1/object/public/publico/x-3.txt`);
		expect(served.headers.get('cache-control')).toBe('max-age=120');
		await served.arrayBuffer();
	});
});

it('stops a content check that passes its time limit with a Spanish 422', async () => {
	const app = await startTestServer({ contentCheckTimeoutMs: 1 });
	try {
		const owner = await signedInUser(app);
		const opened = await service(app)
			.from('application_progress')
			.insert({ user_id: owner.id })
			.select('id')
			.single();
		const { error } = await owner.client.storage
			.from('documentos')
			.upload(`${owner.id}/${opened.data!.id}/dni/dni.pdf`, blob(plainPdf()));
		expect(error).toMatchObject({ statusCode: '422', message: vaultMessages.checkTimeout });
	} finally {
		await app.close();
	}
}, 120_000);
