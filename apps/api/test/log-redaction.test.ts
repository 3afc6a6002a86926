// One-time codes never reach the log (issue 27 item 2): every route whose path carries a code, as
// the route table finds them, is called on a real server logging at `info`, and its log lines hold
// the route with the code redacted, never the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/db/migrate.js';
import { REDACTED } from '../src/lib/log-redaction.js';
import { newToken } from '../src/lib/one-time-code.js';
import { useTestApp } from './test-app.js';

const logLines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

/** The routes known to carry a code when this test was written: the table must still find them. */
const KNOWN = [
  '/auth/password-link/:code',
  '/api/hr/v1/user/:code',
  '/api/hr/v1/leave/by-token/:token',
  '/api/v1/approval/by-token/:token',
  '/approval/:token',
  '/leave-decision/:token',
];

describe('one-time codes in paths', () => {
  it('finds every route with a code in its path, the web pages with a token included', () => {
    const found = [...t.app.secretPathRoutes.keys()];
    for (const route of KNOWN) expect(found).toContain(route);
    // The web app's own routes with a token or code in the path are served (and redacted) here too.
    const router = readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/router.tsx'), 'utf8');
    const webPages = [...router.matchAll(/'(\/[^']*:(?:token|code)\w*[^']*)'/gi)].map((m) => m[1]);
    expect(webPages.length).toBeGreaterThan(0);
    for (const page of webPages) expect(found).toContain(page);
  });

  it('logs each such route with its code redacted, a real invitation link included', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const email = `log-redaction-${Date.now()}@example.com`;
    const invited = await t.request('POST', '/api/v1/users/invite', {
      token: manager.token,
      body: { email, firstName: 'Łukasz', lastName: 'Żółć', roles: [ROLES.RECRUITMENT_OFFICER] },
    });
    expect(invited.status).toBe(201);
    const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({ where: { toAddress: email } });
    const realCode = /code=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';
    expect(realCode.length).toBeGreaterThan(20);

    /** The route's path with each secret parameter given `code` and any other `1`. */
    const fill = (pattern: string, code: string) =>
      pattern.replace(/:(\w+)/g, (_whole, name: string) =>
        t.app.secretPathRoutes.get(pattern)?.includes(name) ? code : '1',
      );
    const methodOf = (pattern: string) =>
      t.app.routeGuards.find((route) => route.url === pattern && route.method !== 'HEAD')?.method ?? 'GET';

    const codes: string[] = [realCode];
    const calls = [{ pattern: '/auth/password-link/:code', url: `/auth/password-link/${realCode}` }];
    for (const pattern of t.app.secretPathRoutes.keys()) {
      const code = newToken();
      codes.push(code);
      calls.push({ pattern, url: fill(pattern, code) });
    }
    logLines.length = 0;
    for (const call of calls) {
      const res = await t.request(methodOf(call.pattern), `${call.url}?code=also-in-the-query`);
      expect(res.status, call.url).toBeLessThan(500);
    }
    // The real link was only looked at, never used: it still opens.
    expect((await t.request('GET', `/auth/password-link/${realCode}`)).status).toBe(200);

    const log = logLines.join('');
    // Each request was logged, as its route with the code replaced.
    for (const call of calls) expect(log).toContain(`"url":"${fill(call.pattern, REDACTED)}"`);
    for (const code of codes) expect(log).not.toContain(code);
    expect(log).not.toContain('also-in-the-query');
  });
});
