import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
	BUILD_REPORT_PATH,
	countByTemplate,
	internalLinks,
	linkChecker,
	MAX_BROKEN_LISTED,
	normalizePath,
	pathOfHtmlFile,
	type BuildReport,
	type TemplateRoute,
} from '../src/lib/siteReview/buildReport.ts';

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Sources of the permanent redirects in public/_redirects (they answer, so links to them work). */
async function redirectSources(root: string): Promise<string[]> {
	try {
		const text = await readFile(join(root, 'public/_redirects'), 'utf8');
		return text
			.split('\n')
			.map((line) => line.trim().split(/\s+/u)[0] ?? '')
			.filter((source) => source.startsWith('/'));
	} catch {
		return [];
	}
}

/** The checkout's short commit, or null outside git. */
function gitCommit(): string | null {
	try {
		return (
			execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() || null
		);
	} catch {
		return null;
	}
}

/**
 * Writes /build-report.json after each build: build id and date, HTML pages per source template
 * and every internal link that leads nowhere. /revision-codigo shows it to admins.
 */
export function buildReport(): AstroIntegration {
	let routes: TemplateRoute[] = [];
	let root = process.cwd();
	return {
		name: 'build-report',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = fileURLToPath(config.root);
			},
			'astro:routes:resolved': ({ routes: resolved }) => {
				routes = resolved
					.filter((r) => r.type === 'page')
					.map((r) => ({ pattern: r.patternRegex, entrypoint: r.entrypoint }));
			},
			'astro:build:done': async ({ dir, logger }) => {
				const out = fileURLToPath(dir);
				const files = await filesBelow(out);
				const htmlFiles = files.filter((f) => f.endsWith('.html'));
				const existing = new Set([
					...files.map((f) => normalizePath(`/${f.replaceAll('\\', '/')}`)),
					...(await redirectSources(root)).map(normalizePath),
				]);
				// Page by page: the links of one page are checked and dropped before the next is read
				// (at ~57.000 pages the whole site has millions of links).
				const checker = linkChecker((p) => existing.has(p), MAX_BROKEN_LISTED);
				const pagePaths = htmlFiles.map(pathOfHtmlFile);
				for (const [i, file] of htmlFiles.entries()) {
					checker.check(pagePaths[i]!, internalLinks(await readFile(join(out, file), 'utf8')));
				}
				const { checked, brokenCount, broken } = checker.result();
				const commit = gitCommit();
				const builtAt = new Date().toISOString();
				const report: BuildReport = {
					buildId: `${commit ?? 'sin-git'}-${builtAt.replace(/\D/gu, '').slice(0, 14)}`,
					builtAt,
					commit,
					pages: countByTemplate(pagePaths, routes),
					totalPages: pagePaths.length,
					links: { checked, brokenCount, broken },
				};
				await writeFile(join(out, BUILD_REPORT_PATH.slice(1)), JSON.stringify(report));
				logger.info(
					`${report.totalPages} páginas, ${checked} enlaces internos, ${brokenCount} rotos`,
				);
			},
		},
	};
}
