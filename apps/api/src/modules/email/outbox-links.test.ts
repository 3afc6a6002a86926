// Captured emails keep live one-time links (issue 27 item 8): the Outbox shows them masked until a
// manager reveals them (audited), the page can tell that mail is captured, and the log says so at start.
import { MASKED_LINK_TOKEN, OUTBOX_MESSAGES, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { newToken } from '../../lib/one-time-code.js';

const logLines: string[] = [];
// No SMTP_URL: every email is captured.
const t = useTestApp(
  { PUBLIC_URL: 'https://hr.example.com', LOG_LEVEL: 'warn' },
  { logStream: { write: (line) => logLines.push(line) } },
);

let manager: TestUser;
let officer: TestUser;
let emailId: number;
const code = newToken();

beforeAll(async () => {
  manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  const sent = await t.app.mailer.send({
    templateKey: 'PASSWORD_RESET',
    to: 'zoe.dang@example.com',
    values: { userName: 'Zoë Ðặng', link: t.app.mailer.link('/set-password', { code }) },
  });
  emailId = sent.id;
});

describe('captured one-time links in the Outbox', () => {
  it('shows the email with its link masked, and the code nowhere', async () => {
    const res = await t.request('GET', `/api/v1/outbox/${emailId}`, { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.linksMasked).toBe(true);
    expect(res.body.textBody).toContain(`https://hr.example.com/set-password?code=${MASKED_LINK_TOKEN}`);
    expect(res.body.textBody).toContain('Zoë Ðặng');
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('reveals the live link to a manager on a POST, and audits who did', async () => {
    const revealed = await t.request('POST', `/api/v1/outbox/${emailId}/reveal-links`, {
      token: manager.token,
      body: {},
    });
    expect(revealed.status).toBe(200);
    expect(revealed.body.linksMasked).toBe(false);
    expect(revealed.body.textBody).toContain(`https://hr.example.com/set-password?code=${code}`);
    expect(revealed.body.htmlBody).toContain(code);
    const audit = await t.app.db.prisma.auditEvent.findMany({
      where: { entity: 'OutboundEmail', entityId: String(emailId), action: 'REVEAL_LINKS' },
    });
    expect(audit.map((row) => row.userId)).toEqual([manager.id]);
    // Revealing does not unmask it for the next reader.
    const again = await t.request('GET', `/api/v1/outbox/${emailId}`, { token: manager.token });
    expect(JSON.stringify(again.body)).not.toContain(code);
  });

  it('is for Recruitment Managers only, 404 for an unknown email, and never on a GET', async () => {
    const path = `/api/v1/outbox/${emailId}/reveal-links`;
    expect((await t.request('POST', path, { token: officer.token, body: {} })).status).toBe(403);
    expect((await t.request('POST', path, { body: {} })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/v1/outbox/999999/reveal-links', { token: manager.token })).status,
    ).toBe(404);
    expect((await t.request('GET', path, { token: manager.token })).status).toBe(404);
    expect(
      await t.app.db.prisma.auditEvent.count({
        where: { action: 'REVEAL_LINKS', userId: { not: manager.id } },
      }),
    ).toBe(0);
  });

  it('tells the page that mail is captured, and said so in the log at start', async () => {
    const delivery = await t.request('GET', '/api/v1/outbox/delivery', { token: manager.token });
    expect(delivery.status).toBe(200);
    expect(delivery.body).toEqual({ captured: true });
    expect((await t.request('GET', '/api/v1/outbox/delivery', { token: officer.token })).status).toBe(403);
    expect(logLines.join('')).toContain(OUTBOX_MESSAGES.capturedLinksLive.slice(0, 60));
  });
});
