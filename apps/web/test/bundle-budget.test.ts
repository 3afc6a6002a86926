// The bundle budget of the hardening issue, on the build `npm test` makes first: the login page loads
// at most 140 KiB of JavaScript (gzip), no route's own chunk is over 60 KiB, and what the login page
// must not carry (zod, react-hook-form, react-query, the toasts) stays out of it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGIN_BUDGET_BYTES, measureBundle, ROUTE_CHUNK_BUDGET_BYTES } from './bundle-budget';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('bundle budget', () => {
  const report = measureBundle(dist, LOGIN_PAGE);

  it('keeps the login page within 140 KiB of JavaScript, gzip', () => {
    console.info(
      `login page: ${kib(report.loginGzip)} gzip in ${report.loginFiles.length} files ` +
        `(budget ${kib(LOGIN_BUDGET_BYTES)})`,
    );
    expect(report.loginGzip).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('keeps every route chunk within 60 KiB, gzip', () => {
    expect(report.routeChunks.length).toBeGreaterThan(20);
    const over = report.routeChunks
      .filter((chunk) => chunk.gzip > ROUTE_CHUNK_BUDGET_BYTES)
      .map((chunk) => `${chunk.src}: ${kib(chunk.gzip)}`);
    expect(over).toEqual([]);
  });

  it('leaves zod, react-hook-form, react-query and react-toastify off the login path', () => {
    // Strings each library carries in its minified code.
    const markers = ['Invalid input', 'shouldUnregister', 'No QueryClient set', 'Toastify__'];
    const found = report.loginFiles.flatMap(({ file }) => {
      const code = readFileSync(path.join(dist, file), 'utf8');
      return markers.filter((marker) => code.includes(marker)).map((marker) => `${marker} in ${file}`);
    });
    expect(found).toEqual([]);
  });

  it('ships brotli and gzip files beside the assets, and no robots.txt (the API serves it: modules/careers)', () => {
    // The build leaves files under 1 KiB as they are: compressing them gains nothing.
    const large = report.loginFiles.filter(({ file }) => statSync(path.join(dist, file)).size >= 1024);
    expect(large.length).toBeGreaterThan(5);
    for (const { file } of large) {
      expect(existsSync(path.join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
    // A file here would shadow the careers site's robots.txt (its sitemap's address is PUBLIC_URL's).
    expect(existsSync(path.join(dist, 'robots.txt'))).toBe(false);
  });
});
