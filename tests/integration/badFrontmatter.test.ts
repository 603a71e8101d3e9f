import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
let root = '';

/** Runs `astro sync` (which loads and validates every content entry) in the scratch project. */
async function sync(): Promise<{ ok: boolean; output: string }> {
	try {
		const { stdout, stderr } = await run(
			join(repo, 'node_modules/.bin/astro'),
			['sync', '--root', root],
			{
				env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
			},
		);
		return { ok: true, output: stdout + stderr };
	} catch (error) {
		const e = error as { stdout?: string; stderr?: string };
		return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
	}
}

const goodNews = `---
title: 'El euríbor cierra el mes con una ligera bajada'
description: 'La media mensual del euríbor a 12 meses baja y abarata la revisión de las hipotecas variables.'
pubDate: 2026-10-05
category: euribor
tags: ['euríbor']
author: redaccion
---

Texto de la noticia.
`;

// A scratch project with the real content config and data, so the test never touches content/.
beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'content-schema-'));
	await mkdir(join(root, 'src'), { recursive: true });
	await cp(join(repo, 'src/content.config.ts'), join(root, 'src/content.config.ts'));
	// The guides' schema lives in src/lib/content (the content test validates with it too).
	await cp(join(repo, 'src/lib'), join(root, 'src/lib'), { recursive: true });
	await cp(join(repo, 'content/data'), join(root, 'content/data'), { recursive: true });
	for (const dir of ['blog', 'guides', 'legal'])
		await mkdir(join(root, 'content', dir), { recursive: true });
	await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
	await writeFile(
		join(root, 'astro.config.mjs'),
		"import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()] };\n",
	);
}, 60_000);

afterAll(async () => {
	if (root) await rm(root, { recursive: true, force: true });
});

describe('news front matter', () => {
	it('accepts a valid article', async () => {
		await writeFile(join(root, 'content/blog/euribor-octubre.mdx'), goodNews);
		const result = await sync();
		expect(result.output).not.toMatch(/InvalidContentEntryDataError/);
		expect(result.ok).toBe(true);
	}, 60_000);

	it('fails naming the file and the field when a field is wrong or missing', async () => {
		await writeFile(
			join(root, 'content/blog/noticia-rota.mdx'),
			goodNews.replace('category: euribor', 'category: deportes').replace(/^description:.*$/m, ''),
		);
		const result = await sync();
		expect(result.ok).toBe(false);
		expect(result.output).toContain('noticia-rota');
		expect(result.output).toMatch(/category/);
		expect(result.output).toMatch(/description/);
	}, 60_000);
});

describe('guide front matter', () => {
	const guide = (frontMatter: string) => `---
title: 'Una guía de prueba sobre hipotecas'
description: 'Una descripción de prueba con la longitud suficiente para pasar la validación de la guía.'
updatedDate: 2026-11-26
${frontMatter}
faqs:
  - question: '¿Primera pregunta?'
    answer: 'Primera respuesta completa.'
  - question: '¿Segunda pregunta?'
    answer: 'Segunda respuesta completa.'
  - question: '¿Tercera pregunta?'
    answer: 'Tercera respuesta completa.'
related: ['fija-vs-variable', 'guia-comprar-primera-vivienda']
---

Texto de la guía.
`;

	it('fails in Spanish naming the guide, the missing sources and the wrong number of key points', async () => {
		await rm(join(root, 'content/blog'), { recursive: true, force: true });
		await mkdir(join(root, 'content/blog'), { recursive: true });
		await writeFile(
			join(root, 'content/guides/guia-rota.mdx'),
			guide(
				"keyPoints:\n  - 'Solo una idea que recordar.'\n  - 'Y una segunda idea.'\nsources: []\ntools: ['calculadora-inventada']",
			),
		);
		const result = await sync();
		expect(result.ok).toBe(false);
		expect(result.output).toContain('guia-rota');
		expect(result.output).toContain('Lo esencial lleva exactamente tres ideas');
		expect(result.output).toContain('Cita al menos una fuente oficial');
		expect(result.output).toContain('Herramienta desconocida');
	}, 60_000);

	it('rejects a source that is not an official text', async () => {
		await writeFile(
			join(root, 'content/guides/guia-rota.mdx'),
			guide(
				"keyPoints:\n  - 'Primera idea que recordar.'\n  - 'Segunda idea que recordar.'\n  - 'Tercera idea que recordar.'\nsources:\n  - title: 'Un resumen de la ley en un blog'\n    url: 'https://www.ejemplo.com/ley-5-2019'",
			),
		);
		const result = await sync();
		expect(result.ok).toBe(false);
		expect(result.output).toContain('La fuente debe enlazar el texto oficial');
		await rm(join(root, 'content/guides/guia-rota.mdx'));
		expect((await sync()).ok).toBe(true);
	}, 90_000);
});
