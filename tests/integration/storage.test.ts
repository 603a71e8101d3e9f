import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser, startTestServer } from './helpers.ts';

/**
 * supabase-js's storage client against the local Storage API, on a plain test bucket whose
 * policies (made here, as a project would) let each user use their own folder.
 */
let app: LocalSupabase;
let svc: Client;
let alice: { client: Client; id: string; token: string };
let bob: { client: Client; id: string };

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
	await app.db.transaction((tx) =>
		tx.exec(`
		create policy "pruebas read own" on storage.objects for select to authenticated
			using (bucket_id = 'pruebas' and (storage.foldername(name))[1] = auth.uid()::text);
		create policy "pruebas insert own" on storage.objects for insert to authenticated
			with check (bucket_id = 'pruebas' and (storage.foldername(name))[1] = auth.uid()::text);
		create policy "pruebas update own" on storage.objects for update to authenticated
			using (bucket_id = 'pruebas' and (storage.foldername(name))[1] = auth.uid()::text);
		create policy "pruebas delete own" on storage.objects for delete to authenticated
			using (bucket_id = 'pruebas' and (storage.foldername(name))[1] = auth.uid()::text);`),
	);
	const [a, b] = await Promise.all([signedInUser(app), signedInUser(app)]);
	const session = await a.client.auth.getSession();
	alice = { ...a, token: session.data.session!.access_token };
	bob = b;
}, 120_000);
afterAll(() => app?.close());

/** A POST whose target no client normalises (node:http sends the path as given). */
function rawRequest(app: LocalSupabase, path: string, body: string) {
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const req = request(
			{
				host: '127.0.0.1',
				port: app.config.port,
				path,
				method: 'POST',
				headers: {
					apikey: app.config.anonKey,
					authorization: `Bearer ${alice.token}`,
					'content-type': 'text/plain',
				},
			},
			(res) => {
				let text = '';
				res.on('data', (c: Buffer) => (text += c.toString()));
				res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
			},
		);
		req.on('error', reject);
		req.end(body);
	});
}

const text = (s: string) => new Blob([s], { type: 'text/plain' });

describe('buckets', () => {
	it('creates, gets, lists, updates and refuses duplicates and users', async () => {
		expect(
			await svc.storage.createBucket('pruebas', { public: false, fileSizeLimit: '1mb' }),
		).toEqual({ data: { name: 'pruebas' }, error: null });
		const dup = await svc.storage.createBucket('pruebas');
		expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
		const got = await svc.storage.getBucket('pruebas');
		expect(got.data).toMatchObject({ id: 'pruebas', public: false, file_size_limit: 1_000_000 });
		const list = await svc.storage.listBuckets();
		expect(list.data?.map((b) => b.id).sort()).toEqual(['documentos', 'pruebas']);
		const byUser = await alice.client.storage.createBucket('mio');
		expect(byUser.error).toMatchObject({ statusCode: '403' });
		expect((await alice.client.storage.listBuckets()).data).toEqual([]);
		await svc.storage.createBucket('publico', { public: true });
		expect(await svc.storage.updateBucket('publico', { public: true })).toMatchObject({
			error: null,
		});
	});
});

