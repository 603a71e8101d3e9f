import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { AddressInfo } from 'node:net';
import { chromiumArgs, findChromium } from './chromium.ts';
import { createStaticServer } from './serve.ts';
const median = (v: number[]) => { const s = v.toSorted((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]!; };
const styleLayout = (d: any) => (d?.items ?? []).filter((i: any) => i.group === 'styleLayout').reduce((n: number, i: any) => n + i.duration, 0);
const dirs = { before: '/tmp/h17-dist-before', after: '/tmp/h17-dist-after' };
const bases: Record<string, string> = {};
for (const [k, d] of Object.entries(dirs)) {
  const s = createStaticServer(d);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  bases[k] = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}
const runs = Number(process.argv[2] ?? 5);
const paths = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: findChromium()!, chromeFlags: ['--headless=new', ...chromiumArgs] });
const res: Record<string, Record<string, number[]>> = {};
for (let i = 0; i < runs; i++) for (const path of paths) for (const k of Object.keys(dirs)) {
  const r = await lighthouse(bases[k] + path, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r!.lhr.audits;
  const key = `${k} ${path}`;
  const row = (res[key] ??= {});
  const push = (n: string, v: number) => (row[n] ??= []).push(v);
  push('perf', Math.round((r!.lhr.categories['performance']?.score ?? 0) * 100));
  push('tbt', a['total-blocking-time']!.numericValue!);
  push('styleLayout', styleLayout(a['mainthread-work-breakdown']?.details));
  push('dom', a['dom-size-insight']!.numericValue!);
  push('cls', a['cumulative-layout-shift']!.numericValue!);
  push('lcp', a['largest-contentful-paint']!.numericValue!);
  push('bytes', a['total-byte-weight']!.numericValue!);
  console.log(i, key, JSON.stringify(Object.fromEntries(Object.entries(row).map(([n, v]) => [n, Math.round(v.at(-1)! * 1000) / 1000]))));
}
console.log('\nmedians');
for (const [key, row] of Object.entries(res)) console.log(key.padEnd(30), Object.entries(row).map(([n, v]) => `${n} ${Math.round(median(v) * 1000) / 1000}`).join('  '), ' styleLayout all:', row['styleLayout']!.map(Math.round).join(','));
chrome.kill(); process.exit(0);
