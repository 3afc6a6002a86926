// Access changed outside the API reaches live tokens (issue 27 item 6): the session check reads the
// user's roles, grants and password hash from the database, so grants deleted or a hash replaced in
// SQL count at the next request (the triggers' NOTIFY) or, without it (a restore, replication),
// within SESSION_CACHE_SECONDS; renewal carries the database's roles, not the old token's.
import { AUTHORITY_CODES, RENEWED_TOKEN_HEADER, ROLES } from '@hr/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { hashPassword } from '../lib/password.js';

const CACHE_SECONDS = 2;
const t = useTestApp({ SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const JOB_POSTING = AUTHORITY_CODES.JOB_POSTING;

// An operator's own connection: the API's services are not involved.
let sql: pg.Client;
beforeAll(async () => {
  sql = new pg.Client({ connectionString: t.app.config.databaseUrl });
  await sql.connect();
});
afterAll(async () => sql?.end());

const get = (path: string, token: string) => t.request('GET', path, { token });
/** The status of the call once the change is seen: at once by the triggers' NOTIFY, at most the cache's age. */
const settled = (path: string, token: string) =>
  expect.poll(async () => (await get(path, token)).status, {
    timeout: (CACHE_SECONDS + 3) * 1000,
    interval: 100,
  });

describe('access changed in SQL', () => {
  it('a grant deleted is refused at once, and the answer hands over a token without it', async () => {
    await expect.poll(() => t.app.sessions.caching).toBe(true);
    const officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    expect((await get('/api/v1/job_position/expired', officer.token)).status).toBe(200);

    await sql.query('DELETE FROM user_authority WHERE user_id = $1 AND authority_code = $2', [
      officer.id,
      JOB_POSTING,
    ]);
    await settled('/api/v1/job_position/expired', officer.token).toBe(403);
    // What the user may still do works, and renews the token with the grants of now at once.
    const list = await get('/api/v1/requisitions', officer.token);
    expect(list.status).toBe(200);
    const renewed = list.headers.get(RENEWED_TOKEN_HEADER);
    expect(renewed).toEqual(expect.any(String));
    const claims = decode(renewed!);
    expect(claims.authorities).not.toContain(JOB_POSTING);
    expect(claims.authorities).toContain(AUTHORITY_CODES.CANDIDATE_ACCESS);
    expect(claims.sid).toBe(decode(officer.token).sid);
    expect((await get('/api/v1/job_position/expired', renewed!)).status).toBe(403);

    // A grant given in SQL counts for the old token too.
    await sql.query('INSERT INTO user_authority (user_id, authority_code) VALUES ($1, $2)', [
      officer.id,
      JOB_POSTING,
    ]);
    await settled('/api/v1/job_position/expired', renewed!).toBe(200);
  });

  it('a role removed is refused at once', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER, ROLES.EMPLOYEE] });
    expect((await get('/api/v1/users', manager.token)).status).toBe(200);
    await sql.query(
      `DELETE FROM user_role WHERE user_id = $1 AND role_id = (SELECT id FROM role WHERE name = $2)`,
      [manager.id, ROLES.RECRUITMENT_MANAGER],
    );
    await settled('/api/v1/users', manager.token).toBe(403);
    const renewed = (await get('/api/v1/requisitions', manager.token)).headers.get(RENEWED_TOKEN_HEADER);
    expect(decode(renewed!).roles).toBe(ROLES.EMPLOYEE);
  });

  it('a password hash replaced ends the sessions started before it', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    expect((await get('/api/v1/requisitions', user.token)).status).toBe(200);
    await sql.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword('Restored-From-Backup-77'),
    ]);
    await settled('/api/v1/requisitions', user.token).toBe(401);
    // A sign-in with the new password starts a session that lives.
    const login = await t.request('POST', '/auth/userLogin', {
      body: { email: user.email, password: 'Restored-From-Backup-77' },
    });
    expect(login.status).toBe(200);
    expect((await get('/api/v1/requisitions', login.body.token)).status).toBe(200);
  });

  it('without the triggers (a restore or replication), the cached answer goes by SESSION_CACHE_SECONDS', async () => {
    const officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    expect((await get('/api/v1/job_position/expired', officer.token)).status).toBe(200);
    expect((await get('/api/v1/requisitions', employee.token)).status).toBe(200);
    await sql.query('BEGIN');
    await sql.query("SET LOCAL session_replication_role = 'replica'");
    await sql.query('DELETE FROM user_authority WHERE user_id = $1 AND authority_code = $2', [
      officer.id,
      JOB_POSTING,
    ]);
    await sql.query("UPDATE app_user SET password_hash = 'replaced-by-a-restore' WHERE id = $1", [
      employee.id,
    ]);
    await sql.query('COMMIT');
    const changedAt = Date.now();
    await settled('/api/v1/job_position/expired', officer.token).toBe(403);
    await settled('/api/v1/requisitions', employee.token).toBe(401);
    expect(Date.now() - changedAt).toBeLessThan((CACHE_SECONDS + 3) * 1000);
  });
});
