import { ZAssignInterviewer, ZLoginRequest, ZSaveEmailTemplate, ZScheduleInterview } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './use-zod-form';
import {
  fromDateTimeInput,
  fromLinesInput,
  fromNumberInput,
  toDateTimeInput,
  toLinesInput,
  toNumberInput,
} from './values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

describe('contractResolver', () => {
  it("keeps a contract's own messages", async () => {
    const result = await contractResolver(ZLoginRequest)(
      { email: 'manager@', password: '' },
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({
      email: 'Enter a valid email address',
      password: 'Enter your password',
    });
  });

  it('asks for a missing email and password on the sign-in form', async () => {
    const result = await contractResolver(ZLoginRequest)({ email: '  ', password: '' }, undefined, options);
    expect(messages(result.errors)).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
  });

  it("words zod's own checks for a form: empty reads Required, bounds in plain words", async () => {
    const result = await contractResolver(ZScheduleInterview)(
      { scheduledAt: null as never, durationMinutes: 2, mode: 'ONSITE', interviewerIds: [] },
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({
      scheduledAt: 'Required',
      durationMinutes: 'Must be at least 5',
    });
  });

  it("hands the schema's output (trimmed, transformed) to the submit", async () => {
    const result = await contractResolver(ZSaveEmailTemplate)(
      { key: 'OFFER_LETTER', subject: '  Hello ', body: 'Text {{link}}' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ key: 'OFFER_LETTER', subject: 'Hello', body: 'Text {{link}}' });
  });

  it('asks to choose at least one of a list', async () => {
    const result = await contractResolver(ZAssignInterviewer)(
      { interviewId: 1, userIds: [], replace: true },
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({ userIds: 'Choose at least one' });
  });

  it('names nested inputs by their path', async () => {
    const schema = z.object({ steps: z.array(z.object({ name: z.string().min(1) })) });
    const result = await contractResolver(schema)(
      { steps: [{ name: 'a' }, { name: '' }] },
      undefined,
      options,
    );
    expect(
      (result.errors as { steps?: { 1?: { name?: { message?: string } } } }).steps?.[1]?.name?.message,
    ).toBe('Required');
  });
});

describe('input values', () => {
  it('reads number inputs as numbers, empty as the field wants, garbage as NaN', () => {
    expect(fromNumberInput('42')).toBe(42);
    expect(fromNumberInput(' ')).toBeUndefined();
    expect(fromNumberInput('', null)).toBeNull();
    expect(fromNumberInput('1e')).toBeNaN();
    expect(toNumberInput(7)).toBe('7');
    expect(toNumberInput(null)).toBe('');
    expect(toNumberInput(Number.NaN)).toBe('');
  });

  it('turns a datetime-local value into an ISO instant and back in the same zone', () => {
    const iso = fromDateTimeInput('2030-05-06T09:30');
    expect(iso).toBe(new Date(2030, 4, 6, 9, 30).toISOString());
    expect(toDateTimeInput(iso)).toBe('2030-05-06T09:30');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('nope')).toBeNull();
    expect(toDateTimeInput(null)).toBe('');
  });

  it("reads and shows a datetime-local value on the organisation's clock when given its zone", () => {
    // 09:30 in Sydney on 6 May 2030 (AEST, +10), whatever zone this test runs in.
    const iso = fromDateTimeInput('2030-05-06T09:30', 'Australia/Sydney');
    expect(iso).toBe('2030-05-05T23:30:00.000Z');
    expect(toDateTimeInput(iso, 'Australia/Sydney')).toBe('2030-05-06T09:30');
    expect(toDateTimeInput(iso, 'Europe/London')).toBe('2030-05-06T00:30');
    expect(fromDateTimeInput('2030-02-30T09:30', 'Australia/Sydney')).toBeNull();
  });
});

describe('lines input', () => {
  it('reads one item per line or per semicolon, blanks and spaces dropped, and writes one per line', () => {
    expect(fromLinesInput(' Victoria \n\nQueensland; Tasmania\n')).toEqual([
      'Victoria',
      'Queensland',
      'Tasmania',
    ]);
    expect(toLinesInput(['Victoria', 'Queensland'])).toBe('Victoria\nQueensland');
    expect(toLinesInput(undefined)).toBe('');
  });
});
