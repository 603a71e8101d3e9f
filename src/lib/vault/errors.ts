import { formatBytes } from '../format/formatBytes.ts';
import { VAULT_MAX_BYTES } from './kinds.ts';

/** The parts of a Storage or database error the vault reads (supabase-js StorageApiError etc.). */
export interface VaultErrorLike {
	statusCode?: string | number;
	status?: number;
	code?: string;
	message?: string;
}

/** Spanish texts of every refusal the vault can meet. */
export const vaultMessages = {
	tooLarge: `El archivo supera el máximo de ${formatBytes(VAULT_MAX_BYTES)}. Reduce la foto o divide el PDF.`,
	wrongType:
		'Ese archivo no es un PDF ni una foto (JPEG, PNG o HEIC). Aunque se llame .pdf, su contenido es otro.',
	activePdf:
		'Ese PDF lleva código (JavaScript o acciones automáticas) y no lo aceptamos por seguridad. Imprímelo de nuevo como PDF o haz una foto del documento.',
	unreadablePdf:
		'No hemos podido leer ese PDF por dentro para comprobarlo: está dañado o usa un formato que no conocemos. Imprímelo de nuevo como PDF o haz una foto del documento.',
	encryptedPdf:
		'Ese PDF está protegido con contraseña o cifrado y no podemos comprobarlo. Ábrelo, guárdalo sin contraseña (o imprímelo como PDF) y súbelo de nuevo.',
	tooComplexPdf:
		'Ese PDF se descomprime en mucho más de lo que ocupa y, por seguridad, no lo aceptamos. Imprímelo de nuevo como PDF o haz una foto del documento.',
	checkTimeout:
		'No hemos podido comprobar ese archivo a tiempo. Vuelve a intentarlo en unos minutos o súbelo como foto.',
	busy: 'Estamos comprobando muchos archivos a la vez. Vuelve a intentarlo en unos minutos.',
	duplicate: 'Ya hay un archivo con ese nombre. Usa «Sustituir» para cambiarlo.',
	denied:
		'No puedes guardar documentos en esa carpeta. Vuelve a entrar en tu panel e inténtalo de nuevo.',
	notFound: 'Ese documento ya no existe o no tienes acceso a él.',
	expired: 'El enlace de descarga ha caducado. Pide uno nuevo.',
	invalidName: 'El nombre del archivo no es válido. Cámbialo y vuelve a intentarlo.',
	noApplication:
		'Aún no hemos abierto tu expediente. Cuando tu asesor lo abra podrás subir aquí tus documentos.',
	empty: 'El archivo está vacío.',
	network: 'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.',
	unknown: 'No hemos podido completar la operación. Vuelve a intentarlo en unos minutos.',
} as const;

const isVaultMessage = (message: string | undefined): message is string =>
	(Object.values(vaultMessages) as string[]).includes(message ?? '');

/** The Spanish message for a Storage refusal (by its code, then its logical status). */
export function vaultErrorMessage(error: VaultErrorLike | null | undefined): string {
	if (!error) return vaultMessages.unknown;
	const status = String(error.statusCode ?? error.status ?? '');
	if (error.code === 'EntityTooLarge' || status === '413') return vaultMessages.tooLarge;
	if (error.code === 'InvalidMimeType' || status === '415')
		return /javascript|launch/i.test(error.message ?? '')
			? vaultMessages.activePdf
			: vaultMessages.wrongType;
	// The content check's reasons (422, 503) arrive already in Spanish, from this dictionary.
	if ((status === '422' || status === '503') && isVaultMessage(error.message)) return error.message;
	if (error.code === 'KeyAlreadyExists' || status === '409') return vaultMessages.duplicate;
	if (error.code === 'AccessDenied' || status === '403' || error.code === '42501')
		return vaultMessages.denied;
	if (error.code === 'NoSuchKey' || error.code === 'NoSuchBucket' || status === '404')
		return vaultMessages.notFound;
	if (error.code === 'InvalidJWT') return vaultMessages.expired;
	if (error.code === 'InvalidKey') return vaultMessages.invalidName;
	if (status === '0') return vaultMessages.network;
	return vaultMessages.unknown;
}

/** A refusal before sending: too big or empty (the type is left to the server's content check). */
export function checkVaultFile(file: { size: number }): string | null {
	if (file.size === 0) return vaultMessages.empty;
	if (file.size > VAULT_MAX_BYTES) return vaultMessages.tooLarge;
	return null;
}
