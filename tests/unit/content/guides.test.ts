/**
 * The content test of issue 32: every guide in content/guides (the writers' too, once merged)
 * is checked against the contract. A failure names the guide and what to fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
	bodyLinks,
	bodyWords,
	handFigures,
	headingAnchors,
	mdxBody,
	mdxFrontMatter,
	normalizeSpaces,
	unlistedFigures,
	visibleText,
} from '~/lib/content/guideChecks.ts';
import { figureTagNames, resolveFigureTags } from '~/lib/content/figureTags.ts';
import { glossary } from '~/lib/content/glossary.ts';
import { guideSchema, type GuideData } from '~/lib/content/guideSchema.ts';
import { boeAnchorProblem, isOfficialUrl } from '~/lib/content/officialSources.ts';
import { routes } from '~/lib/site/routes.ts';
import { pendingToolIds, toolIds } from '~/lib/tools/catalog.ts';

const dir = new URL('../../../content/guides/', import.meta.url);
const newsDir = new URL('../../../content/blog/', import.meta.url);
const published = (d: URL) =>
	readdirSync(d).filter((f) => f.endsWith('.mdx') && !f.startsWith('_'));

const files = published(dir).map((file) => {
	const raw = readFileSync(new URL(file, dir), 'utf8').replace(/\r\n/g, '\n');
	return { slug: file.replace(/\.mdx$/, ''), raw, body: mdxBody(raw) };
});
const guides = files.map((f) => ({
	...f,
	parsed: guideSchema.safeParse(parse(mdxFrontMatter(f.raw))),
	anchors: new Set(headingAnchors(f.body)),
}));
const guideBySlug = new Map(guides.map((g) => [g.slug, g]));
const newsSlugs = new Set(published(newsDir).map((f) => f.replace(/\.mdx$/, '')));
const glossaryPath = '/blog/glosario-hipotecario';
const glossaryIds = new Set(glossary.map((t) => t.id));
const routePaths = new Set(routes.map((r) => r.path));
const linkableTools = new Set<string>(toolIds.filter((id) => !pendingToolIds.includes(id)));

/** Why an internal link (or `tool:` link) of guide `self` is broken, or null when it is fine. */
function brokenLink(href: string, self: string): string | null {
	if (href.startsWith('tool:')) {
		const id = href.slice('tool:'.length);
		return linkableTools.has(id) ? null : `la herramienta «${id}» no existe o no está disponible`;
	}
	const [rawPath = '', anchor] = href.split('#');
	const path = rawPath.replace(/\/$/, '').split('?')[0] || (rawPath === '' ? '' : '/');
	if (path === '') {
		return anchor && guideBySlug.get(self)?.anchors.has(anchor)
			? null
			: `el ancla «#${anchor}» no es ningún título de esta guía`;
	}
	if (path === '/glosario') return `/glosario no existe: enlaza ${glossaryPath}#<id del término>`;
	if (path === glossaryPath) {
		return anchor === undefined || glossaryIds.has(anchor)
			? null
			: `el glosario no tiene el término «${anchor}»`;
	}
	if (path === '/herramientas') {
		return anchor === undefined || linkableTools.has(anchor)
			? null
			: `/herramientas no tiene la herramienta «${anchor}»`;
	}
	const news = /^\/blog\/noticia\/([^/]+)$/.exec(path);
	if (news) {
		if (!newsSlugs.has(news[1] ?? '')) return `no existe la noticia «${news[1]}»`;
		return anchor === undefined ? null : `no se comprueban anclas de noticias: quita «#${anchor}»`;
	}
	const guide = /^\/blog\/([^/]+)$/.exec(path);
	if (guide && guideBySlug.has(guide[1] ?? '')) {
		const target = guideBySlug.get(guide[1] ?? '');
		return anchor === undefined || target?.anchors.has(anchor)
			? null
			: `la guía «${guide[1]}» no tiene el título con ancla «#${anchor}»`;
	}
	if (!routePaths.has(path)) return `la ruta ${path} no existe`;
	return anchor === undefined ? null : `no se puede comprobar el ancla «#${anchor}» de ${path}`;
}

