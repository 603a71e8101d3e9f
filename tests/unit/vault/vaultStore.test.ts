import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { VaultDocument } from '~/lib/vault/checklist.ts';
import {
	$adminDocuments,
	$uploads,
	$vault,
	configureVault,
	deleteDocument,
	type VaultApi,
	documentLink,
	reviewDocument,
	uploadDocument,
	type Vault,
} from '~/stores/vault.ts';
import { type VaultUpload } from '~/lib/supabase/vault.ts';
import type { LiveDeps } from '~/stores/shared/live.ts';
import { $session } from '~/stores/session.ts';

const session = { access_token: 't', user: { id: 'u1', app_metadata: {} } } as unknown as Session;

const nomina: VaultDocument = {
	id: 'd1',
	kind: 'nominas',
	object_path: 'u1/app1/nominas/20261101100000-enero.pdf',
	file_name: '20261101100000-enero.pdf',
	status: 'rechazado',
	reason: 'Borrosa',
	size_bytes: 10,
	created_at: '2026-11-01T10:00:00Z',
	updated_at: '2026-11-01T10:00:00Z',
};

/** A backend that records calls; uploads wait for the test to finish them. */
function fakeApi(vault: Vault) {
	const calls: string[] = [];
	const uploads: VaultUpload[] = [];
	let finish: (error?: object) => void = () => {};
	const api: VaultApi = {
		vault: (userId) => {
			calls.push(`vault ${userId}`);
			return Promise.resolve(vault);
		},
		upload: (request) => {
			uploads.push(request);
			return new Promise((resolve, reject) => {
				finish = (error) =>
					error ? reject(Object.assign(new Error('refused'), error)) : resolve();
			});
		},
		remove: (path) => {
			calls.push(`remove ${path}`);
			return Promise.reject(
				Object.assign(new Error('x'), { statusCode: '404', code: 'NoSuchKey' }),
			);
		},
		adminList: () => Promise.resolve([]),
		review: (id, status, reason) => {
			calls.push(`review ${id} ${status} ${reason}`);
			return status === 'rechazado' && !reason
				? Promise.reject(new Error('Indica el motivo del rechazo.'))
				: Promise.resolve();
		},
		signedUrl: (id) => Promise.resolve(`http://x/object/sign/documentos/${id}?token=t`),
	};
	return { api, calls, uploads, finish: (error?: object) => finish(error) };
}

const noRealtime: LiveDeps = {
	realtime: () => Promise.resolve({ client: {} as never, subscribe: () => () => {} }),
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loaded(): Promise<() => void> {
	const stop = $vault.listen(() => {});
	for (let i = 0; i < 50 && !$vault.get().data; i++) await settle();
	return stop;
}

let reset = () => {};

afterEach(() => {
	reset();
	$session.set({ status: 'signed-out' });
});

describe('documents store', () => {
	it('uploads a new file into the application folder with progress, then refuses a renamed file in Spanish', async () => {
		const fake = fakeApi({ applicationId: 'app1', documents: [], log: [] });
		reset = configureVault({ api: fake.api, live: noRealtime });
		$session.set({ status: 'signed-in', session });
		const stop = await loaded();
		expect(fake.calls).toEqual(['vault u1']);
		const file = new File(['%PDF-1.4'], 'Nómina enero.pdf', { type: 'application/pdf' });
		const pending = uploadDocument('nominas', file, undefined, new Date('2026-11-27T09:05:03Z'));
		await settle();
		expect(fake.uploads.map((u) => [u.path, u.upsert])).toEqual([
			['u1/app1/nominas/20261127090503-Nomina-enero.pdf', false],
		]);
		fake.uploads[0]!.onProgress(0.4);
		expect($uploads.get().nominas).toEqual({ fileName: 'Nómina enero.pdf', fraction: 0.4 });
		fake.finish();
		expect(await pending).toEqual({ ok: true });
		expect($uploads.get().nominas).toBeUndefined();

		const renamed = uploadDocument('renta', new File(['MZ'], 'renta.pdf'));
		await settle();
		fake.finish({
			statusCode: '415',
			code: 'InvalidMimeType',
			message: 'mime type application/octet-stream is not supported',
		});
		expect(await renamed).toEqual({
			ok: false,
			message:
				'Ese archivo no es un PDF ni una foto (JPEG, PNG o HEIC). Aunque se llame .pdf, su contenido es otro.',
		});
		stop();
	});

	it('replaces at the same path with upsert, refuses big files before sending, and explains a missing application', async () => {
		const fake = fakeApi({ applicationId: 'app1', documents: [nomina], log: [] });
		reset = configureVault({ api: fake.api, live: noRealtime });
		$session.set({ status: 'signed-in', session });
		const stop = await loaded();
		const replacing = uploadDocument('nominas', new File(['%PDF'], 'otra.pdf'), nomina);
		await settle();
		expect(fake.uploads.map((u) => [u.path, u.upsert])).toEqual([[nomina.object_path, true]]);
		fake.finish();
		expect(await replacing).toEqual({ ok: true });
		const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.pdf');
		expect(await uploadDocument('dni', big)).toEqual({
			ok: false,
			message: 'El archivo supera el máximo de 10 MB. Reduce la foto o divide el PDF.',
		});
		expect(fake.uploads).toHaveLength(1);
		expect(await deleteDocument(nomina)).toEqual({
			ok: false,
			message: 'Ese documento ya no existe o no tienes acceso a él.',
		});
		stop();

		reset = configureVault({
			api: fakeApi({ applicationId: null, documents: [], log: [] }).api,
			live: noRealtime,
		});
		$session.set({ status: 'signed-in', session: { ...session, user: { id: 'u2' } } as Session });
		const stop2 = await loaded();
		expect(await uploadDocument('dni', new File(['%PDF'], 'dni.pdf'))).toEqual({
			ok: false,
			message:
				'Aún no hemos abierto tu expediente. Cuando tu asesor lo abra podrás subir aquí tus documentos.',
		});
		stop2();
	});

	it('reviews with the database refusal kept in Spanish and opens a signed link', async () => {
		const fake = fakeApi({ applicationId: 'app1', documents: [], log: [] });
		reset = configureVault({ api: fake.api, live: noRealtime });
		$session.set({ status: 'signed-in', session });
		const stop = $adminDocuments.listen(() => {});
		expect(await reviewDocument('d1', 'rechazado', null)).toEqual({
			ok: false,
			message: 'Indica el motivo del rechazo.',
		});
		expect(await reviewDocument('d1', 'rechazado', 'Borrosa')).toEqual({ ok: true });
		expect(fake.calls).toContain('review d1 rechazado Borrosa');
		expect(await documentLink('d1')).toEqual({
			ok: true,
			url: 'http://x/object/sign/documentos/d1?token=t',
		});
		stop();
	});
});
