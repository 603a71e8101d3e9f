import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { chromiumArgs, findChromium } from './chromium.ts';
import { createStaticServer } from './serve.ts';
const server = createStaticServer(process.argv[2] ?? 'dist');
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: findChromium()!, chromeFlags: ['--headless=new', ...chromiumArgs] });
for (const path of process.argv.slice(3)) {
  const r = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = r!.lhr;
  writeFileSync(`/tmp/h17-lhr-${path.replace(/\W/g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(path, 'CLS', a['cumulative-layout-shift']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue);
  console.log(' breakdown', JSON.stringify((a['mainthread-work-breakdown']?.details as any)?.items?.map((i: any) => [i.group, Math.round(i.duration)])));
  for (const [id, au] of Object.entries(a)) if (au.score !== null && au.score < 1 && lhr.categories['best-practices']!.auditRefs.some((x) => x.id === id)) console.log(' BP fail', id, au.title);
  const shifts = (a['layout-shifts']?.details as any)?.items ?? [];
  for (const s of shifts) console.log(' shift', s.score, JSON.stringify(s.node?.selector ?? s.node?.snippet), JSON.stringify(s.subItems?.items?.map((x: any) => x.extra?.value ?? x.cause)));
}
chrome.kill(); server.close(); process.exit(0);
