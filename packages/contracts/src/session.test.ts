import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth.js';
import { checkLoginRequest, LOGIN_MESSAGES } from './session.js';

const long = (n: number) => 'a'.repeat(n);

const SAMPLES = [
  { email: 'manager@demo.local', password: 'x' },
  { email: '  Manager@Demo.Local ', password: 'secret' },
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'not-an-email', password: 'x' },
  { email: 'a@b', password: 'x' },
  { email: '.a@b.cd', password: 'x' },
  { email: "o'brien+hr@mail.example.org", password: 'x' },
  { email: `${long(250)}@b.cd`, password: 'x' },
  { email: 'a@b.cd', password: long(257) },
  { email: 'a@b.cd', password: long(256) },
];

describe('checkLoginRequest (the sign-in form without zod)', () => {
  for (const input of SAMPLES) {
    it(`agrees with ZLoginRequest on ${JSON.stringify(input).slice(0, 60)}`, () => {
      const parsed = ZLoginRequest.safeParse(input);
      const checked = checkLoginRequest(input);
      expect(checked.ok).toBe(parsed.success);
      if (parsed.success && checked.ok) {
        expect(checked.value).toEqual(parsed.data);
        return;
      }
      if (parsed.success || checked.ok) return;
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      expect(new Set(Object.keys(checked.errors))).toEqual(fields);
      // Where the schema words the message itself, the plain check uses the same words.
      const ownMessages = Object.values(LOGIN_MESSAGES) as string[];
      for (const issue of parsed.error.issues) {
        if (ownMessages.includes(issue.message)) {
          expect(checked.errors[issue.path[0] as 'email' | 'password']).toBe(issue.message);
        }
      }
    });
  }
});
