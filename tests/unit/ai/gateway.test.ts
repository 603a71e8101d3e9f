import { describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { guideMdx, newsMdx } from '../../../src/lib/ai/contentFiles.ts';
import { buildPassages } from '../../../src/lib/ai/corpus.ts';
import { createGateway } from '../../../src/lib/ai/gateway.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';
import type { ProviderRequest } from '../../../src/lib/ai/provider.ts';

const index = buildIndex(buildPassages(guideMdx, newsMdx), assistantDataFromFiles());

describe('the answer gateway', () => {
	it('feeds the provider the retrieved passages and keeps only their links', async () => {
		let seen: ProviderRequest | undefined;
		const gateway = createGateway({
			index: () => Promise.resolve(index),
			provider: (request) => {
				seen = request;
				return Promise.resolve({
					text: 'Redactado por el modelo.',
					origin: 'proveedor',
					sources: [
						{ title: 'Fuera', href: '/otra-pagina' },
						{ title: 'Dentro', href: request.passages[0]?.href ?? '' },
					],
				});
			},
		});
		const answer = await gateway.ask('¿Qué incluye la TAE?');
		expect(seen?.passages[0]?.href).toBe(
			'/blog/noticia/que-incluye-la-tae-hipoteca#qué-incluye-la-tae',
		);
		expect(answer.origin).toBe('proveedor');
		expect(answer.sources.map((s) => s.href)).toEqual([
			'/blog/noticia/que-incluye-la-tae-hipoteca#qué-incluye-la-tae',
		]);
	});

	it('shows the offline answer when the provider fails or cites pages it was not given', async () => {
		for (const provider of [
			() => Promise.reject(new Error('caído')),
			() =>
				Promise.resolve({
					text: 'Inventado.',
					origin: 'proveedor' as const,
					sources: [{ title: 'Fuera', href: '/otra-pagina' }],
				}),
		]) {
			const gateway = createGateway({ index: () => Promise.resolve(index), provider });
			const answer = await gateway.ask('¿Qué incluye la TAE?');
			expect(answer.origin).toBe('contenido');
			expect(answer.text).toContain('comisiones');
		}
	});

	it('answers calculations and follow-ups with the data alone, before the passages are ready', async () => {
		const gateway = createGateway({
			index: () => Promise.reject(new Error('sin pasajes')),
			data: () => Promise.resolve(assistantDataFromFiles()),
		});
		const first = await gateway.ask('cuota de 200.000 euros');
		expect(first.text).toMatch(/^¿A cuántos años/);
		// 200.000 € at 3 % over 360 months: 843,21 € (the guide's own table says so).
		const next = await gateway.ask('a 30 años al 3 %', ['cuota de 200.000 euros']);
		expect(next.text).toContain('843,21');
	});

	it('says the guide and data could not be loaded when the index file fails, even for figures', async () => {
		const gateway = createGateway({ index: () => Promise.reject(new Error('sin red')) });
		const answer = await gateway.ask('cuota de 200.000 a 30 años al 3 %');
		expect(answer.text).toBe(
			'No he podido cargar nuestra guía ni nuestros datos para responderte. Comprueba tu conexión e inténtalo de nuevo.',
		);
		expect(answer.sources).toEqual([]);
	});
});
