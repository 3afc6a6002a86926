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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
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