describe('objects', () => {
	it('uploads (multipart and raw), downloads, reads info and lists with prefix and search', async () => {
		const up = await alice.client.storage
			.from('pruebas')
			.upload(`${alice.id}/a/Hola.txt`, text('hola mundo'));
		expect(up.error).toBeNull();
		expect(up.data).toMatchObject({
			path: `${alice.id}/a/Hola.txt`,
			fullPath: `pruebas/${alice.id}/a/Hola.txt`,
		});
		const raw = await alice.client.storage
			.from('pruebas')
			.upload(`${alice.id}/b.bin`, new Uint8Array([1, 2, 3]), {
				contentType: 'application/octet-stream',
			});
		expect(raw.error).toBeNull();
		const down = await alice.client.storage.from('pruebas').download(`${alice.id}/a/Hola.txt`);
		expect(await down.data?.text()).toBe('hola mundo');
		const info = await alice.client.storage.from('pruebas').info(`${alice.id}/b.bin`);
		expect(info.data).toMatchObject({ size: 3, contentType: 'application/octet-stream' });
		const root = await alice.client.storage.from('pruebas').list(alice.id);
		expect(root.data?.map((e) => [e.name, e.id === null])).toEqual([
			['a', true],
			['b.bin', false],
		]);
		const found = await alice.client.storage
			.from('pruebas')
			.list(`${alice.id}/a`, { search: 'ho' });
		expect(found.data?.map((e) => e.name)).toEqual(['Hola.txt']);
		const paged = await alice.client.storage
			.from('pruebas')
			.list(alice.id, { limit: 1, offset: 1 });
		expect(paged.data?.map((e) => e.name)).toEqual(['b.bin']);
		const exists = await alice.client.storage.from('pruebas').exists(`${alice.id}/nada.txt`);
		expect(exists.data).toBe(false);
		expect(exists.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
	});

	it('refuses a duplicate without upsert (409) and keeps the first bytes; upsert and update replace', async () => {
		const path = `${alice.id}/dup.txt`;
		await alice.client.storage.from('pruebas').upload(path, text('uno'));
		const again = await alice.client.storage.from('pruebas').upload(path, text('dos'));
		expect(again.error).toMatchObject({
			statusCode: '409',
			message: 'The resource already exists',
		});
		expect(await (await alice.client.storage.from('pruebas').download(path)).data?.text()).toBe(
			'uno',
		);
		await alice.client.storage.from('pruebas').upload(path, text('tres'), { upsert: true });
		expect(await (await alice.client.storage.from('pruebas').download(path)).data?.text()).toBe(
			'tres',
		);
		await alice.client.storage.from('pruebas').update(path, text('cuatro'));
		expect(await (await alice.client.storage.from('pruebas').download(path)).data?.text()).toBe(
			'cuatro',
		);
	});

	it("hides another user's files and refuses writes into their folder", async () => {
		const path = `${alice.id}/secreto.txt`;
		await alice.client.storage.from('pruebas').upload(path, text('secreto'));
		const read = await bob.client.storage.from('pruebas').download(path);
		expect(read.data).toBeNull();
		expect(read.error).toBeTruthy();
		expect((await bob.client.storage.from('pruebas').list(alice.id)).data).toEqual([]);
		const write = await bob.client.storage
			.from('pruebas')
			.upload(path, text('pisado'), { upsert: true });
		expect(write.error).toMatchObject({ statusCode: '403' });
		const removed = await bob.client.storage.from('pruebas').remove([path]);
		expect(removed.data).toEqual([]);
		const sign = await bob.client.storage.from('pruebas').createSignedUrl(path, 60);
		expect(sign.error).toMatchObject({ statusCode: '404' });
		expect(await (await alice.client.storage.from('pruebas').download(path)).data?.text()).toBe(
			'secreto',
		);
		const anon = await client(app).storage.from('pruebas').download(path);
		expect(anon.data).toBeNull();
	});

	it('refuses traversal and encoded traversal in keys, sent byte for byte', async () => {
		const keys = [
			`${alice.id}/../${bob.id}/x.txt`,
			`${alice.id}/%2e%2e/${bob.id}/x.txt`,
			`${alice.id}/%2E%2E%2F${bob.id}/x.txt`,
			`${alice.id}//x.txt`,
			`${alice.id}/%252e%252e/x.txt`,
		];
		for (const key of keys) {
			const answer = await rawRequest(app, `/storage/v1/object/pruebas/${key}`, 'x');
			expect(answer.status).toBe(400);
			expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
		}
		const listed = await svc.storage.from('pruebas').list(bob.id);
		expect(listed.data).toEqual([]);
	});

	it('signs URLs that download without a session and expire', async () => {
		const path = `${alice.id}/firmado.txt`;
		await alice.client.storage.from('pruebas').upload(path, text('firmado'));
		const { data } = await alice.client.storage.from('pruebas').createSignedUrl(path, 60);
		const ok = await fetch(data!.signedUrl);
		expect(ok.status).toBe(200);
		expect(await ok.text()).toBe('firmado');
		const many = await alice.client.storage
			.from('pruebas')
			.createSignedUrls([path, `${bob.id}/x`], 60);
		expect(many.data?.map((d) => d.error)).toEqual([
			null,
			'Either the object does not exist or you do not have access to it',
		]);
		const expired = await alice.client.storage.from('pruebas').createSignedUrl(path, 1);
		const url = new URL(expired.data!.signedUrl);
		const token = url.searchParams.get('token')!;
		const [h, b] = token.split('.');
		const claims = JSON.parse(Buffer.from(b!, 'base64url').toString()) as {
			exp: number;
			iat: number;
		};
		// A token for another object is refused too.
		const other = await fetch(url.href.replace('firmado.txt', 'dup.txt'));
		expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
		expect(claims.exp - claims.iat).toBe(1);
		expect(h).toBeTruthy();
		await new Promise((r) => setTimeout(r, 2100));
		const late = await fetch(url);
		expect(late.status).toBe(400);
		expect(await late.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
	});

	it('moves, copies and removes, returning the deleted rows', async () => {
		const bucket = alice.client.storage.from('pruebas');
		await bucket.upload(`${alice.id}/m1.txt`, text('mover'));
		expect((await bucket.move(`${alice.id}/m1.txt`, `${alice.id}/m2.txt`)).error).toBeNull();
		expect((await bucket.copy(`${alice.id}/m2.txt`, `${alice.id}/m3.txt`)).data).toEqual({
			path: `pruebas/${alice.id}/m3.txt`,
		});
		expect(await (await bucket.download(`${alice.id}/m3.txt`)).data?.text()).toBe('mover');
		const gone = await bucket.remove([`${alice.id}/m2.txt`, `${alice.id}/m3.txt`]);
		expect(gone.data?.map((r) => r.name).sort()).toEqual([
			`${alice.id}/m2.txt`,
			`${alice.id}/m3.txt`,
		]);
		expect((await bucket.download(`${alice.id}/m3.txt`)).error).toBeTruthy();
	});

	it('uploads through a signed upload URL once', async () => {
		const bucket = alice.client.storage.from('pruebas');
		const path = `${alice.id}/subida.txt`;
		const { data, error } = await bucket.createSignedUploadUrl(path);
		expect(error).toBeNull();
		expect(
			(
				await client(app)
					.storage.from('pruebas')
					.uploadToSignedUrl(path, data!.token, text('subida'))
			).error,
		).toBeNull();
		const twice = await client(app)
			.storage.from('pruebas')
			.uploadToSignedUrl(path, data!.token, text('otra'));
		expect(twice.error).toBeTruthy();
		expect(await (await bucket.download(path)).data?.text()).toBe('subida');
	});

	it('serves a public bucket without a session and refuses bodies over the bucket limit', async () => {
		await svc.storage.from('publico').upload('hola.txt', text('público'));
		const url = svc.storage.from('publico').getPublicUrl('hola.txt').data.publicUrl;
		expect(await (await fetch(url)).text()).toBe('público');
		const big = await alice.client.storage
			.from('pruebas')
			.upload(`${alice.id}/grande.bin`, new Uint8Array(1_000_001));
		expect(big.error).toMatchObject({ statusCode: '413' });
	});
});
