import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { purgeDocuments } from '../../supabase/functions/_shared/purgeDocuments.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser } from './helpers.ts';

/** A small valid-looking PDF, optionally with extra object text. */
export const pdf = (extra = '') =>
	new Blob(
		[
			`%PDF-1.4\n1 0 obj\n<< /Type /Catalog ${extra} >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
		],
		{
			type: 'application/pdf',
		},
	);

type Actor = 'owner' | 'otherUser' | 'professional' | 'admin' | 'anon';
const actors: Actor[] = ['owner', 'otherUser', 'professional', 'admin', 'anon'];

/**
 * The documentos bucket through the Storage API: who may list, read, upload, overwrite, delete
 * and sign (owner only; admins read after logging), and the bad inputs of issue 30.
 */
export function vaultMatrix(start: () => Promise<LocalSupabase>): void {
	let app: LocalSupabase;
	let svc: Client;
	const clients = {} as Record<Actor, Client>;
	let ownerId = '';
	let otherId = '';
	let adminId = '';
	let appId = '';
	let otherAppId = '';
	const folder = () => `${ownerId}/${appId}`;
	const bucket = (who: Actor) => clients[who].storage.from('documentos');

	beforeAll(async () => {
		app = await start();
		svc = service(app);
		const [owner, other, pro, admin] = await Promise.all([
			signedInUser(app),
			signedInUser(app),
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app, { admin: true }),
		]);
		Object.assign(clients, {
			owner: owner.client,
			otherUser: other.client,
			professional: pro.client,
			admin: admin.client,
			anon: client(app),
		});
		ownerId = owner.id;
		otherId = other.id;
		adminId = admin.id;
		const apps = await svc
			.from('application_progress')
			.insert([{ user_id: owner.id }, { user_id: other.id }])
			.select('id, user_id');
		if (apps.error) throw apps.error;
		appId = apps.data.find((a) => a.user_id === owner.id)!.id;
		otherAppId = apps.data.find((a) => a.user_id === other.id)!.id;
		const up = await bucket('owner').upload(`${folder()}/dni/dni.pdf`, pdf());
		if (up.error) throw up.error;
	}, 300_000);
	afterAll(() => app?.close());

	const expected: Record<Actor, Record<string, boolean>> = {
		owner: { list: true, read: true, upload: true, overwrite: true, delete: true, sign: true },
		otherUser: {
			list: false,
			read: false,
			upload: false,
			overwrite: false,
			delete: false,
			sign: false,
		},
		professional: {
			list: false,
			read: false,
			upload: false,
			overwrite: false,
			delete: false,
			sign: false,
		},
		admin: {
			list: false,
			read: false,
			upload: false,
			overwrite: false,
			delete: false,
			sign: false,
		},
		anon: { list: false, read: false, upload: false, overwrite: false, delete: false, sign: false },
	};

	it('lets only the owner list, read, upload, overwrite, delete and sign', async () => {
		const seen: Record<string, Record<string, boolean>> = {};
		for (const who of actors) {
			const b = bucket(who);
			const path = `${folder()}/nominas/${who}.pdf`;
			const list = await b.list(`${folder()}/dni`);
			const read = await b.download(`${folder()}/dni/dni.pdf`);
			const upload = await b.upload(path, pdf());
			const overwrite = await b.upload(`${folder()}/dni/dni.pdf`, pdf('/Title (x)'), {
				upsert: true,
			});
			const sign = await b.createSignedUrl(`${folder()}/dni/dni.pdf`, 60);
			await svc.storage
				.from('documentos')
				.upload(`${folder()}/otros/${who}.pdf`, pdf(), { upsert: true });
			const del = await b.remove([`${folder()}/otros/${who}.pdf`]);
			seen[who] = {
				list: (list.data ?? []).length > 0,
				read: read.error === null,
				upload: upload.error === null,
				overwrite: overwrite.error === null,
				delete: (del.data ?? []).length === 1,
				sign: sign.error === null,
			};
		}
		expect(seen).toEqual(expected);
		await svc.storage
			.from('documentos')
			.remove(actors.map((who) => `${folder()}/otros/${who}.pdf`));
	});

	it('keeps documents in step with the files and notifies a rejection', async () => {
		const docs = await clients.owner
			.from('documents')
			.select('kind, status, object_path')
			.order('kind');
		expect(docs.data?.map((d) => [d.kind, d.status])).toEqual([
			['dni', 'recibido'],
			['nominas', 'recibido'],
		]);
		expect((await clients.otherUser.from('documents').select('id')).data).toEqual([]);
		const dni = (await clients.admin.from('documents').select('id').eq('kind', 'dni').single())
			.data!;
		const noReason = await clients.admin.rpc('admin_review_document', {
			p_id: dni.id,
			p_status: 'rechazado',
			p_reason: '',
		});
		expect(noReason.error?.message).toBe('Indica el motivo del rechazo.');
		const byUser = await clients.owner.rpc('admin_review_document', {
			p_id: dni.id,
			p_status: 'revisado',
			p_reason: '',
		});
		expect(byUser.error?.code).toBe('42501');
		const rejected = await clients.admin.rpc('admin_review_document', {
			p_id: dni.id,
			p_status: 'rechazado',
			p_reason: 'La foto está borrosa',
		});
		expect(rejected.error).toBeNull();
		const bell = await clients.owner.from('notifications').select('title, message, action_url');
		expect(bell.data).toContainEqual({
			title: 'Documento rechazado',
			message: 'Hemos rechazado «dni.pdf»: La foto está borrosa. Súbelo de nuevo cuando puedas.',
			action_url: '/dashboard#documentos',
		});
		await bucket('owner').upload(`${folder()}/dni/dni.pdf`, pdf(), { upsert: true });
		const again = await clients.owner
			.from('documents')
			.select('status, reason')
			.eq('id', dni.id)
			.single();
		expect(again.data).toEqual({ status: 'recibido', reason: null });
	});

	it('lets an admin read a file only after logging it, and the owner sees the log', async () => {
		const path = `${folder()}/dni/dni.pdf`;
		const dni = (
			await clients.admin.from('documents').select('id').eq('object_path', path).single()
		).data!;
		expect((await bucket('admin').createSignedUrl(path, 60)).error).toMatchObject({
			statusCode: '404',
		});
		const logged = await clients.admin.rpc('log_document_access', { p_id: dni.id });
		expect(logged.data).toBe(path);
		const signed = await bucket('admin').createSignedUrl(path, 60);
		expect(signed.error).toBeNull();
		const res = await fetch(signed.data!.signedUrl);
		expect((await res.text()).startsWith('%PDF-')).toBe(true);
		const log = await clients.owner
			.from('document_access_log')
			.select('object_path, action, signed_by')
			.order('created_at');
		expect(log.data).toEqual([
			{ object_path: path, action: 'descarga', signed_by: null },
			{ object_path: path, action: 'enlace_firmado', signed_by: adminId }, // issue 43
		]);
		expect((await clients.otherUser.from('document_access_log').select('id')).data).toEqual([]);
		expect((await clients.owner.rpc('log_document_access', { p_id: dni.id })).error?.code).toBe(
			'42501',
		);
	});

	it('refuses bad input with a mappable error and overwrites nothing', async () => {
		const b = bucket('owner');
		const before = await (await b.download(`${folder()}/dni/dni.pdf`)).data!.text();
		const exe = new Blob([Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode')], {
			type: 'application/pdf',
		});
		const cases = {
			big: await b.upload(
				`${folder()}/renta/big.pdf`,
				new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)])], {
					type: 'application/pdf',
				}),
			),
			exe: await b.upload(`${folder()}/renta/renta.pdf`, exe),
			js: await b.upload(
				`${folder()}/renta/js.pdf`,
				pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
			),
			hiddenJs: await b.upload(
				`${folder()}/renta/hidden.pdf`,
				pdf('/Names << /Java#53cript 2 0 R >>'),
			),
			compressedJs: await b.upload(
				`${folder()}/renta/stream.pdf`,
				new Blob(
					[
						Buffer.concat([
							Buffer.from('%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
							deflateSync('<< /S /JavaScript /JS (x) >>'),
							Buffer.from('\nendstream\nendobj\n%%EOF\n'),
						]),
					],
					{ type: 'application/pdf' },
				),
			),
			otherId: await b.upload(`${otherId}/${otherAppId}/dni/x.pdf`, pdf()),
			otherApp: await b.upload(`${ownerId}/${otherAppId}/dni/x.pdf`, pdf()),
			badKind: await b.upload(`${folder()}/pasaporte/x.pdf`, pdf()),
			duplicate: await b.upload(`${folder()}/dni/dni.pdf`, pdf('/Title (nuevo)')),
		};
		const codes = Object.fromEntries(
			Object.entries(cases).map(([k, v]) => [
				k,
				(v.error as { statusCode?: string } | null)?.statusCode,
			]),
		);
		expect(codes).toEqual({
			big: '413',
			exe: '415',
			js: '415',
			hiddenJs: '415',
			compressedJs: '415',
			otherId: '403',
			otherApp: '403',
			badKind: '403',
			duplicate: '409',
		});
		expect(cases.exe.error?.message).toBe('mime type application/octet-stream is not supported');
		expect(cases.js.error?.message).toBe('PDF with JavaScript or launch actions is not allowed');
		expect(await (await b.download(`${folder()}/dni/dni.pdf`)).data!.text()).toBe(before);
		const renta = await b.list(`${folder()}/renta`);
		expect(renta.data).toEqual([]);
		const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], {
			type: 'text/plain',
		});
		const photo = await b.upload(`${folder()}/dni/dorso.pdf`, png);
		expect(photo.error).toBeNull();
		expect((await b.info(`${folder()}/dni/dorso.pdf`)).data?.contentType).toBe('image/png');
	});

	it('deleting the file deletes the document; the purge finds files of closed applications', async () => {
		const path = `${folder()}/dni/dorso.pdf`;
		await bucket('owner').remove([path]);
		expect(
			(await clients.owner.from('documents').select('id').eq('object_path', path)).data,
		).toEqual([]);
		await svc.from('application_progress').update({ status: 'cancelada' }).eq('user_id', ownerId);
		await app.db.transaction((tx) =>
			tx.query(
				`update public.application_progress set closed_at = now() - interval '13 months' where user_id = $1`,
				[ownerId],
			),
		);
		const due = await svc.rpc('documents_due_for_deletion');
		expect(due.data?.map((r) => r.object_path).sort()).toEqual(
			[`${folder()}/dni/dni.pdf`, `${folder()}/nominas/owner.pdf`].sort(),
		);
		expect((await clients.owner.rpc('documents_due_for_deletion')).error).toBeTruthy();
		expect(await purgeDocuments(app.url, app.config.serviceRoleKey)).toBe(2);
		expect((await clients.owner.from('documents').select('id')).data).toEqual([]);
		expect((await svc.storage.from('documentos').list(`${folder()}/dni`)).data).toEqual([]);
		expect(await purgeDocuments(app.url, app.config.serviceRoleKey)).toBe(0);
		// A person who deletes their account: their files go at the next run too.
		const theirs = `${otherId}/${otherAppId}/dni/dni.pdf`;
		expect((await bucket('otherUser').upload(theirs, pdf())).error).toBeNull();
		expect((await svc.auth.admin.deleteUser(otherId)).error).toBeNull();
		expect((await svc.rpc('documents_due_for_deletion')).data).toEqual([{ object_path: theirs }]);
		expect(await purgeDocuments(app.url, app.config.serviceRoleKey)).toBe(1);
	});
}