it('finds the guides', () => {
	expect(guides.length).toBeGreaterThanOrEqual(5);
});

describe.each(guides)('guide $slug', ({ slug, body, parsed }) => {
	const data = parsed.data as GuideData;

	it('has front matter of the contract: 3 keyPoints, 3–10 FAQs, official sources', () => {
		const issues = parsed.success
			? []
			: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
		expect(issues, `${slug}.mdx`).toEqual([]);
	});

	it('has 900 to 1.800 words of body text', () => {
		const words = bodyWords(body);
		expect(words, `${slug}: ${words} palabras`).toBeGreaterThanOrEqual(900);
		expect(words, `${slug}: ${words} palabras`).toBeLessThanOrEqual(1800);
	});

	it('types no figure next to «€» or «%» that is not a component or listed in figures', () => {
		if (!parsed.success) return;
		const unlisted = unlistedFigures(
			handFigures(body),
			data.figures.map((f) => f.text),
		);
		expect(
			unlisted,
			`${slug}: usa un componente o lista la cifra en figures con su porqué`,
		).toEqual([]);
	});

	it('computes every figure component from the data (a wrong prop would fail the build)', () => {
		const resolved = resolveFigureTags(body);
		const left = figureTagNames.filter((name) => new RegExp(`<${name}\\b`).test(resolved));
		expect(left, `${slug}: componentes de cifras sin resolver`).toEqual([]);
	});

	it('lists in figures only texts that are in the body', () => {
		if (!parsed.success) return;
		const text = visibleText(body);
		const stale = data.figures.map((f) => normalizeSpaces(f.text)).filter((t) => !text.includes(t));
		expect(stale, `${slug}: figures que ya no aparecen en el texto`).toEqual([]);
	});

	it('links only to pages, anchors, tools and glossary terms that exist', () => {
		const broken = bodyLinks(body)
			.filter((href) => href.startsWith('/') || href.startsWith('#') || href.startsWith('tool:'))
			.map((href) => [href, brokenLink(href, slug)])
			.filter(([, why]) => why !== null)
			.map(([href, why]) => `${href}: ${why}`);
		expect(broken, slug).toEqual([]);
	});

	it('links outside the site only to official texts', () => {
		const external = bodyLinks(body).filter(
			(href) => /^[a-z]+:/i.test(href) && !href.startsWith('tool:'),
		);
		expect(
			external.filter((u) => !isOfficialUrl(u)),
			slug,
		).toEqual([]);
		const anchors = external.map(boeAnchorProblem).filter((why) => why !== null);
		expect(anchors, `${slug}: anclas de artículos del BOE`).toEqual([]);
	});

	it('lists in tools every tool the body links, and only linkable tools', () => {
		if (!parsed.success) return;
		const linked = bodyLinks(body)
			.map((href) => /^tool:(.+)$/.exec(href)?.[1] ?? /^\/herramientas#(.+)$/.exec(href)?.[1])
			.filter((id): id is string => id !== undefined);
		expect(
			linked.filter((id) => !(data.tools as string[]).includes(id)),
			`${slug}: añade a tools las herramientas que enlaza el texto`,
		).toEqual([]);
		expect(
			data.tools.filter((id) => !linkableTools.has(id)),
			slug,
		).toEqual([]);
	});

	it('relates to 2–4 other guides that exist', () => {
		if (!parsed.success) return;
		expect(
			data.related.filter((r) => r === slug || !guideBySlug.has(r)),
			slug,
		).toEqual([]);
	});
});

describe('glossary', () => {
	it('points every term with a guide to a guide (and heading) that exists', () => {
		const broken = glossary
			.filter((t) => t.guide !== undefined)
			.map((t) => [t.id, brokenLink(`/blog/${t.guide}`, '')] as const)
			.filter(([, why]) => why !== null)
			.map(([id, why]) => `${id}: ${why}`);
		expect(broken).toEqual([]);
	});

	it('anchors the law of every term as the BOE names its articles', () => {
		const wrong = glossary
			.flatMap((t) => (t.law ? [[t.id, boeAnchorProblem(t.law.url)] as const] : []))
			.filter(([, why]) => why !== null);
		expect(wrong).toEqual([]);
	});
});
