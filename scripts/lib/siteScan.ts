/**
 * One read of every built page after a build, shared by the build report (broken internal links,
 * scripts/buildReport.ts) and the security headers (the inline scripts the CSP allows by hash,
 * scripts/astro/securityHeaders.ts), split over worker threads (scripts/siteScanWorker.ts).
 *
 * The two used to read the whole site one after the other on the main thread: at ~57.000 pages
 * (`npm run bench -- --scale 97`) about 22 s of the build's tail, 16 s of them the link check.
 * Each thread checks the links of its share of the pages against every file the build wrote, so
 * none ever holds the links of the whole site (millions at that size).
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
	internalLinks,
	linkChecker,
	MAX_BROKEN_LISTED,
	normalizePath,
	pathOfHtmlFile,
	type BrokenLink,
} from '../../src/lib/siteReview/links.ts';
import { inlineScripts } from './headersFile.ts';

/** What a worker is given: its pages (relative to `outDir`) and every path that answers. */
export interface ScanTask {
	outDir: string;
	files: string[];
	existing: string[];
	keep: number;
}

/** What a worker found in its pages. */
export interface ScanPart {
	checked: number;
	brokenCount: number;
	broken: BrokenLink[];
	scripts: string[];
}

/** What the build's pages hold, for the build report and the CSP. */
export interface SiteScan {
	/** URL path of each HTML page, in file order. */
	pagePaths: string[];
	links: { checked: number; brokenCount: number; broken: BrokenLink[] };
	/** The distinct inline scripts of every page. */
	scripts: Set<string>;
}

/** Reads one share of the pages: checks their links and collects their inline scripts. */
export function scanShare({ outDir, files, existing, keep }: ScanTask): ScanPart {
	const answers = new Set(existing);
	const checker = linkChecker((path) => answers.has(path), keep);
	const scripts = new Set<string>();
	for (const file of files) {
		const html = readFileSync(join(outDir, file), 'utf8');
		checker.check(pathOfHtmlFile(file), internalLinks(html));
		for (const script of inlineScripts(html)) scripts.add(script);
	}
	return { ...checker.result(), scripts: [...scripts] };
}

/** `items` in `count` contiguous runs of nearly equal length (none empty). */
export function split<T>(items: readonly T[], count: number): T[][] {
	const parts = Math.max(1, Math.min(count, items.length));
	const size = Math.ceil(items.length / parts);
	const out: T[][] = [];
	for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
	return out;
}

/**
 * The workers' findings as one, as if one thread had read the pages in order: each worker has a
 * contiguous run, in order, so the broken links listed are the first `keep` of the site.
 */
export function mergeParts(parts: readonly ScanPart[], keep = MAX_BROKEN_LISTED) {
	return {
		links: {
			checked: parts.reduce((n, p) => n + p.checked, 0),
			brokenCount: parts.reduce((n, p) => n + p.brokenCount, 0),
			broken: parts.flatMap((p) => p.broken).slice(0, keep),
		},
		scripts: new Set(parts.flatMap((p) => p.scripts)),
	};
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

function runWorker(task: ScanTask): Promise<ScanPart> {
	return new Promise((resolve, reject) => {
		const worker = new Worker(new URL('../siteScanWorker.ts', import.meta.url), {
			workerData: task,
		});
		// The worker ends by itself once it has answered (nothing else keeps it alive).
		worker.once('message', resolve);
		worker.once('error', reject);
		worker.once('exit', (code) => {
			if (code !== 0) reject(new Error(`El análisis de las páginas terminó con el código ${code}`));
		});
	});
}

/** Reads every page of the build in `outDir` (the project in `root`) once, on `workers` threads. */
export async function scanSite(
	outDir: string,
	root: string,
	workers = availableParallelism(),
): Promise<SiteScan> {
	const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
	const files = entries
		.filter((e) => e.isFile())
		.map((e) => relative(outDir, join(e.parentPath, e.name)));
	const html = files.filter((f) => f.endsWith('.html'));
	const existing = [
		...new Set([
			...files.map((f) => normalizePath(`/${f.replaceAll('\\', '/')}`)),
			...(await redirectSources(root)).map(normalizePath),
		]),
	];
	// The first share is read here while the worker threads read the others: the main thread
	// only waits at this point, and one thread fewer is one heap fewer at the build's peak.
	const [own = [], ...others] = split(html, workers);
	const task = (files: string[]): ScanTask => ({
		outDir,
		files,
		existing,
		keep: MAX_BROKEN_LISTED,
	});
	const running = others.map((files) => runWorker(task(files)));
	const parts = [scanShare(task(own)), ...(await Promise.all(running))];
	return { pagePaths: html.map(pathOfHtmlFile), ...mergeParts(parts) };
}

/**
 * The scan of the current build, made by whichever integration asks first and reused by the
 * other; `reset` (at each build's start) forgets the previous build's.
 */
export function sharedSiteScan() {
	let current: Promise<SiteScan> | null = null;
	return {
		reset() {
			current = null;
		},
		of(outDir: string, root: string): Promise<SiteScan> {
			current ??= scanSite(outDir, root);
			return current;
		},
	};
}

export type SharedSiteScan = ReturnType<typeof sharedSiteScan>;
