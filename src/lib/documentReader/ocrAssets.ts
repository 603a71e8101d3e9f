/**
 * Where the site serves the OCR engine (tesseract.js) and its Spanish data, so nothing is fetched
 * from a CDN: tesseract.js defaults to one for its worker, core and language files. The build
 * copies these files from node_modules (scripts/ocrAssets.ts); the dev server serves them too.
 */
export const ocrBase = '/ocr';

/** The tesseract.js web worker. */
export const ocrWorkerPath = `${ocrBase}/worker.min.js`;

/** Folder of the WebAssembly cores: the worker picks the LSTM one the browser supports. */
export const ocrCorePath = `${ocrBase}/core`;

/** Folder of spa.traineddata.gz (the LSTM «best_int» model of @tesseract.js-data/spa). */
export const ocrLangPath = `${ocrBase}/lang`;

/** Each served file (relative to ocrBase) and its source under node_modules. */
export const ocrAssetSources: Readonly<Record<string, string>> = {
	'worker.min.js': 'tesseract.js/dist/worker.min.js',
	'core/tesseract-core-lstm.wasm.js': 'tesseract.js-core/tesseract-core-lstm.wasm.js',
	'core/tesseract-core-simd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
	'core/tesseract-core-relaxedsimd-lstm.wasm.js':
		'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
	'lang/spa.traineddata.gz': '@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz',
};
