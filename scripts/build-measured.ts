/**
 * Builds the site in `--root` (default: here) with Astro's JavaScript API and prints one JSON
 * line with the wall time, the CPU time of all its threads (the build's own, its worker threads'
 * and libuv's: on a shared machine the wall time depends on the other processes, the CPU time
 * hardly) and of the main thread alone, the HTML pages written and the process's peak memory, so the bench measures every
 * build the same way. Usage: node scripts/build-measured.ts [--root dir]
 */
import { build } from 'astro';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string', default: '.' } } });
const root = resolve(values.root);
process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
const started = performance.now();
const cpuBefore = process.cpuUsage();
const mainBefore = process.threadCpuUsage();
await build({ root, logLevel: 'error' });
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// The main thread alone: rendering is serial there, so on an idle machine the build takes at
// least this long, and at least cpuSeconds / cores.
const main = process.threadCpuUsage(mainBefore);
const mainCpuSeconds = (main.user + main.system) / 1e6;
const pages = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) =>
	f.endsWith('.html'),
).length;
// maxRSS is in kilobytes.
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, cpuSeconds, mainCpuSeconds, pages, peakMb }));
process.exit(0);
