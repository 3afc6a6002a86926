import { formatMoney } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeState,
  formatWhen,
  isAnswerable,
  isClosed,
  isEditable,
  isRevisable,
  letterStepOf,
  salaryText,
  takesDocuments,
} from './letter-state';

const letter = (
  status: 'DRAFT' | 'SENT' | 'ACCEPTED' | 'SIGNED' | 'DECLINED' | 'WITHDRAWN',
  expired = false,
) => ({
  status,
  expired,
});

describe('letter state', () => {
  it('lets HR edit a new, draft or withdrawn letter only', () => {
    expect(isEditable(null)).toBe(true);
    expect(isEditable(letter('DRAFT'))).toBe(true);
    expect(isEditable(letter('WITHDRAWN'))).toBe(true);
    for (const status of ['SENT', 'ACCEPTED', 'SIGNED', 'DECLINED'] as const)
      expect(isEditable(letter(status))).toBe(false);
  });

  it('lets the applicant answer a sent letter until it expires', () => {
    expect(isAnswerable(letter('SENT'))).toBe(true);
    expect(isAnswerable(letter('SENT', true))).toBe(false);
    expect(isAnswerable(letter('ACCEPTED'))).toBe(false);
    expect(isAnswerable(letter('WITHDRAWN'))).toBe(false);
  });

  it('takes documents while open and after acceptance, never after a decline or withdrawal', () => {
    expect(takesDocuments(letter('SENT'))).toBe(true);
    expect(takesDocuments(letter('ACCEPTED'))).toBe(true);
    expect(takesDocuments(letter('SIGNED'))).toBe(true);
    expect(takesDocuments(letter('SENT', true))).toBe(false);
    expect(takesDocuments(letter('DECLINED'))).toBe(false);
    expect(takesDocuments(letter('WITHDRAWN'))).toBe(false);
  });

  it('closes a withdrawn letter and an expired unanswered one', () => {
    expect(isClosed(letter('WITHDRAWN'))).toBe(true);
    expect(isClosed(letter('SENT', true))).toBe(true);
    expect(isClosed(letter('SENT'))).toBe(false);
    // An answer stands after the expiry date.
    expect(isClosed(letter('ACCEPTED', true))).toBe(false);
  });
});

describe('the application list letter step', () => {
  const everyone = () => true;
  it('offers to prepare or send an offer, then a contract', () => {
    expect(letterStepOf({ action: 'PREPARE_OFFER', contractAction: 'NONE' }, everyone)).toEqual({
      kind: 'offer',
      label: 'Prepare offer',
    });
    expect(letterStepOf({ action: 'SEND_OFFER', contractAction: 'NONE' }, everyone)?.label).toBe(
      'Send offer',
    );
    expect(letterStepOf({ action: 'NONE', contractAction: 'PREPARE_CONTRACT' }, everyone)).toEqual({
      kind: 'contract',
      label: 'Prepare contract',
    });
    expect(letterStepOf({ action: 'AWAIT_RESPONSE', contractAction: 'NONE' }, everyone)).toBeNull();
    expect(letterStepOf({ action: 'NONE', contractAction: 'AWAIT_SIGNATURE' }, everyone)).toBeNull();
  });

  it('hides a step the user may not take', () => {
    const offersOnly = (kind: string) => kind === 'offer';
    expect(letterStepOf({ action: 'NONE', contractAction: 'SEND_CONTRACT' }, offersOnly)).toBeNull();
    expect(letterStepOf({ action: 'PREPARE_OFFER', contractAction: 'NONE' }, () => false)).toBeNull();
  });
});

describe('letter links, amounts and times', () => {
  it('tells a whole code from one cut or damaged on its way', () => {
    const whole = `${'A'.repeat(20)}-_${'z9'.repeat(10)}x`;
    expect(whole).toHaveLength(43);
    expect(codeState(whole)).toBe('whole');
    expect(codeState(null)).toBe('missing');
    for (const code of [
      '',
      whole.slice(0, 30),
      `${whole.slice(0, 42)}=`,
      `${whole}A`,
      `${whole.slice(0, 40)}%3D`,
    ])
      expect(codeState(code), code).toBe('damaged');
  });

  it('shows the salary with its currency and period, and times with their zone', () => {
    expect(salaryText({ salary: 95000, currency: 'AUD', payPeriod: 'ANNUAL' })).toBe(
      `${formatMoney(95000, 'AUD')} per year`,
    );
    expect(salaryText({ salary: 42.5, currency: 'EUR', payPeriod: 'HOURLY' })).toMatch(
      /^EUR\s42\.50 per hour$/,
    );
    expect(salaryText({ salary: null, currency: 'AUD', payPeriod: 'ANNUAL' })).toBe('—');
    expect(formatWhen('2027-04-12T00:32:00.000Z', 'Australia/Sydney')).toMatch(
      /12.* 2027.*10:32.*(AEST|GMT\+10)/,
    );
    expect(formatWhen(null)).toBe('—');
  });

  it('lets HR revise a sent letter only', () => {
    expect(isRevisable({ status: 'SENT', expired: false })).toBe(true);
    for (const status of ['DRAFT', 'WITHDRAWN', 'ACCEPTED', 'SIGNED', 'DECLINED'] as const)
      expect(isRevisable({ status, expired: false })).toBe(false);
  });
});
