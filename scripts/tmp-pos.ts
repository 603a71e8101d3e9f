import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './serve.ts';
import { chromiumArgs, findChromium } from './chromium.ts';
const server = createStaticServer('dist');
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: findChromium()!, args: chromiumArgs });
for (const [w, h] of [[412, 823], [1350, 940]]) {
  const ctx = await browser.newContext({ viewport: { width: w!, height: h! } });
  const page = await ctx.newPage();
  const js: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('.js')) js.push(r.url().split('/').pop()!); });
  for (const p of ['/herramientas', '/hipoteca-joven']) {
    js.length = 0;
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const top = await page.$eval('[data-tool-shell]', (e) => e.getBoundingClientRect().top);
    console.log(w, p, 'first shell top', Math.round(top), 'opened', await page.$$eval('[data-opened]', (e) => e.length), 'js', js.length, 'elements', await page.evaluate(() => document.getElementsByTagName('*').length));
  }
  await ctx.close();
}
await browser.close(); server.close(); process.exit(0);
