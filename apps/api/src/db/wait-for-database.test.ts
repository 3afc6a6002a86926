// Start-up against an external database: one line naming host, port and cause, and a retry window.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from './embedded-postgres.js';
import { REPO_ROOT } from './migrate.js';
import { DatabaseUnavailableError, waitForDatabase } from './wait-for-database.js';

const serverUrl = () => new URL(inject('databaseServerUrl'));

describe('waitForDatabase', () => {
  it('names host, port and a refused connection, retries, then gives up with one line', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const started = Date.now();
    const waiting = waitForDatabase(`postgresql://hr:secret@127.0.0.1:${port}/hr`, {
      seconds: 1,
      intervalMs: 200,
      log: (line) => lines.push(line),
    });
    await expect(waiting).rejects.toThrow(DatabaseUnavailableError);
    await expect(waiting).rejects.toThrow(
      `Cannot use the database at 127.0.0.1:${port}: connection refused (is PostgreSQL running and listening there?) (gave up after 1 s)`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // Said once while the cause stays the same, never with the password.
    expect(lines).toEqual([
      `Cannot use the database at 127.0.0.1:${port}: connection refused (is PostgreSQL running and listening there?); retrying for up to 1 s`,
    ]);
    expect(lines.join('')).not.toContain('secret');
  });

  it("names a wrong password with PostgreSQL's own words", async () => {
    const url = serverUrl();
    url.password = 'not-the-password';
    await expect(waitForDatabase(url.toString(), { seconds: 0, log: () => {} })).rejects.toThrow(
      `Cannot use the database at 127.0.0.1:${url.port}: password authentication failed for user "postgres"`,
    );
  });

  it('connects as soon as a database that was down comes up', async () => {
    // A port that refuses for a moment, then forwards to the real server.
    const real = serverUrl();
    const port = await freePort();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(real.port), '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const url = new URL(real);
    url.port = String(port);
    const lines: string[] = [];
    try {
      await waitForDatabase(url.toString(), {
        seconds: 10,
        intervalMs: 200,
        // The port opens once the refusal has been said (no fixed wait): the next try gets through.
        log: (line) => {
          lines.push(line);
          if (lines.length === 1) proxy.listen(port, '127.0.0.1');
        },
      });
      expect(lines[0]).toContain('connection refused');
      expect(lines.at(-1)).toBe(`The database at 127.0.0.1:${port} answers.`);
    } finally {
      if (proxy.listening) await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('npm start against an unreachable database', () => {
  it('exits with one JSON line naming host, port and cause, no stack trace', async () => {
    const port = await freePort();
    // The compiled server, as `npm start` and the image run it (`npm run build` first).
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: `postgresql://hr:secret@127.0.0.1:${port}/hr`,
        DATABASE_WAIT_SECONDS: '1',
        PORT: '0',
        WEB_DIST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.at(-1)).toMatchObject({
      level: 60,
      msg: `Cannot use the database at 127.0.0.1:${port}: connection refused (is PostgreSQL running and listening there?) (gave up after 1 s)`,
    });
    // No stack trace: neither a line of one nor one escaped inside a JSON line.
    expect(output).not.toMatch(/(^|\\n)\s+at /m);
    expect(output).not.toContain('"stack"');
    expect(output).not.toContain('secret');
  }, 30_000);
});
