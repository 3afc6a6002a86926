// What an operator relies on: health that tells the truth about the database, and HSTS only over HTTPS.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { JWT_SECRET, TEST_ENCRYPTION_KEY, useTestApp } from './test-app.js';

describe('HSTS', () => {
  const direct = useTestApp();
  const proxied = useTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('is not sent over plain HTTP', async () => {
    const res = await direct.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Without a trusted proxy the header is the client's word, not a fact.
    const claimed = await direct.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const plain = await proxied.request('GET', '/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await proxied.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
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
