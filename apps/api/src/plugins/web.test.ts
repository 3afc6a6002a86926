// The web plugin over real HTTP: precompressed assets, robots.txt (the careers site's), the SPA fallback, and
// JSON answers compressed above the threshold. Raw sockets (node:http), because fetch decodes bodies.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding } from './web.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const indexHtml = `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
mkdirSync(path.join(root, 'assets'));
for (const [name, text] of [
  ['assets/app-abc123.js', script],
  ['index.html', indexHtml],
] as const) {
  writeFileSync(path.join(root, name), text);
  // Marked so the test can tell the build's file from one compressed on the fly.
  writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(`${text}/*br*/`));
  writeFileSync(path.join(root, `${name}.gz`), gzipSync(`${text}/*gz*/`));
}
writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');

const t = useTestApp({ WEB_DIST: root });

function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('static web app', () => {
  it('sends the brotli or gzip file the build made, by what the browser accepts', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body).toEqual(brotliCompressSync(`${script}/*br*/`));

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${script}/*gz*/`);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the precompressed index.html for client routes', async () => {
    // The pages with an emailed token in their path are routes of their own (for the log): the same.
    for (const route of [
      '/jobreq/12',
      '/approval/aToken-1234567890abcdef',
      '/leave-decision/aToken-123456',
    ]) {
      const page = await get(route, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers /robots.txt with the careers site's, not a file of an older build nor the app", async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body.toString()).toMatch(/^Allow: \/careers$/m);
    expect(robots.body.toString()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/careers\/sitemap.xml$/m);
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold and leaves small answers alone', async () => {
    const user = await t.createUser({ roles: ['Recruitment Manager'] });
    const auth = { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip, br' };
    const list = await get('/api/v1/email-template', auth);
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(list.body);
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(Array.isArray(JSON.parse(json.toString()))).toBe(true);

    const small = await get('/api/v1/nothing-here', auth);
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ code: 'NOT_FOUND' });

    const identity = await get('/api/v1/email-template', { authorization: auth.authorization });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    expect(identity.body.equals(json)).toBe(true);

    const br = await get('/api/v1/email-template', { ...auth, 'accept-encoding': 'gzip;q=0, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it('takes gzip first, then brotli, and nothing refused or unknown', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br')).toBe('br');
    expect(chooseEncoding('GZIP;q=0, br')).toBe('br');
    expect(chooseEncoding('gzip; q=0.0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('*, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
