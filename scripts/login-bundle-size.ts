// Measures the gzipped JavaScript a browser loads for the login page of the built app:
// `npm run build`, start the app, then `node --import tsx scripts/login-bundle-size.ts http://localhost:3000`.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const scripts: { url: string; bytes: number; gzipped: number }[] = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body();
  scripts.push({
    url: new URL(response.url()).pathname,
    bytes: body.length,
    gzipped: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await browser.close();
for (const s of scripts) console.info(`${s.url}\t${s.bytes}\t${s.gzipped}`);
const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
console.info(`total: ${scripts.length} files, ${(total / 1024).toFixed(1)} KiB gzipped`);
