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
import { chatView } from './chat/chatView.ts';
import { el } from './chat/dom.ts';

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

/**
 * The assistant by voice, without a framework: push-to-talk in es-ES, a visible transcript and
 * spoken answers; where the browser cannot listen, a clear notice and the question box.
 */
export function mount(root: HTMLElement): void {
	let listening = false;
	let busy = false;
	let recognition: Recognition | null = null;
	let heard = '';

	const talk = el(
		'button',
		{
			type: 'button',
			class: 'btn btn-primary',
			'aria-pressed': 'false',
			'aria-describedby': 'voz-ayuda',
		},
		texts.talk,
	);
	const chat = chatView('asistente-voz-pregunta', texts.log, {
		onBusy(b) {
			busy = b;
			talk.disabled = b;
		},
		onAnswer: (answer) => speak(answer),
	});
	const fallback = el('p', {
		role: 'status',
		class: 'mt-4 rounded-lg border border-line p-3',
		'data-testid': 'voz-sin-reconocimiento',
	});
	const notice = el('p', { class: 'mt-2 text-sm font-medium text-danger', hidden: true });
	const transcript = el(
		'p',
		{ class: 'rounded-lg bg-surface p-2', 'data-testid': 'voz-transcripcion' },
		texts.nothingYet,
	);
	const pushToTalk = el(
		'div',
		{ class: 'mt-4 space-y-2' },
		talk,
		el('p', { id: 'voz-ayuda', class: 'text-xs text-muted' }, texts.pushHint),
		el(
			'div',
			{ 'aria-live': 'polite' },
			el('p', { class: 'text-sm font-medium' }, `${texts.transcript}:`),
			transcript,
		),
	);
	const readAloud = el('input', { type: 'checkbox' });
	readAloud.checked = true;
	const stopReading = el('button', { type: 'button', class: 'btn btn-outline' }, texts.stop);
	stopReading.addEventListener('click', () => window.speechSynthesis.cancel());
	const speechControls = el(
		'div',
		{ class: 'mt-3 flex flex-wrap items-center gap-3' },
		el('label', { class: 'inline-flex items-center gap-2 text-sm' }, readAloud, texts.readAloud),
		stopReading,
	);

	const setNotice = (text: string) => {
		notice.textContent = text;
		notice.hidden = text === '';
	};
	const setListening = (on: boolean) => {
		listening = on;
		talk.setAttribute('aria-pressed', String(on));
		talk.textContent = on ? texts.listening : texts.talk;
	};
	/** Where the notice goes (before the error line) and push-to-talk (after it). */
	const fallbackSlot = el('div', {});
	const talkSlot = el('div', {});
	/** Shows what the browser allows: push-to-talk, or the notice; then the question box. */
	const settle = (supported: boolean, microphone: boolean) => {
		fallback.textContent = microphone ? texts.noRecognition : texts.noMicrophone;
		fallbackSlot.replaceChildren(...(supported ? [] : [fallback]));
		talkSlot.replaceChildren(...(supported ? [pushToTalk] : []));
		if (!chat.box.form.isConnected) {
			root.firstElementChild?.append(chat.box.form);
			if (!supported) chat.box.focus();
		}
	};

	function speak(answer: Answer) {
		if (!readAloud.checked || !canSpeak(window)) return;
		const utterance = new SpeechSynthesisUtterance(answer.text);
		utterance.lang = 'es-ES';
		const voice = spanishVoice(window.speechSynthesis.getVoices());
		if (voice) utterance.voice = voice;
		window.speechSynthesis.cancel();
		window.speechSynthesis.speak(utterance);
	}

	const start = () => {
		const Ctor = recognitionConstructor(window);
		if (!Ctor || listening || busy) return;
		if (canSpeak(window)) window.speechSynthesis.cancel();
		const r = new Ctor();
		r.lang = 'es-ES';
		r.interimResults = true;
		r.continuous = true;
		r.maxAlternatives = 1;
		heard = '';
		r.onresult = (event) => {
			heard = transcriptOf(event.results);
			transcript.textContent = heard || texts.nothingYet;
		};
		r.onerror = (event) => {
			setNotice(recognitionErrorMessage(event.error));
			if (fatalRecognitionErrors.has(event.error)) settle(false, true);
		};
		r.onend = () => {
			setListening(false);
			recognition = null;
			if (heard) void chat.ask(heard);
		};
		recognition = r;
		setNotice('');
		transcript.textContent = texts.nothingYet;
		setListening(true);
		try {
			r.start();
		} catch {
			setListening(false);
			settle(false, true);
			setNotice(recognitionErrorMessage('service-not-allowed'));
		}
	};
	const stop = () => recognition?.stop();
	talk.addEventListener('pointerdown', start);
	talk.addEventListener('pointerup', stop);
	talk.addEventListener('pointerleave', stop);
	talk.addEventListener('keydown', (e) => {
		if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
			e.preventDefault();
			start();
		}
	});
	talk.addEventListener('keyup', (e) => {
		if (e.key === ' ' || e.key === 'Enter') {
			e.preventDefault();
			stop();
		}
	});

	root.append(
		el(
			'div',
			{},
			chat.log,
			chat.announcer,
			fallbackSlot,
			notice,
			talkSlot,
			canSpeak(window) && speechControls,
		),
	);
	if (!recognitionConstructor(window)) settle(false, true);
	else void hasMicrophone(navigator).then((found) => settle(found, found));
}
