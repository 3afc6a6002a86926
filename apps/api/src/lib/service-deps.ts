// What a service is built from. Services never receive the Fastify app: each factory takes the part
// of these it needs, so a test can build one with its own database, mailer or a fixed clock.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/prisma.js';
import type { FieldCipher } from './crypto.js';
import type { Storage } from './storage.js';

export interface ServiceDeps {
  db: Database;
  /** The mailer the email module decorates the app with (lib imports no module, so not its type by name). */
  mailer: FastifyInstance['mailer'];
  /** Encrypts and decrypts the sensitive employee fields. */
  crypto: FieldCipher;
  /** Uploaded files' bytes: a local folder or an S3-compatible bucket. */
  storage: Storage;
  /** The current time. */
  clock: () => Date;
  /** What one user may upload in 24 hours (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB). */
  uploadQuota: { files: number; bytes: number };
}

/** The app's dependencies, as a route plugin hands them to its services. */
export function depsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    crypto: app.crypto,
    storage: app.storage,
    clock: app.config.clock ?? (() => new Date()),
    uploadQuota: app.config.uploadQuota,
  };
}
