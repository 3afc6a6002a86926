// Encryption of sensitive fields (bank account and tax file numbers, disability details, licence
// numbers): AES-256-GCM with a random 12-byte IV per value. A stored value is one text
// `v1:<iv>:<tag>:<ciphertext>` (base64 parts); the version prefix lets keys or algorithms rotate.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldCipher {
  encrypt(plain: string): string;
  /** Throws a DecryptionError for a tampered value, a wrong key or an unknown format. */
  decrypt(stored: string): string;
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`Could not decrypt the stored value: ${reason}`);
    this.name = 'DecryptionError';
  }
}

function assertKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES)
    throw new Error(`The encryption key must be exactly ${KEY_BYTES} bytes (got ${key?.length ?? 0}).`);
}

export function createFieldCipher(key: Buffer): FieldCipher {
  assertKey(key);
  // Keep a private copy so a caller changing its buffer cannot change the key.
  const secret = Buffer.from(key);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, secret, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(
        ':',
      );
    },
    decrypt(stored) {
      const parts = typeof stored === 'string' ? stored.split(':') : [];
      if (parts.length !== 4) throw new DecryptionError('not an encrypted value');
      const [version, ivText, tagText, dataText] = parts as [string, string, string, string];
      if (version !== VERSION) throw new DecryptionError(`unknown version "${version}"`);
      const iv = Buffer.from(ivText, 'base64');
      const tag = Buffer.from(tagText, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new DecryptionError('malformed IV or authentication tag');
      try {
        const decipher = createDecipheriv(ALGORITHM, secret, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(Buffer.from(dataText, 'base64')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        throw new DecryptionError('the value was altered or the key is wrong');
      }
    },
  };
}

/** A 32-byte key from its text form: base64 (44 characters) or hex (64 characters). */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/]{43}=$/.test(value)) key = Buffer.from(value, 'base64');
  else if (/^[A-Za-z0-9_-]{43}=?$/.test(value)) key = Buffer.from(value, 'base64url');
  if (!key || key.length !== KEY_BYTES)
    throw new Error('must be 32 bytes written as base64 (44 characters) or hex (64 characters)');
  return key;
}

/** A new random key in its base64 text form. */
export function generateEncryptionKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * The key kept in DATA_DIR/encryption-key, created on first use, for running without configuration.
 * Losing this file makes the encrypted fields unreadable: back it up with the database.
 */
export async function localEncryptionKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'encryption-key');
  if (existsSync(file)) return parseEncryptionKey(await readFile(file, 'utf8'));
  const text = generateEncryptionKey();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, text, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process created it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return parseEncryptionKey(await readFile(file, 'utf8'));
}

/** The last four characters (digits and letters only) for masked display, e.g. "•••• 6789". */
export function last4(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(/[^0-9A-Za-z]/g, '').slice(-4);
}
