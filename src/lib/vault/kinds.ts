/**
 * The document vault (issue 30): what each step of the application needs, as kinds of document.
 * The kinds are the SQL check of public.documents.kind and the third folder of a file's path
 * ({user_id}/{application_id}/{kind}/{file}) in the private bucket `documentos`.
 */

/** Kinds of document in the vault (documents.kind). */
export const vaultKinds = [
	'dni',
	'nominas',
	'renta',
	'extractos',
	'vida_laboral',
	'fein',
	'otros',
] as const;
export type VaultKind = (typeof vaultKinds)[number];

/** States of a document (documents.status). */
export const documentStatuses = ['pendiente', 'recibido', 'revisado', 'rechazado'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** How a person reads each state. */
export const statusLabels = {
	pendiente: 'Pendiente',
	recibido: 'Recibido',
	revisado: 'Revisado',
	rechazado: 'Rechazado',
} as const satisfies Record<DocumentStatus, string>;

/** One kind as the panel lists it: name, what exactly, how many files, and at which step. */
export interface KindInfo {
	label: string;
	hint: string;
	/** Files expected (the panel says «2 de 3» until they are all there). */
	expected: number;
	/** Step of the 6-step process that asks for it. */
	step: number;
}

export const kindInfo = {
	dni: {
		label: 'DNI o NIE',
		hint: 'Por las dos caras, en vigor (foto o PDF).',
		expected: 1,
		step: 3,
	},
	nominas: {
		label: 'Nóminas',
		hint: 'Las tres últimas.',
		expected: 3,
		step: 3,
	},
	renta: {
		label: 'Declaración de la renta',
		hint: 'La última declaración del IRPF presentada.',
		expected: 1,
		step: 3,
	},
	extractos: {
		label: 'Extractos bancarios',
		hint: 'Movimientos de los últimos seis meses de tu cuenta principal.',
		expected: 1,
		step: 3,
	},
	vida_laboral: {
		label: 'Vida laboral',
		hint: 'El informe de la Seguridad Social, de menos de un mes.',
		expected: 1,
		step: 3,
	},
	fein: {
		label: 'FEIN',
		hint: 'La Ficha Europea de Información Normalizada, cuando el banco te la entregue.',
		expected: 1,
		step: 5,
	},
	otros: {
		label: 'Otros documentos',
		hint: 'Lo que tu asesor te pida además (contrato de arras, nota simple…).',
		expected: 0,
		step: 3,
	},
} as const satisfies Record<VaultKind, KindInfo>;

/** Largest file the bucket accepts (its file_size_limit: 10 MB). */
export const VAULT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: PDF and photos (the server checks the content, not the name). */
export const vaultAccept =
	'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/**
 * A file name safe for a storage key: the last segment of the name, accents folded, spaces as hyphens, only letters, digits,
 * dot, hyphen and underscore, at most 80 characters, with a time prefix so files never clash.
 */
export function storageFileName(name: string, now: Date): string {
	const last = name.split(/[/\\]/).pop() ?? '';
	const folded = last.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
	const dot = folded.lastIndexOf('.');
	const base = (dot > 0 ? folded.slice(0, dot) : folded)
		.replace(/[^A-Za-z0-9_-]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60);
	const ext =
		dot > 0
			? folded
					.slice(dot + 1)
					.replace(/[^A-Za-z0-9]/g, '')
					.slice(0, 5)
			: '';
	const stamp = now
		.toISOString()
		.replace(/[-:TZ.]/g, '')
		.slice(0, 14);
	return `${stamp}-${base || 'documento'}${ext ? `.${ext.toLowerCase()}` : ''}`;
}

/** The object path of a document: {user_id}/{application_id}/{kind}/{file}. */
export const documentPath = (
	userId: string,
	applicationId: string,
	kind: VaultKind,
	file: string,
) => `${userId}/${applicationId}/${kind}/${file}`;

/** The name a person gave the file, without the time prefix storageFileName added. */
export const displayName = (fileName: string) => fileName.replace(/^\d{14}-/, '');
