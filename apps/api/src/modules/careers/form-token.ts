// The careers form's signed timestamp: the page puts when it was served (and for which position)
// in a hidden field, signed with an HMAC of the app's secret. A form sent back sooner than a person
// can fill it, or with a stamp that was changed, invented or is a day old, is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_AGE_MS = 24 * 3600_000;

function signature(secret: string, issuedAt: number, positionId: number): string {
  return createHmac('sha256', secret).update(`careers-form:${positionId}:${issuedAt}`).digest('base64url');
}

export function issueFormToken(secret: string, positionId: number, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${signature(secret, issuedAt, positionId)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'tooFast';

export function checkFormToken(
  secret: string,
  positionId: number,
  token: unknown,
  now: Date,
  minFillSeconds: number,
): FormTokenCheck {
  if (typeof token !== 'string') return 'invalid';
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2] ?? '');
  const expected = Buffer.from(signature(secret, issuedAt, positionId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now.getTime() - issuedAt;
  if (age < 0 || age > MAX_AGE_MS) return 'invalid';
  return age < minFillSeconds * 1000 ? 'tooFast' : 'ok';
}
