import { describe, expect, it } from 'vitest';
import {
  EMAIL_SENDS,
  EMAIL_TEMPLATE_KEYS,
  findUnknownMergeFields,
  LINK_REQUIRED_MESSAGE,
  MERGE_FIELD_SAMPLES,
  mergeFieldsIn,
  mergeFieldsOf,
  renderTemplate,
  requiresLink,
  sampleValues,
  splitLinks,
  textToHtml,
  unknownMergeFieldsMessage,
  ZSaveEmailTemplate,
} from './email.js';

describe('the sends table', () => {
  it('names every send of the product with its merge fields', () => {
    expect(EMAIL_TEMPLATE_KEYS).toEqual([
      'APPROVAL_REQUEST',
      'OFFER_LETTER',
      'CONTRACT_LETTER',
      'LETTER_REMINDER',
      'LETTER_ANSWERED',
      'OFFER_LETTER_TEXT',
      'CONTRACT_LETTER_TEXT',
      'APPLICATION_RECEIVED',
      'INTERVIEW_APPLICANT',
      'INTERVIEW_INTERVIEWERS',
      'COMPLIANCE_STATUS',
      'USER_INVITATION',
      'PASSWORD_RESET',
      'LEAVE_REQUESTED',
      'LEAVE_DECIDED',
      'LEAVE_CANCELLED',
      'LEARNING_DUE_REMINDER',
      'LEARNING_EXPIRY_REMINDER',
      'LEARNING_OVERDUE',
    ]);
    expect([...EMAIL_SENDS.OFFER_LETTER.mergeFields].sort()).toEqual([
      'applicantName',
      'companyName',
      'jobTitle',
      'link',
    ]);
    expect(EMAIL_SENDS.PASSWORD_RESET.mergeFields).toEqual(['userName', 'link']);
    expect(EMAIL_SENDS.USER_INVITATION.mergeFields).toEqual(['userName', 'inviterName', 'link']);
  });

  it('has a sample value for every merge field of every send', () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const samples = sampleValues(key);
      expect(Object.keys(samples)).toEqual([...EMAIL_SENDS[key].mergeFields]);
      for (const value of Object.values(samples)) expect(value).toBeTruthy();
    }
    expect(sampleValues('COMPLIANCE_STATUS').documentName).toBe(MERGE_FIELD_SAMPLES.documentName);
  });
});

describe('renderTemplate', () => {
  it('replaces merge fields, with or without spaces inside the braces, every time they occur', () => {
    expect(
      renderTemplate('Dear {{applicantName}}, {{ jobTitle }} / {{jobTitle}}', {
        applicantName: 'Jo',
        jobTitle: 'Nurse',
      }),
    ).toBe('Dear Jo, Nurse / Nurse');
  });

  it('keeps a field without a value as written, and inserts values literally', () => {
    expect(renderTemplate('{{link}} {{status}}', { status: '$& {{link}}' })).toBe('{{link}} $& {{link}}');
  });

  it('does not read inherited properties as values', () => {
    expect(renderTemplate('{{constructor}}', {})).toBe('{{constructor}}');
  });

  it('escapes values when rendering HTML, and only then', () => {
    const values = { applicantName: '<b>Jo & "Al"</b>' };
    expect(renderTemplate('<p>{{applicantName}}</p>', values, { html: true })).toBe(
      '<p>&lt;b&gt;Jo &amp; &quot;Al&quot;&lt;/b&gt;</p>',
    );
    expect(renderTemplate('{{applicantName}}', values)).toBe('<b>Jo & "Al"</b>');
  });
});

describe('merge field checks', () => {
  it('lists the fields used, once each, in order', () => {
    expect(mergeFieldsIn('{{b}} {{ a }} {{b}} {a} {{}}')).toEqual(['b', 'a', '']);
  });

  it('finds the unknown ones', () => {
    const allowed = EMAIL_SENDS.PASSWORD_RESET.mergeFields;
    expect(findUnknownMergeFields('Hi {{userName}}, {{link}}', allowed)).toEqual([]);
    expect(findUnknownMergeFields('Hi {{foo}} {{ userName }} {{foo}} {{bar baz}}', allowed)).toEqual([
      'foo',
      'bar baz',
    ]);
  });

  it('words the message for one and for several', () => {
    expect(unknownMergeFieldsMessage(['foo'])).toBe('Unknown merge field {{foo}}');
    expect(unknownMergeFieldsMessage(['foo', 'bar'])).toBe('Unknown merge fields {{foo}}, {{bar}}');
  });
});

describe('links and HTML', () => {
  it('splits links out of text, leaving sentence punctuation outside', () => {
    expect(splitLinks('Open https://x.test/a?code=1. Then (http://y.test/b)')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'https://x.test/a?code=1' },
      { kind: 'text', text: '. Then (' },
      { kind: 'link', text: 'http://y.test/b' },
      { kind: 'text', text: ')' },
    ]);
    expect(splitLinks('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });

  it('turns text into escaped HTML with anchors and line breaks', () => {
    const html = textToHtml('Hi <Jo>,\nopen https://x.test/a?b=1&c=2');
    expect(html).toContain('Hi &lt;Jo&gt;,<br>\nopen <a href="https://x.test/a?b=1&amp;c=2">');
    expect(html).not.toContain('<Jo>');
  });
});

describe('ZSaveEmailTemplate', () => {
  it('accepts a known key with a subject and a body', () => {
    expect(
      ZSaveEmailTemplate.parse({ key: 'OFFER_LETTER', subject: ' Hi ', body: 'Text {{link}}' }).subject,
    ).toBe('Hi');
  });

  it('needs {{link}} in the body of a template whose email is for its link, and only there', () => {
    const lost = ZSaveEmailTemplate.safeParse({ key: 'USER_INVITATION', subject: 'Hi', body: 'Welcome' });
    expect(lost.error?.issues).toEqual([
      expect.objectContaining({ path: ['body'], message: LINK_REQUIRED_MESSAGE }),
    ]);
    expect(
      ZSaveEmailTemplate.safeParse({ key: 'USER_INVITATION', subject: 'Hi', body: '{{ link }}' }).success,
    ).toBe(true);
    expect(
      ZSaveEmailTemplate.safeParse({ key: 'LEAVE_DECIDED', subject: 'Hi', body: 'Approved' }).success,
    ).toBe(true);
    // Every default of such a template has its link (default-templates.ts is checked by the API tests).
    expect(EMAIL_TEMPLATE_KEYS.filter(requiresLink).every((key) => mergeFieldsOf(key).includes('link'))).toBe(
      true,
    );
  });

  it.each([
    [{ key: 'NOPE', subject: 'a', body: 'b' }, 'key'],
    [{ key: 'OFFER_LETTER', subject: '', body: 'b' }, 'subject'],
    [{ key: 'OFFER_LETTER', subject: 'x'.repeat(256), body: 'b' }, 'subject'],
    [{ key: 'OFFER_LETTER', subject: 'a\r\nBcc: x@y.z', body: 'b' }, 'subject'],
    [{ key: 'OFFER_LETTER', subject: 'a', body: '   ' }, 'body'],
    [{ key: 'OFFER_LETTER', subject: 'a', body: 'x'.repeat(20001) }, 'body'],
  ])('refuses %j naming %s', (input, field) => {
    const result = ZSaveEmailTemplate.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
