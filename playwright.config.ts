import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// A free port for the app under test, chosen once in the main process; the workers inherit it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Debian's Chromium where it is installed (CI and these machines), Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Every test makes its own uniquely named records (fixtures.ts), so tests run in parallel on the
  // one server; a test that changes what every user sees (the expired bell) is serial in its file.
  fullyParallel: true,
  // These machines have two cores.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // No retries, in CI too: a test that needs one is a bug to fix.
  retries: 0,
  // Sized for a machine shared with other runs (load 20 on 2 cores), where one server round trip and
  // its render can take several seconds. A short test (sign in, a page, a few checks) fits in 90 s; a
  // journey sets its own time from its steps (test.setTimeout). Each wait is for what a user waits
  // for (a heading, a row, a toast) and fails after 20 s; a page's first load waits LOADED (fixtures).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A click on something that never becomes clickable fails on its own, not at the test's end.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/ready`,
    env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
