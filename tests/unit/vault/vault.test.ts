import { describe, expect, it } from 'vitest';
import { checklist, type VaultDocument } from '~/lib/vault/checklist.ts';
import { checkVaultFile, vaultErrorMessage } from '~/lib/vault/errors.ts';
import { displayName, documentPath, storageFileName } from '~/lib/vault/kinds.ts';
import { uploadWithProgress, type XhrLike } from '~/lib/supabase/vault.ts';

const doc = (over: Partial<VaultDocument>): VaultDocument => ({
	id: 'd',
	kind: 'nominas',
	object_path: 'u/a/nominas/x.pdf',
	file_name: 'x.pdf',
	status: 'recibido',
	reason: null,
	size_bytes: 1,
	created_at: '2026-11-01T10:00:00Z',
	updated_at: '2026-11-01T10:00:00Z',
	...over,
});

describe('storageFileName and paths', () => {
	it('folds accents, replaces unsafe characters and prefixes the time', () => {
		const now = new Date('2026-11-27T09:05:03.120Z');
		expect(storageFileName('Nómina enero (1).PDF', now)).toBe('20261127090503-Nomina-enero-1.pdf');
		expect(storageFileName('../../etc/passwd', now)).toBe('20261127090503-passwd');
		expect(storageFileName('ñ.heic', now)).toBe('20261127090503-n.heic');
		expect(storageFileName('%%%.jpg', now)).toBe('20261127090503-documento.jpg');
		expect(displayName('20261127090503-Nomina-enero-1.pdf')).toBe('Nomina-enero-1.pdf');
		expect(documentPath('u1', 'a1', 'dni', 'f.pdf')).toBe('u1/a1/dni/f.pdf');
	});
});

describe('vault errors in Spanish', () => {
	it('maps each Storage refusal to a clear message', () => {
		const cases: [object, string][] = [
			[
				{ statusCode: '413', code: 'EntityTooLarge' },
				'El archivo supera el máximo de 10 MB. Reduce la foto o divide el PDF.',
			],
			[
				{
					statusCode: '415',
					code: 'InvalidMimeType',
					message: 'mime type application/octet-stream is not supported',
				},
				'Ese archivo no es un PDF ni una foto (JPEG, PNG o HEIC). Aunque se llame .pdf, su contenido es otro.',
			],
			[
				{
					statusCode: '415',
					code: 'InvalidMimeType',
					message: 'PDF with JavaScript or launch actions is not allowed',
				},
				'Ese PDF lleva código (JavaScript o acciones automáticas) y no lo aceptamos por seguridad. Imprímelo de nuevo como PDF o haz una foto del documento.',
			],
			[
				{ statusCode: '409', code: 'KeyAlreadyExists' },
				'Ya hay un archivo con ese nombre. Usa «Sustituir» para cambiarlo.',
			],
			[
				{ statusCode: '403', code: 'AccessDenied' },
				'No puedes guardar documentos en esa carpeta. Vuelve a entrar en tu panel e inténtalo de nuevo.',
			],
			[
				{ statusCode: '404', code: 'NoSuchKey' },
				'Ese documento ya no existe o no tienes acceso a él.',
			],
			[
				{ statusCode: '400', code: 'InvalidJWT' },
				'El enlace de descarga ha caducado. Pide uno nuevo.',
			],
			[
				{ statusCode: '400', code: 'InvalidKey' },
				'El nombre del archivo no es válido. Cámbialo y vuelve a intentarlo.',
			],
			[
				{ statusCode: '0' },
				'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.',
			],
			[
				{ statusCode: '500' },
				'No hemos podido completar la operación. Vuelve a intentarlo en unos minutos.',
			],
			// Issue 43: the content check's 422 carries the vault's own Spanish reason.
			[
				{
					statusCode: '422',
					code: 'InvalidRequest',
					message:
						'Ese PDF se descomprime en mucho más de lo que ocupa y, por seguridad, no lo aceptamos. Imprímelo de nuevo como PDF o haz una foto del documento.',
				},
				'Ese PDF se descomprime en mucho más de lo que ocupa y, por seguridad, no lo aceptamos. Imprímelo de nuevo como PDF o haz una foto del documento.',
			],
			[
				{ statusCode: '422', code: 'InvalidRequest', message: '<script>otro texto</script>' },
				'No hemos podido completar la operación. Vuelve a intentarlo en unos minutos.',
			],
		];
		for (const [error, message] of cases) expect(vaultErrorMessage(error)).toBe(message);
	});

	it('refuses empty and oversized files before sending', () => {
		expect(checkVaultFile({ size: 0 })).toBe('El archivo está vacío.');
		expect(checkVaultFile({ size: 10 * 1024 * 1024 })).toBeNull();
		expect(checkVaultFile({ size: 10 * 1024 * 1024 + 1 })).toBe(
			'El archivo supera el máximo de 10 MB. Reduce la foto o divide el PDF.',
		);
	});
});

