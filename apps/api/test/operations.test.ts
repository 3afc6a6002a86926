// What an operator relies on: health that tells the truth about the database, HSTS only over HTTPS,
// a 503 with Retry-After (not a 500) while the database is away, and a 404 for a file gone from storage.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { defaultAuthorityCodes, ROLES, SERVER_MESSAGES } from '@hr/contracts';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { JWT_SECRET, TEST_ENCRYPTION_KEY, useTestApp } from './test-app.js';

describe('HSTS', () => {
  // Trusts the proxy on 127.0.0.1 only; other callers are simulated with inject's remoteAddress.
  const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });
  const hsts = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    (await t.app.inject({ method: 'GET', url: '/health', headers, remoteAddress })).headers[
      'strict-transport-security'
    ];

  it('is not sent over plain HTTP', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeUndefined();
    // From a caller that is not the trusted proxy the header is the client's word, not a fact.
    expect(await hsts({ 'x-forwarded-proto': 'https' }, '203.0.113.9')).toBeUndefined();
  });

  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('health without a database', () => {
  it('answers /health and /ready with 503 when the database does not answer', async () => {
    const port = await freePort(); // nothing listens there
    const app = await buildApp({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' }),
      databaseUrl: `postgresql://nobody:secret@127.0.0.1:${port}/hr`,
      jwtSecret: JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
    });
    try {
      for (const url of ['/health', '/ready']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toMatchObject({ code: 'NOT_READY', message: 'Database unavailable' });
      }
    } finally {
      await app.close();
    }
  });
});

describe('a file whose bytes are gone from the storage', () => {
  const t = useTestApp();

  it('answers 404 "The file is missing from storage", not a 500', async () => {
    const officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 Zoë Ðặng')], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${t.baseUrl}/api/v1/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${officer.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { id: number } };
    // Restored without its uploads: the row is there, the bytes are not.
    const { storageKey } = await t.app.db.prisma.uploadedFile.findUniqueOrThrow({ where: { id: data.id } });
    await t.app.storage.remove(storageKey);
    const res = await t.request('GET', `/api/v1/file/${data.id}`, { token: officer.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'FILE_MISSING', message: SERVER_MESSAGES.fileMissing });
  });
});

/** A TCP hop between the app and PostgreSQL that the test can cut, as a database host going away. */
async function cuttableDatabase(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `postgresql://${target.username}:${target.password}@127.0.0.1:${port}${target.pathname}`,
    async down() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    up: listen,
  };
}

describe('while the database is away', () => {
  it('answers 503 with Retry-After, logs no error, and carries on once it is back', async () => {
    const name = `away_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE hr_template`);
    const hop = await cuttableDatabase(
      new URL(inject('databaseServerUrl').replace(/\/postgres$/, `/${name}`)),
    );
    const lines: string[] = [];
    const app = await buildApp({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: '', JOB_WORKER: 'off' }),
      databaseUrl: hop.url,
      jwtSecret: JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const role = await app.db.prisma.role.findFirstOrThrow({ where: { name: ROLES.RECRUITMENT_MANAGER } });
      const user = await app.db.prisma.user.create({
        data: {
          email: 'wang.xiuying@test.local',
          firstName: '秀英',
          lastName: '王',
          roles: { create: [{ roleId: role.id }] },
        },
      });
      const token = await app.issueToken(
        {
          id: user.id,
          email: user.email,
          roles: [ROLES.RECRUITMENT_MANAGER],
          authorities: defaultAuthorityCodes([ROLES.RECRUITMENT_MANAGER]),
        },
        '127.0.0.1',
      );
      const list = () =>
        app.inject({
          method: 'GET',
          url: '/api/v1/requisitions',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await list()).statusCode).toBe(200);

      await hop.down();
      for (const res of [
        await list(),
        await app.inject({
          method: 'POST',
          url: '/auth/userLogin',
          payload: { email: 'wang.xiuying@test.local', password: 'Anything-2026' },
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: SERVER_MESSAGES.serviceUnavailable,
        });
      }
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);

      await hop.up();
      await vi.waitFor(async () => expect((await list()).statusCode).toBe(200), {
        timeout: 15_000,
        interval: 200,
      });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect(logged.map((line) => line.msg)).toContain('database unavailable');
    } finally {
      await app.close();
      await hop.down();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
