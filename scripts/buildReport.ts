import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
	BUILD_REPORT_PATH,
	countByTemplate,
	type BuildReport,
	type TemplateRoute,
} from '../src/lib/siteReview/buildReport.ts';
import type { SharedSiteScan } from './lib/siteScan.ts';

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
export function buildReport(scan: SharedSiteScan): AstroIntegration {
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
			'astro:build:start': () => scan.reset(),
			'astro:build:done': async ({ dir, logger }) => {
				const out = fileURLToPath(dir);
				// One read of every page, shared with the security headers (scripts/lib/siteScan.ts).
				const { pagePaths, links } = await scan.of(out, root);
				const { checked, brokenCount, broken } = links;
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