describe('checklist', () => {
	it('groups kinds by step with missing counts and the worst state', () => {
		const steps = checklist([
			doc({ id: '1', created_at: '2026-11-01T10:00:00Z' }),
			doc({ id: '2', created_at: '2026-11-02T10:00:00Z', status: 'revisado' }),
			doc({ id: '3', kind: 'dni', status: 'rechazado', reason: 'Borroso' }),
			doc({ id: '4', kind: 'fein', status: 'revisado' }),
		]);
		expect(steps.map((s) => s.step)).toEqual([3, 5]);
		const byKind = Object.fromEntries(
			steps
				.flatMap((s) => s.items)
				.map((i) => [i.kind, [i.status, i.missing, i.files.map((f) => f.id)]]),
		);
		expect(byKind).toEqual({
			dni: ['rechazado', 0, ['3']],
			nominas: ['pendiente', 1, ['2', '1']],
			renta: ['pendiente', 1, []],
			extractos: ['pendiente', 1, []],
			vida_laboral: ['pendiente', 1, []],
			otros: ['pendiente', 0, []],
			fein: ['revisado', 0, ['4']],
		});
	});
});

/** An XMLHttpRequest stand-in that records headers and lets the test answer. */
function fakeXhr() {
	const headers: Record<string, string> = {};
	const xhr: XhrLike & { method?: string; url?: string; body?: Blob } = {
		open(method, url) {
			xhr.method = method;
			xhr.url = url;
		},
		setRequestHeader: (name, value) => void (headers[name] = value),
		send(body) {
			xhr.body = body;
		},
		abort() {
			xhr.onabort?.();
		},
		status: 0,
		responseText: '',
		upload: { onprogress: null },
		onload: null,
		onerror: null,
		onabort: null,
	};
	return { xhr, headers };
}

describe('uploadWithProgress', () => {
	it('sends the file raw with the keys and reports progress, then the server refusal', async () => {
		const { xhr, headers } = fakeXhr();
		const seen: number[] = [];
		const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
		const done = uploadWithProgress(
			{
				url: 'http://x/storage/v1/object/documentos/u/a/dni/f.pdf',
				apiKey: 'anon',
				accessToken: 'tok',
				file,
				upsert: false,
				onProgress: (f) => seen.push(f),
			},
			() => xhr,
		);
		expect([xhr.method, xhr.url, xhr.body]).toEqual([
			'POST',
			'http://x/storage/v1/object/documentos/u/a/dni/f.pdf',
			file,
		]);
		expect(headers).toMatchObject({
			apikey: 'anon',
			authorization: 'Bearer tok',
			'content-type': 'application/pdf',
			'x-upsert': 'false',
		});
		xhr.upload.onprogress?.({ loaded: 4, total: 8 });
		xhr.status = 200;
		xhr.onload?.();
		await done;
		expect(seen).toEqual([0.5, 1]);

		const second = fakeXhr();
		const refused = uploadWithProgress(
			{ url: 'u', apiKey: 'a', accessToken: 't', file, upsert: true, onProgress: () => {} },
			() => second.xhr,
		);
		expect(second.headers['x-upsert']).toBe('true');
		second.xhr.status = 400;
		second.xhr.responseText =
			'{"statusCode":"409","error":"Duplicate","message":"The resource already exists","code":"KeyAlreadyExists"}';
		second.xhr.onload?.();
		await expect(refused).rejects.toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });

		const third = fakeXhr();
		const offline = uploadWithProgress(
			{ url: 'u', apiKey: 'a', accessToken: 't', file, upsert: false, onProgress: () => {} },
			() => third.xhr,
		);
		third.xhr.onerror?.();
		await expect(offline).rejects.toMatchObject({ statusCode: '0' });
	});
});
