// What an operator relies on: health that tells the truth about the database, and HSTS only over HTTPS.
import { describe, expect, it } from 'vitest';
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
