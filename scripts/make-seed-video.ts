import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Makes data-seed/webinars/budgeting-basics.webm, the demo recorded webinar's video: 8 seconds of a
 * canvas drawing recorded by Chromium's MediaRecorder (VP8), a few kilobytes. Run once:
 * npx tsx scripts/make-seed-video.ts (docs/webinars.md).
 */
const RECORD = `(async () => {
  const c = document.createElement('canvas'); c.width = 320; c.height = 180;
  const g = c.getContext('2d');
  const rec = new MediaRecorder(c.captureStream(10), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  rec.start();
  const t0 = performance.now();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - t0) / 1000;
      g.fillStyle = '#0f3d5c'; g.fillRect(0, 0, 320, 180);
      g.fillStyle = '#f5b82e'; g.fillRect(20, 120, Math.min(280, t * 35), 16);
      g.fillStyle = '#fff'; g.font = 'bold 22px sans-serif'; g.fillText('FinWell webinar', 20, 50);
      g.font = '16px sans-serif'; g.fillText('Budgeting basics - ' + t.toFixed(1) + ' s', 20, 85);
      if (t < 8) requestAnimationFrame(draw); else resolve();
    };
    draw();
  });
  rec.stop(); await done;
  const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let s = ''; for (const x of buf) s += String.fromCharCode(x);
  return btoa(s);
})()`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const b64: string = await page.evaluate(RECORD);
writeFileSync('data-seed/webinars/budgeting-basics.webm', Buffer.from(b64, 'base64'));
await browser.close();
