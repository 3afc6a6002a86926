import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './plain-messages.js';
import { ZFinancialInput } from './requisition-record.js';

/** The message of the first issue of parsing `value`, worded by the plain map. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: plainIssueMessage });
  if (result.success) throw new Error('expected an issue');
  return { code: result.error.issues[0]?.code, message: result.error.issues[0]?.message };
};

describe('plainIssueMessage', () => {
  // One case per kind of zod issue (z.core.$ZodIssue['code']): each maps to plain words.
  const cases: [string, z.ZodType, unknown, string][] = [
    ['invalid_type', z.number(), 'abc', 'Enter a number'],
    ['invalid_type', z.string(), undefined, 'Required'],
    ['too_big', z.number().max(99.9), 120, 'Must be at most 99.9'],
    ['too_big', z.string().max(5), 'abcdefgh', 'At most 5 characters'],
    ['too_big', z.array(z.number()).max(2), [1, 2, 3], 'Choose at most 2'],
    ['too_small', z.number().min(0), -1, 'Must be at least 0'],
    ['too_small', z.number().positive(), -3, 'Must be more than 0'],
    ['too_small', z.string().min(3), 'ab', 'At least 3 characters'],
    ['too_small', z.array(z.number()).min(1), [], 'Choose at least one'],
    ['invalid_format', z.email(), 'manager@', 'Enter a valid email address'],
    ['invalid_format', z.iso.date(), '2026-13-45', 'Enter a valid date'],
    ['invalid_format', z.string().regex(/^\d+$/), 'x1', 'Not in the expected format'],
    ['not_multiple_of', z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
    ['unrecognized_keys', z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'Not expected here: b'],
    ['invalid_union', z.union([z.number(), z.boolean()]), 'x', 'Not a valid value'],
    [
      'invalid_key',
      z.record(z.string().max(1), z.number()),
      { long: 1 },
      'Contains a name that is not allowed',
    ],
    // A map whose key is an object: the value's issue cannot be put on a path.
    [
      'invalid_element',
      z.map(z.object({}), z.number()),
      new Map([[{}, 'x']]),
      'Contains an entry that is not valid',
    ],
    ['invalid_value', z.enum(['L', 'N', 'H']), 'X', 'Choose one of: L, N, H'],
    ['custom', z.number().refine((n) => n > 10), 5, 'Not a valid value'],
  ];
  it.each(cases)('words %s in plain words', (code, schema, value, expected) => {
    expect(messageOf(schema, value)).toEqual({ code, message: expected });
  });

  it('covers every issue kind zod has', () => {
    const kinds: z.core.$ZodIssue['code'][] = [
      'invalid_type',
      'too_big',
      'too_small',
      'invalid_format',
      'not_multiple_of',
      'unrecognized_keys',
      'invalid_union',
      'invalid_key',
      'invalid_element',
      'invalid_value',
      'custom',
    ];
    expect([...new Set(cases.map(([code]) => code))].sort()).toEqual([...kinds].sort());
  });

  it("never reads like zod's own wording on the contracts' fields", () => {
    const result = ZFinancialInput.safeParse(
      { jobPositionId: 1, compensationFrom: -1, compensationTo: 1e12, weight: 200 },
      { error: plainIssueMessage },
    );
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(issue.message).not.toMatch(/expected|Too big|Too small|Invalid input/);
    }
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, 'Enter your password'), '')).toEqual({
      code: 'too_small',
      message: 'Enter your password',
    });
  });
});
