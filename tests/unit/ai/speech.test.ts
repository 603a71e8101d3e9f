import { describe, expect, it } from 'vitest';
import {
	canSpeak,
	hasMicrophone,
	recognitionConstructor,
	recognitionErrorMessage,
	spanishVoice,
	transcriptOf,
} from '../../../src/lib/ai/speech.ts';

describe('Web Speech API support', () => {
	it('finds the recogniser, prefixed or not, and nothing in a browser without one', () => {
		class Rec {}
		expect(recognitionConstructor({ webkitSpeechRecognition: Rec })).toBe(Rec);
		expect(recognitionConstructor({ SpeechRecognition: Rec })).toBe(Rec);
		expect(recognitionConstructor({})).toBeUndefined();
		expect(canSpeak({})).toBe(false);
		expect(canSpeak({ speechSynthesis: {}, SpeechSynthesisUtterance: class {} })).toBe(true);
	});

	it('needs a microphone to listen (headless Chromium lists none)', async () => {
		const devices = (kinds: string[]) => ({
			mediaDevices: { enumerateDevices: () => Promise.resolve(kinds.map((kind) => ({ kind }))) },
		});
		expect(await hasMicrophone(devices([]))).toBe(false);
		expect(await hasMicrophone(devices(['videoinput', 'audiooutput']))).toBe(false);
		expect(await hasMicrophone(devices(['audioinput']))).toBe(true);
		expect(await hasMicrophone({})).toBe(true);
	});

	it('prefers a voice from Spain and joins the transcript', () => {
		const voices = [{ lang: 'en-US' }, { lang: 'es-MX' }, { lang: 'es_ES' }];
		expect(spanishVoice(voices)).toBe(voices[2]);
		expect(spanishVoice([{ lang: 'es-MX' }])?.lang).toBe('es-MX');
		expect(transcriptOf([[{ transcript: '¿Qué es ' }], [{ transcript: ' el euríbor?' }]])).toBe(
			'¿Qué es el euríbor?',
		);
		expect(recognitionErrorMessage('not-allowed')).toContain('micrófono');
	});
});
