import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import {
	fitFontSize,
	type SignatureMethod,
	typedSignatureFont,
	typedSignatureSize,
} from '~/lib/clientForm/signature.ts';

/** Props of the signature field: how the person signs and what the field reports back. */
export interface SignatureFieldProps {
	method: SignatureMethod;
	onMethodChange: (method: SignatureMethod) => void;
	typedName: string;
	onTypedNameChange: (value: string) => void;
	/** The PNG data URL of the signature, or '' when there is none. */
	onSignature: (dataUrl: string) => void;
	error?: string | undefined;
	typedError?: string | undefined;
}

/** Paper and ink of the signature (white paper in both themes, so the image reads anywhere). */
const paper = 'rgb(255, 255, 255)';
const ink = '#0b2545';

/** The typed name drawn as a PNG (the keyboard alternative), or '' for an empty name. */
function drawTypedName(name: string): string {
	const text = name.trim();
	if (text.length < 2) return '';
	const canvas = document.createElement('canvas');
	canvas.width = typedSignatureSize.width;
	canvas.height = typedSignatureSize.height;
	const ctx = canvas.getContext('2d');
	if (!ctx) return '';
	ctx.fillStyle = paper;
	ctx.fillRect(0, 0, canvas.width, canvas.height);
	const size = fitFontSize((s) => {
		ctx.font = typedSignatureFont(s);
		return ctx.measureText(text).width;
	}, canvas.width - 40);
	ctx.font = typedSignatureFont(size);
	ctx.fillStyle = ink;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'middle';
	ctx.fillText(text, canvas.width / 2, canvas.height / 2);
	return canvas.toDataURL('image/png');
}

/**
 * Signed consent: a signature pad (signature_pad: mouse, pen and touch) or, for keyboard and
 * screen-reader users, the typed full name drawn as an image. Either way the form gets a PNG.
 */
export function SignatureField({
	method,
	onMethodChange,
	typedName,
	onTypedNameChange,
	onSignature,
	error,
	typedError,
}: SignatureFieldProps) {
	const canvasRef = useRef<HTMLCanvasElement>(null);
	const padRef = useRef<SignaturePad | null>(null);
	const report = useRef(onSignature);
	report.current = onSignature;

	// The pad lives while "draw" is chosen; the canvas is sized to its box and the screen density.
	useEffect(() => {
		if (method !== 'trazo') return;
		const canvas = canvasRef.current;
		if (!canvas) return;
		const pad = new SignaturePad(canvas, { backgroundColor: paper, penColor: ink });
		padRef.current = pad;
		const resize = () => {
			const ratio = Math.max(window.devicePixelRatio || 1, 1);
			const data = pad.toData();
			canvas.width = canvas.offsetWidth * ratio;
			canvas.height = canvas.offsetHeight * ratio;
			canvas.getContext('2d')?.scale(ratio, ratio);
			pad.clear();
			pad.fromData(data);
		};
		resize();
		const onEnd = () => report.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
		pad.addEventListener('endStroke', onEnd);
		window.addEventListener('resize', resize);
		return () => {
			window.removeEventListener('resize', resize);
			pad.removeEventListener('endStroke', onEnd);
			pad.off();
			padRef.current = null;
		};
	}, [method]);

	// The typed name becomes the signature image as it is typed.
	useEffect(() => {
		if (method === 'nombre') report.current(drawTypedName(typedName));
	}, [method, typedName]);

	const choose = (next: SignatureMethod) => {
		if (next === method) return;
		report.current('');
		onMethodChange(next);
	};

	const clear = () => {
		padRef.current?.clear();
		report.current('');
	};

	return (
		<fieldset className="grid gap-3">
			<legend className="text-sm font-medium">Firma</legend>
			<div className="flex flex-wrap gap-4 text-sm">
				<label className="inline-flex min-h-11 items-center gap-2">
					<input
						id="firma-trazo"
						type="radio"
						name="firma-modo"
						value="trazo"
						checked={method === 'trazo'}
						onChange={() => choose('trazo')}
						className="size-4 accent-[var(--color-primary)]"
					/>
					Dibujar mi firma
				</label>
				<label className="inline-flex min-h-11 items-center gap-2">
					<input
						type="radio"
						name="firma-modo"
						value="nombre"
						checked={method === 'nombre'}
						onChange={() => choose('nombre')}
						className="size-4 accent-[var(--color-primary)]"
					/>
					Escribir mi nombre (con el teclado)
				</label>
			</div>
			{method === 'trazo' ? (
				<div>
					<p id="firma-ayuda" className="text-xs text-muted">
						Firma dentro del recuadro con el ratón, el dedo o un lápiz táctil.
					</p>
					<canvas
						ref={canvasRef}
						id="firma"
						role="img"
						aria-label="Recuadro para dibujar tu firma"
						aria-describedby={error ? 'firma-ayuda firma-error' : 'firma-ayuda'}
						className={`mt-2 block h-48 w-full touch-none rounded-lg border-2 bg-white ${error ? 'border-danger' : 'border-line'}`}
					/>
					<button type="button" className="btn btn-outline mt-2" onClick={clear}>
						Borrar firma
					</button>
					{error && (
						<p id="firma-error" className="mt-1 text-sm font-medium text-danger">
							{error}
						</p>
					)}
				</div>
			) : (
				<div>
					<label htmlFor="firma-nombre" className="block text-sm font-medium">
						Escribe tu nombre completo como firma
					</label>
					<input
						id="firma-nombre"
						name="firma-nombre"
						type="text"
						autoComplete="name"
						value={typedName}
						onChange={(e) => onTypedNameChange(e.target.value)}
						aria-invalid={typedError ? true : undefined}
						aria-describedby={`firma-nombre-ayuda${typedError ? ' firma-nombre-error' : ''}`}
						className={`mt-1 w-full min-w-0 rounded-lg border bg-bg px-3 py-2 text-fg ${typedError ? 'border-danger' : 'border-line'}`}
					/>
					<p id="firma-nombre-ayuda" className="mt-1 text-xs text-muted">
						Guardaremos tu nombre escrito como imagen de firma, con la fecha y la hora del envío.
					</p>
					{typedError && (
						<p id="firma-nombre-error" className="mt-1 text-sm font-medium text-danger">
							{typedError}
						</p>
					)}
				</div>
			)}
		</fieldset>
	);
}
