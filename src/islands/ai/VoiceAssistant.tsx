import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import type { Answer } from '~/lib/ai/answer.ts';
import {
	canSpeak,
	fatalRecognitionErrors,
	hasMicrophone,
	recognitionConstructor,
	recognitionErrorMessage,
	spanishVoice,
	transcriptOf,
	type Recognition,
} from '~/lib/ai/speech.ts';
import { Conversation } from './Conversation.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { useConversation } from './useConversation.ts';

const texts = {
	log: 'Conversación con el asistente de voz',
	noRecognition:
		'Tu navegador no permite dictar por voz. Escribe tu pregunta: te responderé por escrito y, si tu navegador puede, también en voz alta.',
	noMicrophone:
		'No encuentro ningún micrófono en este dispositivo, así que no puedo escucharte. Escribe tu pregunta: te responderé por escrito y, si tu navegador puede, también en voz alta.',
	talk: 'Mantén pulsado para hablar',
	listening: 'Escuchando… suelta para preguntar',
	transcript: 'Lo que he entendido',
	nothingYet: 'Aún no has dicho nada.',
	readAloud: 'Leer las respuestas en voz alta',
	stop: 'Parar la lectura',
	pushHint: 'Mantén pulsado el botón (o la barra espaciadora sobre él) mientras hablas en español.',
} as const;

/** The assistant by voice: push-to-talk in es-ES, a visible transcript and spoken answers. */
function VoiceAssistant() {
	const { turns, busy, ask } = useConversation();
	const [supported, setSupported] = useState<boolean | null>(null);
	const [microphone, setMicrophone] = useState(true);
	const [speaks, setSpeaks] = useState(false);
	const [readAloud, setReadAloud] = useState(true);
	const [listening, setListening] = useState(false);
	const [transcript, setTranscript] = useState('');
	const [notice, setNotice] = useState('');
	const recognition = useRef<Recognition | null>(null);
	const heard = useRef('');

	useEffect(() => {
		setSpeaks(canSpeak(window));
		if (!recognitionConstructor(window)) setSupported(false);
		else
			void hasMicrophone(navigator).then((found) => {
				setMicrophone(found);
				setSupported(found);
			});
		return () => {
			recognition.current?.abort();
			if (canSpeak(window)) window.speechSynthesis.cancel();
		};
	}, []);

	const speak = (answer: Answer) => {
		if (!readAloud || !canSpeak(window)) return;
		const utterance = new SpeechSynthesisUtterance(answer.text);
		utterance.lang = 'es-ES';
		const voice = spanishVoice(window.speechSynthesis.getVoices());
		if (voice) utterance.voice = voice;
		window.speechSynthesis.cancel();
		window.speechSynthesis.speak(utterance);
	};

	const askAndSpeak = async (question: string) => speak(await ask(question));

	const start = () => {
		const Ctor = recognitionConstructor(window);
		if (!Ctor || listening || busy) return;
		if (canSpeak(window)) window.speechSynthesis.cancel();
		const r = new Ctor();
		r.lang = 'es-ES';
		r.interimResults = true;
		r.continuous = true;
		r.maxAlternatives = 1;
		heard.current = '';
		r.onresult = (event) => {
			heard.current = transcriptOf(event.results);
			setTranscript(heard.current);
		};
		r.onerror = (event) => {
			setNotice(recognitionErrorMessage(event.error));
			if (fatalRecognitionErrors.has(event.error)) setSupported(false);
		};
		r.onend = () => {
			setListening(false);
			recognition.current = null;
			if (heard.current) void askAndSpeak(heard.current);
		};
		recognition.current = r;
		setNotice('');
		setTranscript('');
		setListening(true);
		try {
			r.start();
		} catch {
			setListening(false);
			setSupported(false);
			setNotice(recognitionErrorMessage('service-not-allowed'));
		}
	};
	const stop = () => recognition.current?.stop();
	const keyDown = (e: KeyboardEvent) => {
		if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
			e.preventDefault();
			start();
		}
	};
	const keyUp = (e: KeyboardEvent) => {
		if (e.key === ' ' || e.key === 'Enter') {
			e.preventDefault();
			stop();
		}
	};

	return (
		<div>
			<Conversation turns={turns} busy={busy} label={texts.log} />
			{supported === false && (
				<p
					role="status"
					className="mt-4 rounded-lg border border-line p-3"
					data-testid="voz-sin-reconocimiento"
				>
					{microphone ? texts.noRecognition : texts.noMicrophone}
				</p>
			)}
			{notice && <p className="mt-2 text-sm font-medium text-danger">{notice}</p>}
			{supported && (
				<div className="mt-4 space-y-2">
					<button
						type="button"
						className="btn btn-primary"
						aria-pressed={listening}
						aria-describedby="voz-ayuda"
						disabled={busy}
						onPointerDown={start}
						onPointerUp={stop}
						onPointerLeave={stop}
						onKeyDown={keyDown}
						onKeyUp={keyUp}
					>
						{listening ? texts.listening : texts.talk}
					</button>
					<p id="voz-ayuda" className="text-xs text-muted">
						{texts.pushHint}
					</p>
					<div aria-live="polite">
						<p className="text-sm font-medium">{texts.transcript}:</p>
						<p className="rounded-lg bg-surface p-2" data-testid="voz-transcripcion">
							{transcript || texts.nothingYet}
						</p>
					</div>
				</div>
			)}
			{speaks && (
				<div className="mt-3 flex flex-wrap items-center gap-3">
					<label className="inline-flex items-center gap-2 text-sm">
						<input
							type="checkbox"
							checked={readAloud}
							onChange={(e) => setReadAloud(e.target.checked)}
						/>
						{texts.readAloud}
					</label>
					<button
						type="button"
						className="btn btn-outline"
						onClick={() => window.speechSynthesis.cancel()}
					>
						{texts.stop}
					</button>
				</div>
			)}
			{supported !== null && (
				<QuestionForm busy={busy} onAsk={(q) => void askAndSpeak(q)} focusOnOpen={!supported} />
			)}
		</div>
	);
}

export default withErrorBoundary(VoiceAssistant, 'VoiceAssistant');
