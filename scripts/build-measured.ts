/**
 * Builds the site in `--root` (default: here) with Astro's JavaScript API and prints one JSON
 * line with the wall time, the HTML pages written and the process's peak memory, so the bench
 * measures every build the same way. Usage: node scripts/build-measured.ts [--root dir]
 */
import { build } from 'astro';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string', default: '.' } } });
const root = resolve(values.root);
process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
const started = performance.now();
await build({ root, logLevel: 'error' });
const seconds = (performance.now() - started) / 1000;
const pages = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) =>
	f.endsWith('.html'),
).length;
// maxRSS is in kilobytes.
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, pages, peakMb }));
process.exit(0);
