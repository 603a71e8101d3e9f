import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryName } from '~/lib/content/blogData.ts';
import { draftFromTopic } from '~/lib/newsDrafts/draftFromTopic.ts';
import { exportMdx, mdxFileName } from '~/lib/newsDrafts/exportMdx.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
let root = '';

/** A page per news article, rendered with the real content config (schema included). */
const newsPage = `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
	return (await getCollection('news')).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<h1>{entry.data.title}</h1>
<p>{entry.data.description}</p>
<Content />
`;

// A scratch project with the real content config and data, so content/ is never touched.
beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'news-draft-export-'));
	await mkdir(join(root, 'src/pages'), { recursive: true });
	await cp(join(repo, 'src/content.config.ts'), join(root, 'src/content.config.ts'));
	// The guides' schema lives in src/lib/content (the content test validates with it too).
	await cp(join(repo, 'src/lib'), join(root, 'src/lib'), { recursive: true });
	await cp(join(repo, 'content/data'), join(root, 'content/data'), { recursive: true });
	for (const dir of ['blog', 'guides', 'legal'])
		await mkdir(join(root, 'content', dir), { recursive: true });
	await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
	await writeFile(join(root, 'src/pages/[slug].astro'), newsPage);
	await writeFile(
		join(root, 'astro.config.mjs'),
		"import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()] };\n",
	);
}, 60_000);

afterAll(async () => {
	if (root) await rm(root, { recursive: true, force: true });
});

describe('exported news drafts', () => {
	it('build as they are, in every category, with the editor notes left out of the page', async () => {
		const topics = [
			['El Banco de España publica el tipo medio de las hipotecas de octubre', 'mercado'],
			["Rebajas del ITP para jóvenes: qué cambia en 2027 y a quién 'afecta'", 'fiscalidad'],
			['x'.repeat(110), 'euribor'],
		] as const;
		const slugs: string[] = [];
		for (const [topic, category] of topics) {
			const draft = draftFromTopic(topic, category, [
				{ url: '/blog/fija-vs-variable', title: 'Hipoteca fija o variable', kind: 'guia' },
			]);
			const mdx = exportMdx(draft, {
				date: new Date('2026-11-24T10:00:00Z'),
				categoryName: categoryName(category),
			});
			await writeFile(join(root, 'content/blog', mdxFileName(draft.slug)), mdx);
			slugs.push(draft.slug);
		}

		const result = await run(join(repo, 'node_modules/.bin/astro'), ['build', '--root', root], {
			env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
		}).then(
			(r) => ({ ok: true, output: r.stdout + r.stderr }),
			(e: { stdout?: string; stderr?: string }) => ({
				ok: false,
				output: `${e.stdout ?? ''}${e.stderr ?? ''}`,
			}),
		);
		expect(result.output).not.toMatch(/InvalidContentEntryDataError|MDXError|error/i);
		expect(result.ok).toBe(true);

		const html = await readFile(join(root, 'dist', slugs[1] ?? '', 'index.html'), 'utf8');
		expect(html).toContain('Rebajas del ITP para jóvenes: qué cambia en 2027 y a quién');
		expect(html).toContain('Qué ha pasado');
		expect(html).toContain('href="/blog/fija-vs-variable"');
		expect(html).not.toContain('BORRADOR');
	}, 180_000);
});
