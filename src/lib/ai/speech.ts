/**
 * What the Web Speech API offers in this browser, read without touching it: recognition
 * (SpeechRecognition, prefixed in Chromium) and synthesis. Headless Chromium and Firefox have
 * no working recognition; the voice assistant then falls back to text.
 */

/** The part of SpeechRecognition the voice assistant uses. */
export interface Recognition {
	lang: string;
	interimResults: boolean;
	continuous: boolean;
	maxAlternatives: number;
	onresult:
		| ((event: {
				resultIndex: number;
				results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
		  }) => void)
		| null;
	onerror: ((event: { error: string }) => void) | null;
	onend: (() => void) | null;
	start(): void;
	stop(): void;
	abort(): void;
}

/** A SpeechRecognition constructor. */
export type RecognitionConstructor = new () => Recognition;

/** The recognition constructor of a window, if the browser has one. */
export function recognitionConstructor(win: object): RecognitionConstructor | undefined {
	const w = win as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
	const ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
	return typeof ctor === 'function' ? (ctor as RecognitionConstructor) : undefined;
}

/** Whether the browser can read text aloud. */
export function canSpeak(win: object): boolean {
	const w = win as { speechSynthesis?: unknown; SpeechSynthesisUtterance?: unknown };
	return (
		typeof w.speechSynthesis === 'object' &&
		w.speechSynthesis !== null &&
		typeof w.SpeechSynthesisUtterance === 'function'
	);
}

/** The best voice for Spanish from Spain: es-ES first, then any Spanish voice. */
export function spanishVoice<V extends { lang: string }>(voices: readonly V[]): V | undefined {
	return (
		voices.find((v) => v.lang.replace('_', '-').toLowerCase() === 'es-es') ??
		voices.find((v) => v.lang.toLowerCase().startsWith('es'))
	);
}

/** Recognition errors after which the assistant switches to text for good. */
export const fatalRecognitionErrors: ReadonlySet<string> = new Set([
	'not-allowed',
	'service-not-allowed',
	'network',
	'audio-capture',
	'language-not-supported',
]);

/** Spanish message for a recognition error code. */
export function recognitionErrorMessage(code: string): string {
	switch (code) {
		case 'no-speech':
			return 'No te he oído. Mantén pulsado el botón mientras hablas y suéltalo al terminar.';
		case 'aborted':
			return 'Se ha cancelado la escucha.';
		case 'not-allowed':
		case 'service-not-allowed':
			return 'El navegador no permite usar el micrófono. Escribe tu pregunta en el cuadro de texto.';
		case 'audio-capture':
			return 'No encuentro ningún micrófono. Escribe tu pregunta en el cuadro de texto.';
		default:
			return 'El reconocimiento de voz no está disponible ahora. Escribe tu pregunta en el cuadro de texto.';
	}
}

/** Joins the transcript of recognition results (final and interim) into one text. */
export function transcriptOf(results: ArrayLike<ArrayLike<{ transcript: string }>>): string {
	return Array.from(results, (r) => r[0]?.transcript ?? '')
		.join('')
		.replace(/\s+/g, ' ')
		.trim();
}

/**
 * Whether the device has a microphone to listen with. Browsers list their audio inputs (without
 * names) before any permission; headless Chromium lists none, and its recogniser then waits
 * forever, so no microphone means the text fallback. Unknown (no API) counts as yes.
 */
export async function hasMicrophone(nav: object): Promise<boolean> {
	const media = (nav as { mediaDevices?: { enumerateDevices?: () => Promise<{ kind: string }[]> } })
		.mediaDevices;
	if (typeof media?.enumerateDevices !== 'function') return true;
	try {
		return (await media.enumerateDevices()).some((d) => d.kind === 'audioinput');
	} catch {
		return true;
	}
}
