/**
 * A worker thread of scripts/lib/siteScan.ts: reads its share of the built pages once, checks
 * their internal links against every path the build answers, collects their inline scripts,
 * and answers with what it found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { internalLinks, linkChecker, pathOfHtmlFile } from '../src/lib/siteReview/buildReport.ts';
import { inlineScripts } from './lib/headersFile.ts';
import type { ScanPart, ScanTask } from './lib/siteScan.ts';

const { outDir, files, existing, keep } = workerData as ScanTask;
const answers = new Set(existing);
const checker = linkChecker((path) => answers.has(path), keep);
const scripts = new Set<string>();
for (const file of files) {
	const html = readFileSync(join(outDir, file), 'utf8');
	checker.check(pathOfHtmlFile(file), internalLinks(html));
	for (const script of inlineScripts(html)) scripts.add(script);
}
const part: ScanPart = { ...checker.result(), scripts: [...scripts] };
parentPort?.postMessage(part);
