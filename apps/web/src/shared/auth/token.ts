import { STORAGE_KEYS, type TTokenPayload } from '@hr/contracts';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * ZTokenPayload's check written out: this module is on the login page's path, which stays free of
 * the schema library (bundle budget). Unknown fields are dropped, as the schema drops them.
 */
function toTokenPayload(value: unknown): TTokenPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sub, email, roles, authorities, exp, iat } = value as Record<string, unknown>;
  if (!isString(sub) || !isString(email) || !isString(roles) || typeof exp !== 'number') return null;
  if (!Array.isArray(authorities) || !authorities.every(isString)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return { sub, email, roles, authorities, exp, ...(iat === undefined ? {} : { iat }) };
}

/** Decodes a JWT's payload without verifying it: the server verifies, the browser only reads. */
export function decodeToken(token: string): TTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return toTokenPayload(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

/** exp is in seconds since the epoch (JWT convention). */
export function isExpired(payload: TTokenPayload, nowMs: number = Date.now()): boolean {
  return payload.exp * 1000 <= nowMs;
}

export interface StoredSession {
  token: string;
  userName: string;
  payload: TTokenPayload;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the app then behaves as signed out.
    return null;
  }
}

/** The stored session, or null when there is no token or it is unreadable or expired. */
export function readSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  const payload = decodeToken(token);
  if (!payload || isExpired(payload)) return null;
  return { token, userName: store?.getItem(STORAGE_KEYS.userName) ?? payload.email, payload };
}

/** The raw token to send as bearer, whether or not it still looks valid: the server decides. */
export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function writeSession(token: string, userName: string): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, token);
  store?.setItem(STORAGE_KEYS.userName, userName);
}

/** A renewed token of the same session: stored only while the token it renews is still the stored one. */
export function replaceToken(previous: string, renewed: string): void {
  const store = storage();
  if (store?.getItem(STORAGE_KEYS.token) === previous) store.setItem(STORAGE_KEYS.token, renewed);
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.userName);
}
