// The mailer against a real SMTP server started here (smtp-server), with SMTP_URL pointing at it.
import { ROLES } from '@hr/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { freePort } from '../../db/embedded-postgres.js';
import { createMailer } from './mailer.js';

interface Received {
  from: string | false;
  to: string[];
  raw: string;
}

const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on the loopback: no certificate to trust in the test.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused')) {
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const address = smtp.server.address();
const smtpPort = typeof address === 'object' && address ? address.port : 0;

const t = useTestApp({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Hiring Team <hiring@example.com>',
  PUBLIC_URL: 'https://hr.example.com',
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The header's value (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded text/plain part of a multipart message. */
function textPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/plain/i.test(p));
  if (!part) throw new Error('no text/plain part');
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/quoted-printable/i.test(head)) {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

describe('the mailer with SMTP_URL', () => {
  it('sends through the SMTP server with merge fields rendered and records it as SENT', async () => {
    const link = t.app.mailer.link('/offer-letter', { code: 'ONE-TIME-123' });
    const outcome = await t.app.mailer.send({
      templateKey: 'OFFER_LETTER',
      to: 'jordan@applicant.test',
      values: { applicantName: 'Jordan Lee', jobTitle: 'Payroll Officer', companyName: 'Acme', link },
      entity: 'offer_letter',
      entityId: 12,
    });
    expect(outcome).toEqual({ id: expect.any(Number), status: 'SENT', error: null });

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual(['jordan@applicant.test']);
    expect(message.from).toBe('hiring@example.com');
    expect(header(message.raw, 'To')).toBe('jordan@applicant.test');
    expect(header(message.raw, 'From')).toBe('Hiring Team <hiring@example.com>');
    expect(header(message.raw, 'Subject')).toBe('Your offer from Acme: Payroll Officer');
    const text = textPart(message.raw);
    expect(text).toContain('Dear Jordan Lee,');
    expect(text).toContain('the position of Payroll Officer at Acme');
    expect(text).toContain('https://hr.example.com/offer-letter?code=ONE-TIME-123');
    expect(text).not.toContain('{{');
    expect(message.raw).toMatch(/content-type:\s*text\/html/i);

    const row = await t.app.db.prisma.outboundEmail.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(row).toMatchObject({
      status: 'SENT',
      error: null,
      toAddress: 'jordan@applicant.test',
      subject: 'Your offer from Acme: Payroll Officer',
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    // The recipient got the live link; the recorded copy keeps only its shape.
    expect(row.textBody).toContain('https://hr.example.com/offer-letter?code=••••••');
    expect(`${row.textBody}${row.htmlBody}`).not.toContain('ONE-TIME-123');
  });

  it('masks one-time tokens in the Outbox, where any manager could follow them', async () => {
    const token = 'Zq3v9Kx0_Lr-4TmWbY8sPe2uNc7HdJf1QaGo5Ii6Ry0';
    const outcome = await t.app.mailer.send({
      templateKey: 'APPROVAL_REQUEST',
      to: 'approver@approver.test',
      values: {
        approverName: 'Alex',
        requesterName: 'Sam',
        jobTitle: 'Nurse',
        requisitionId: '7',
        link: t.app.mailer.link(`/approval/${token}`),
      },
    });
    expect(outcome.status).toBe('SENT');
    expect(textPart(received.at(-1)!.raw)).toContain(`https://hr.example.com/approval/${token}`);
    const { token: manager } = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const res = await t.request('GET', `/api/v1/outbox/${outcome.id}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.textBody).toContain('https://hr.example.com/approval/••••••');
    expect(`${res.body.textBody}${res.body.htmlBody}`).not.toContain(token);
  });

  it('records a refused recipient as FAILED with the server error, without throwing', async () => {
    const outcome = await t.app.mailer.send({
      templateKey: 'PASSWORD_RESET',
      to: 'refused@applicant.test',
      values: { userName: 'Sam', link: 'https://hr.example.com/reset' },
    });
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toMatch(/550|Mailbox unavailable|recipients were rejected/);
    const row = await t.app.db.prisma.outboundEmail.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(row.status).toBe('FAILED');
    expect(row.error).toBe(outcome.error);
    expect(row.sentAt).toBeNull();
    expect(received).toHaveLength(2);
  });

  it('records an unreachable server as FAILED, and an invalid address without trying', async () => {
    const mailer = createMailer({
      db: t.app.db,
      log: t.app.log,
      from: 'no-reply@localhost',
      publicUrl: 'http://localhost:3000',
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    });
    try {
      const values = { userName: 'Sam', link: 'http://localhost:3000/reset' };
      const closed = await mailer.send({ templateKey: 'PASSWORD_RESET', to: 'sam@example.com', values });
      expect(closed.status).toBe('FAILED');
      expect(closed.error).toMatch(/ECONNREFUSED|connect/i);
      const invalid = await mailer.send({ templateKey: 'PASSWORD_RESET', to: 'not an address', values });
      expect(invalid).toMatchObject({ status: 'FAILED', error: 'Invalid recipient address' });
      const rows = await t.app.db.prisma.outboundEmail.findMany({
        where: { id: { in: [closed.id, invalid.id] } },
        select: { status: true },
      });
      expect(rows.map((row) => row.status)).toEqual(['FAILED', 'FAILED']);
    } finally {
      mailer.close();
    }
  });
});
