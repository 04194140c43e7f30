import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from './bench-shop.ts';

const shop = await startShop(path.resolve('dist/client'), mkdtempSync(path.join(tmpdir(), 'prof-')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  (window as any).__long = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 200)));
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(`${shop.url}${process.argv[2] ?? '/'}`);
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => (window as any).__long)));
// self time per function
const self = new Map<string, number>();
const dt = profile.timeDeltas ?? [];
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
profile.samples?.forEach((id: number, i: number) => {
  const n: any = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(Math.round(v), k);
writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
await browser.close();
await shop.stop();
