// Screenshots of the preview scenes in headless Chromium, for looking at the table while building it:
//   npx vite --port 5191 &  then  npx tsx renderer/src/table/preview/shoot.ts [http://localhost:5191] [outdir] [WxH]
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://localhost:5191';
const out = process.argv[3] ?? '/tmp/d2shots';
const [w, h] = (process.argv[4] ?? '1280x720').split('x').map(Number);
const scenes = (process.argv[5] ?? 'day,night,seer,levelUp,fight,mine,end').split(',');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
page.on('pageerror', (e) => console.error('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
for (const s of scenes) {
  await page.goto(`${base}/src/table/preview/index.html?scene=${s}`);
  await page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/${s}-${w}x${h}.png` });
  console.log('shot', s);
}
await browser.close();
