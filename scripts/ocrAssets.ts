import type { AstroIntegration } from 'astro';
import { copyFileSync, createReadStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ocrAssetSources, ocrBase } from '../src/lib/documentReader/ocrAssets.ts';

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** The file in node_modules behind a served path, checked to exist. */
function source(relative: string): string {
	const from = ocrAssetSources[relative];
	if (!from) throw new Error(`ocrAssets: ${relative} no está en la lista.`);
	const path = join(nodeModules, from);
	if (!existsSync(path)) throw new Error(`ocrAssets: falta ${path}; ejecuta npm install.`);
	return path;
}

/**
 * Serves the OCR worker, cores and Spanish data from the site itself: copied into the build
 * output after `astro build`, and answered by the dev server under the same paths.
 */
export function ocrAssets(): AstroIntegration {
	return {
		name: 'ocr-assets',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'ocr-assets-dev',
								configureServer(server) {
									server.middlewares.use((req, res, next) => {
										const path = (req.url ?? '').split('?')[0] ?? '';
										const relative = path.startsWith(`${ocrBase}/`)
											? path.slice(ocrBase.length + 1)
											: '';
										if (!ocrAssetSources[relative]) return next();
										res.setHeader(
											'content-type',
											relative.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
										);
										createReadStream(source(relative)).pipe(res);
									});
								},
							},
						],
					},
				});
			},
			'astro:build:done': ({ dir }) => {
				const out = fileURLToPath(dir);
				for (const relative of Object.keys(ocrAssetSources)) {
					const target = join(out, ocrBase, relative);
					mkdirSync(dirname(target), { recursive: true });
					copyFileSync(source(relative), target);
				}
			},
		},
	};
}
