import {
  EMAIL_SENDS,
  EMAIL_TEMPLATE_KEYS,
  LINK_REQUIRED_MESSAGE,
  ROLES,
  requiresLink,
  SERVER_MESSAGES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { DEFAULT_EMAIL_TEMPLATES, ensureDefaultEmailTemplates } from './default-templates.js';

// No SMTP_URL: every email is captured.
const t = useTestApp({ PUBLIC_URL: 'https://hr.example.com/' });

let manager: string;
let officer: string;
let employee: string;
let applicant: string;

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
});

const offer = (subject: string, body: string) => ({ key: 'OFFER_LETTER', subject, body });

describe('ensureDefaultEmailTemplates', () => {
  it('inserts every missing template once and keeps edited ones', async () => {
    const prisma = t.app.db.prisma;
    expect(await ensureDefaultEmailTemplates(prisma)).toEqual(EMAIL_TEMPLATE_KEYS);
    expect(await prisma.emailTemplate.count()).toBe(EMAIL_TEMPLATE_KEYS.length);
    expect(await ensureDefaultEmailTemplates(prisma)).toEqual([]);

    await prisma.emailTemplate.update({ where: { key: 'PASSWORD_RESET' }, data: { subject: 'Edited' } });
    await prisma.emailTemplate.delete({ where: { key: 'COMPLIANCE_STATUS' } });
    expect(await ensureDefaultEmailTemplates(prisma)).toEqual(['COMPLIANCE_STATUS']);
    const reset = await prisma.emailTemplate.findUniqueOrThrow({ where: { key: 'PASSWORD_RESET' } });
    expect(reset.subject).toBe('Edited');
    await prisma.emailTemplate.update({
      where: { key: 'PASSWORD_RESET' },
      data: { subject: DEFAULT_EMAIL_TEMPLATES.PASSWORD_RESET.subject },
    });
  });

  it('ships defaults that use only their own merge fields, and link wherever a send has one', async () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const { subject, body } = DEFAULT_EMAIL_TEMPLATES[key];
      const fields: readonly string[] = EMAIL_SENDS[key].mergeFields;
      const used = [...`${subject}\n${body}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
      for (const name of used) expect(fields).toContain(name);
      if (fields.includes('link')) expect(body).toContain('{{link}}');
    }
  });
});

describe('GET /api/v1/email-template', () => {
  it('answers every template with its merge fields and description, to recruiters (not employees)', async () => {
    expect((await t.request('GET', '/api/v1/email-template', { token: employee })).status).toBe(403);
    const res = await t.request('GET', '/api/v1/email-template', { token: officer });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { key: string }) => row.key)).toEqual(EMAIL_TEMPLATE_KEYS);
    const offerLetter = res.body.find((row: { key: string }) => row.key === 'OFFER_LETTER');
    expect(offerLetter).toEqual({
      key: 'OFFER_LETTER',
      name: 'Offer letter',
      description: EMAIL_SENDS.OFFER_LETTER.description,
      subject: DEFAULT_EMAIL_TEMPLATES.OFFER_LETTER.subject,
      body: DEFAULT_EMAIL_TEMPLATES.OFFER_LETTER.body,
      mergeFields: ['applicantName', 'jobTitle', 'companyName', 'link'],
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('is closed to the applicant kind and to visitors', async () => {
    expect((await t.request('GET', '/api/v1/email-template', { token: applicant })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/email-template')).status).toBe(401);
  });
});

describe('POST /api/v1/email-template', () => {
  it('saves a template and answers it; the list shows the change', async () => {
    const body = 'Hello {{ applicantName }},\nyour offer: {{link}}';
    const res = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: offer('  Offer for {{jobTitle}}  ', body),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'OFFER_LETTER', subject: 'Offer for {{jobTitle}}', body });
    const list = await t.request('GET', '/api/v1/email-template', { token: officer });
    expect(list.body.find((row: { key: string }) => row.key === 'OFFER_LETTER').subject).toBe(
      'Offer for {{jobTitle}}',
    );
  });

  it('refuses an unknown key with 400 naming key', async () => {
    const res = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: { key: 'NOPE', subject: 'Hi', body: 'Text' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['key']);
  });

  it('refuses an unknown merge field with 400 naming the body or the subject', async () => {
    const inBody = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: offer('Hi', 'Dear {{applicantName}}, {{foo}} and {{ bar }}: {{link}}'),
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body).toEqual({
      message: 'Unknown merge fields {{foo}}, {{bar}}',
      code: 'UNKNOWN_MERGE_FIELD',
      fields: { body: 'Unknown merge fields {{foo}}, {{bar}}' },
    });
    // A field of another send is unknown here too.
    const inSubject = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: offer('For {{approverName}}', 'Text {{link}}'),
    });
    expect(inSubject.status).toBe(400);
    expect(inSubject.body.fields).toEqual({ subject: 'Unknown merge field {{approverName}}' });
    const stored = await t.app.db.prisma.emailTemplate.findUniqueOrThrow({ where: { key: 'OFFER_LETTER' } });
    expect(stored.subject).toBe('Offer for {{jobTitle}}');
  });

  it('refuses a body without {{link}} when the email is there for its link, naming the body', async () => {
    const needLink = EMAIL_TEMPLATE_KEYS.filter((key) => requiresLink(key));
    for (const key of [
      'OFFER_LETTER',
      'CONTRACT_LETTER',
      'APPROVAL_REQUEST',
      'LEAVE_REQUESTED',
      'USER_INVITATION',
      'PASSWORD_RESET',
      'LETTER_REMINDER',
    ] as const)
      expect(needLink).toContain(key);
    for (const key of needLink) {
      const res = await t.request('POST', '/api/v1/email-template', {
        token: manager,
        body: { key, subject: 'Hello', body: 'Dear Zoë Ðặng, please see the link we sent earlier.' },
      });
      expect(res.status, key).toBe(400);
      expect(res.body.fields, key).toEqual({ body: LINK_REQUIRED_MESSAGE });
      expect(await t.app.db.prisma.emailTemplate.count({ where: { key, body: { contains: 'Zoë' } } })).toBe(
        0,
      );
    }
    // With spaces inside the braces it is the same field; a send without a link may leave it out.
    const spaced = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: { key: 'PASSWORD_RESET', subject: 'Reset', body: 'Open {{ link }} within the hour.' },
    });
    expect(spaced.status).toBe(200);
    const noLink = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: {
        key: 'COMPLIANCE_STATUS',
        subject: 'Reviewed',
        body: 'Dear {{applicantName}}, {{documentName}}: {{status}}',
      },
    });
    expect(noLink.status).toBe(200);
  });

  it('checks subject and body lengths', async () => {
    const empty = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: offer(' ', 'x {{link}}'),
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(['subject']);
    const long = await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: offer('Hi', 'x'.repeat(20001)),
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['body']);
  });

  it('is for Recruitment Managers only', async () => {
    const body = offer('Hi', 'Text');
    for (const token of [officer, employee, applicant]) {
      const res = await t.request('POST', '/api/v1/email-template', { token, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect((await t.request('POST', '/api/v1/email-template', { body })).status).toBe(401);
  });
});

describe('the mailer without SMTP', () => {
  it('captures the email with its merge fields rendered, text and HTML', async () => {
    await t.request('POST', '/api/v1/email-template', {
      token: manager,
      body: {
        key: 'COMPLIANCE_STATUS',
        subject: 'Document {{documentName}}',
        body: 'Dear {{applicantName}},\n{{documentName}} is {{status}}.',
      },
    });
    const outcome = await t.app.mailer.send({
      templateKey: 'COMPLIANCE_STATUS',
      to: 'jo@example.com',
      values: { applicantName: 'Jo <Smith>', documentName: 'Passport', status: 'APPROVED' },
      entity: 'compliance_document',
      entityId: 7,
    });
    expect(outcome).toEqual({ id: expect.any(Number), status: 'CAPTURED', error: null });
    const row = await t.app.db.prisma.outboundEmail.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(row).toMatchObject({
      toAddress: 'jo@example.com',
      subject: 'Document Passport',
      textBody: 'Dear Jo <Smith>,\nPassport is APPROVED.',
      templateKey: 'COMPLIANCE_STATUS',
      status: 'CAPTURED',
      entity: 'compliance_document',
      entityId: '7',
      sentAt: null,
      error: null,
    });
    expect(row.htmlBody).toContain('Dear Jo &lt;Smith&gt;,<br>');
  });

  it('keeps values with line breaks out of the subject header', async () => {
    const outcome = await t.app.mailer.send({
      templateKey: 'COMPLIANCE_STATUS',
      to: 'jo@example.com',
      values: { applicantName: 'Jo', documentName: 'Visa\r\nBcc: evil@example.com', status: 'OK' },
    });
    const row = await t.app.db.prisma.outboundEmail.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(row.subject).toBe('Document Visa Bcc: evil@example.com');
  });

  it('uses the default wording when a template is not stored, and links from PUBLIC_URL', async () => {
    await t.app.db.prisma.emailTemplate.deleteMany({ where: { key: 'PASSWORD_RESET' } });
    const link = t.app.mailer.link('/offer-letter', { code: 'abc 1' });
    expect(link).toBe('https://hr.example.com/offer-letter?code=abc+1');
    const outcome = await t.app.mailer.send({
      templateKey: 'PASSWORD_RESET',
      to: 'user@example.com',
      values: { userName: 'Sam', link },
    });
    const row = await t.app.db.prisma.outboundEmail.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(row.subject).toBe(DEFAULT_EMAIL_TEMPLATES.PASSWORD_RESET.subject);
    expect(row.textBody).toContain('Dear Sam,');
    expect(row.textBody).toContain(link);
    expect(row.htmlBody).toContain(`<a href="https://hr.example.com/offer-letter?code=abc+1">`);
  });
});

describe('the Outbox', () => {
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    for (let i = 1; i <= 3; i++) {
      const outcome = await t.app.mailer.send({
        templateKey: 'APPROVAL_REQUEST',
        to: `approver${i}@outbox.test`,
        values: {
          approverName: `Approver ${i}`,
          requesterName: 'Sam',
          jobTitle: i === 2 ? 'Radiographer 100%' : 'Nurse',
          requisitionId: String(i),
          link: `https://hr.example.com/approval/${i}`,
        },
      });
      ids.push(outcome.id);
    }
  });

  it('lists emails newest first, paged in the database', async () => {
    const res = await t.request('GET', '/api/v1/outbox?size=2', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.paging).toMatchObject({ page: 1, size: 2 });
    expect(res.body.paging.totalElements).toBeGreaterThanOrEqual(3);
    expect(res.body.responseDataList.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    expect(res.body.responseDataList[0]).toEqual({
      id: ids[2],
      toAddress: 'approver3@outbox.test',
      subject: 'Approval needed: Nurse (requisition 3)',
      templateKey: 'APPROVAL_REQUEST',
      status: 'CAPTURED',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      sentAt: null,
    });
  });

  it('searches recipient and subject, treating % literally', async () => {
    const byTo = await t.request('GET', '/api/v1/outbox?search=approver1%40outbox', { token: manager });
    expect(byTo.body.responseDataList.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    const bySubject = await t.request('GET', `/api/v1/outbox?search=${encodeURIComponent('100%')}`, {
      token: manager,
    });
    expect(bySubject.body.responseDataList.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    const none = await t.request('GET', '/api/v1/outbox?search=nobody-here', { token: manager });
    expect(none.body).toEqual({
      responseDataList: [],
      paging: { page: 1, size: 20, totalElements: 0, totalPages: 0 },
    });
  });

  it('refuses a sort column that is not listed, naming it', async () => {
    const res = await t.request('GET', '/api/v1/outbox?sort=text_body', { token: manager });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['sort']);
  });

  it('answers one email with its body, and 404 for an unknown id', async () => {
    const res = await t.request('GET', `/api/v1/outbox/${ids[0]}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids[0],
      toAddress: 'approver1@outbox.test',
      status: 'CAPTURED',
      error: null,
    });
    expect(res.body.textBody).toContain('Dear Approver 1,');
    expect(res.body.textBody).toContain('https://hr.example.com/approval/1');
    expect(res.body.htmlBody).toContain('<a href="https://hr.example.com/approval/1">');
    expect((await t.request('GET', '/api/v1/outbox/999999', { token: manager })).status).toBe(404);
    const bad = await t.request('GET', '/api/v1/outbox/abc', { token: manager });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['id']);
  });

  it('is for Recruitment Managers only', async () => {
    for (const path of ['/api/v1/outbox', `/api/v1/outbox/${ids[0]}`]) {
      for (const token of [officer, employee, applicant]) {
        expect((await t.request('GET', path, { token })).status).toBe(403);
      }
      expect((await t.request('GET', path)).status).toBe(401);
    }
  });
});
