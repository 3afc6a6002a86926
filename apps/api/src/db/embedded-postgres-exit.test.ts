// A process that loads the embedded PostgreSQL and ends on its own keeps its exit code: the
// library's exit hook used to end every such process with 0, so a vitest run with failing API tests
// (its main process loads it for the test database) passed in CI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

it('keeps the exit code of a process that ends on its own', () => {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(moduleUrl)}); process.exitCode = 3;`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(3);
});
