import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import {
  createFieldCipher,
  DecryptionError,
  generateEncryptionKey,
  last4,
  localEncryptionKey,
  parseEncryptionKey,
} from './crypto.js';

const key = Buffer.alloc(32, 7);
const cipher = createFieldCipher(key);

/** Replaces one base64 part of a stored value with the same bytes, one bit flipped. */
function flip(stored: string, part: 1 | 2 | 3): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64');
  return parts.join(':');
}

describe('field cipher', () => {
  it('round-trips text, unicode and the empty string', () => {
    for (const plain of ['123456789', 'Zoë Ångström — 日本語 🚀', '', 'x'.repeat(5000)]) {
      const stored = cipher.encrypt(plain);
      expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
      expect(stored).not.toContain(plain || 'never');
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('encrypts the same value differently each time (random IV)', () => {
    const a = cipher.encrypt('062-000 12345678');
    const b = cipher.encrypt('062-000 12345678');
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
    expect(cipher.decrypt(a)).toBe(cipher.decrypt(b));
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const stored = cipher.encrypt('123 456 782');
    for (const part of [1, 2, 3] as const) {
      expect(() => cipher.decrypt(flip(stored, part))).toThrow(DecryptionError);
    }
    expect(() => cipher.decrypt(flip(stored, 3))).toThrow('the value was altered or the key is wrong');
  });

  it('refuses a value encrypted with another key', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('secret'))).toThrow(DecryptionError);
  });

  it('refuses values that are not in the stored format', () => {
    expect(() => cipher.decrypt('123456789')).toThrow('not an encrypted value');
    expect(() => cipher.decrypt('v2:a:b:c')).toThrow('unknown version');
    expect(() => cipher.decrypt('v1:AAAA:AAAA:AAAA')).toThrow('malformed');
  });

  it('accepts only 32-byte keys', () => {
    expect(() => createFieldCipher(Buffer.alloc(16))).toThrow('exactly 32 bytes');
    expect(() => createFieldCipher(Buffer.alloc(33))).toThrow('exactly 32 bytes');
    expect(() => createFieldCipher(Buffer.alloc(0))).toThrow('exactly 32 bytes');
  });
});

describe('parseEncryptionKey', () => {
  it('reads base64 and hex forms of 32 bytes', () => {
    const raw = randomBytes(32);
    expect(parseEncryptionKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(parseEncryptionKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseEncryptionKey(` ${raw.toString('hex').toUpperCase()}\n`).equals(raw)).toBe(true);
    expect(parseEncryptionKey(generateEncryptionKey())).toHaveLength(32);
  });

  it('refuses other lengths and forms', () => {
    for (const bad of [
      '',
      'short',
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('hex'),
      randomBytes(48).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => parseEncryptionKey(bad)).toThrow('must be 32 bytes');
    }
  });
});

describe('localEncryptionKey', () => {
  it('creates the key file once and reads the same key afterwards', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hr-key-'));
    try {
      const first = await localEncryptionKey(dir);
      const second = await localEncryptionKey(dir);
      expect(first).toHaveLength(32);
      expect(second.equals(first)).toBe(true);
      const file = path.join(dir, 'encryption-key');
      expect(parseEncryptionKey(await readFile(file, 'utf8')).equals(first)).toBe(true);
      expect((await stat(file)).mode & 0o077).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('last4', () => {
  it('keeps the last four letters or digits for masked display', () => {
    expect(last4('062-000 1234 5678')).toBe('5678');
    expect(last4('12')).toBe('12');
    expect(last4('')).toBe('');
    expect(last4(null)).toBe('');
  });
});

describe('ENCRYPTION_KEY configuration', () => {
  it('reads the key as bytes and refuses a bad one, naming it', () => {
    const raw = randomBytes(32);
    expect(loadConfig({ ENCRYPTION_KEY: raw.toString('base64') }).encryptionKey?.equals(raw)).toBe(true);
    expect(loadConfig({ ENCRYPTION_KEY: raw.toString('hex') }).encryptionKey?.equals(raw)).toBe(true);
    expect(loadConfig({}).encryptionKey).toBeUndefined();
    expect(() => loadConfig({ ENCRYPTION_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'too-short' })).toThrow(/ENCRYPTION_KEY: must be 32 bytes/);
  });

  it('is required in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/hr',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(() => loadConfig(production)).toThrow(/ENCRYPTION_KEY: required in production/);
    const key = generateEncryptionKey();
    expect(loadConfig({ ...production, ENCRYPTION_KEY: key }).encryptionKey).toHaveLength(32);
  });
});
