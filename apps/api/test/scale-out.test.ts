// Two API processes on one database and one S3-compatible bucket (s3rver), as behind a load
// balancer: whichever one a request reaches, the answer is the same.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { TEST_PASSWORD, useTestApp } from './test-app.js';

let scratch: string;
let s3: S3rver;
const env: Record<string, string> = {
  STORAGE: 's3',
  S3_BUCKET: 'hr-scale-out',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

// Registered before useTestApp's hook, so the bucket's server is up when the first process starts.
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'hr-scale-out-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: scratch });
  const { port } = await s3.run();
  env.S3_ENDPOINT = `http://127.0.0.1:${port}`;
});

const a = useTestApp(env);
let b: FastifyInstance;
let bUrl: string;

beforeAll(async () => {
  // The second process: the same configuration (database, secret, key, bucket), its own port.
  b = await buildApp(a.app.config);
  await b.listen({ port: 0, host: '127.0.0.1' });
  const address = b.server.address();
  bUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await b?.close();
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/auth/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('two API processes behind one address', () => {
  it('accept each other’s tokens and serve each other’s uploads', async () => {
    const officer = await a.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const signIn = await login(a.baseUrl, officer.email, TEST_PASSWORD);
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };

    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 scale-out')], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${a.baseUrl}/api/v1/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { id: number } };

    const download = await fetch(`${bUrl}/api/v1/file/${data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('%PDF-1.4 scale-out');
    // The other process still refuses a caller without a token.
    expect((await fetch(`${bUrl}/api/v1/file/${data.id}`)).status).toBe(401);
  });

  it('count wrong passwords together for the sign-in limit', async () => {
    const user = await a.createUser({ roles: [ROLES.EMPLOYEE] });
    const limit = a.app.config.loginMaxFailures;
    for (let i = 0; i < limit; i += 1) {
      const res = await login(i % 2 ? bUrl : a.baseUrl, user.email, 'Wrong@12345');
      expect(res.status).toBe(401);
    }
    // Blocked on both, even with the right password.
    for (const base of [a.baseUrl, bUrl]) {
      const res = await login(base, user.email, TEST_PASSWORD);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('run each scheduled job once per period, whichever process gets there first', async () => {
    const { prisma } = a.app.db;
    const old = await prisma.loginAttempt.create({
      data: {
        email: 'old@test.local',
        ip: '10.0.0.1',
        succeeded: false,
        createdAt: new Date(Date.now() - 48 * 3600_000),
      },
    });
    // Both processes find the jobs due at the same moment: one of them runs each.
    const [ranA, ranB] = await Promise.all([a.app.scheduler.tick(), b.scheduler.tick()]);
    expect([...ranA, ...ranB].sort()).toEqual([
      'applicant-retention',
      'leave-accrual',
      'letter-expiry-reminders',
      'prune-login-attempts',
      'prune-registration-attempts',
    ]);
    expect(await prisma.loginAttempt.findUnique({ where: { id: old.id } })).toBeNull();
    // Within the hour, neither runs it again.
    expect([...(await a.app.scheduler.tick()), ...(await b.scheduler.tick())]).toEqual([]);
    // An hour later it is due again, once.
    await prisma.scheduledJob.update({
      where: { name: 'prune-login-attempts' },
      data: { lastRunAt: new Date(Date.now() - 3601_000) },
    });
    const again = await Promise.all([b.scheduler.tick(), a.app.scheduler.tick()]);
    expect(again.flat()).toEqual(['prune-login-attempts']);
  });
});
