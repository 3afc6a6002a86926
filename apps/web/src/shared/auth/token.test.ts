import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired } from './token';

// base64url of the UTF-8 JSON, as a JWT encodes it.
const part = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;

const payload = {
  sub: '7',
  email: 'zoë@demo.local',
  roles: 'Recruitment Manager,Employee',
  authorities: ['UITK1T4LBDGK'],
  exp: 2_000_000_000,
};

describe('decodeToken', () => {
  it('reads a base64url payload, including non-ASCII text', () => {
    expect(decodeToken(jwt(payload))).toEqual(payload);
  });

  it('returns null for garbage or a payload without the expected fields', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(jwt({ email: 'x@y.z' }))).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares exp in seconds with now in milliseconds', () => {
    expect(isExpired(payload, 1_999_999_999_000)).toBe(false);
    expect(isExpired(payload, 2_000_000_000_000)).toBe(true);
  });
});
