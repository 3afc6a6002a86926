// Where uploaded bytes live: a folder under DATA_DIR by default, an S3-compatible bucket when
// configured. Callers only see opaque keys that this module generates (a date folder and a uuid),
// so no name a user typed ever becomes a path or an object name.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SERVER_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { StartupError } from '../lib/startup-error.js';
import type { Storage } from '../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files' bytes (see plugins/storage.ts). */
    storage: Storage;
  }
}

/** The only keys the storage accepts: `YYYY/MM/<uuid>`, as `newStorageKey` makes them. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStorageKey(now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/** The storage cannot be used at start (unreachable, refused, not writable): one line for the operator. */
export class StorageUnavailableError extends StartupError {}

/** A file's record without its bytes: 404 with its own sentence, not a 500. */
export class FileMissingError extends AppError {
  constructor() {
    super('FILE_MISSING', SERVER_MESSAGES.fileMissing);
  }
}

const FILE_CAUSES: Record<string, string> = {
  EACCES: 'permission denied (it must be writable by the user the app runs as)',
  EPERM: 'permission denied (it must be writable by the user the app runs as)',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  ENOTDIR: 'a file is in the way of the folder',
};

/** The cause in a few words, from a file-system or network error code, else the error's first line. */
function causeOf(error: unknown): string {
  const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string };
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (code && FILE_CAUSES[code]) return FILE_CAUSES[code];
  if (code === 'ECONNREFUSED') return 'connection refused (is the server running and listening there?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (status === 403 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
    return `access denied (${name ?? 'Forbidden'}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`;
  const line = (message ?? '').split('\n')[0]?.trim();
  return [name, line].filter(Boolean).join(': ') || 'unknown error';
}

/** A local write's temporary file: the key, a uuid and `.partial`. */
const PARTIAL_PATTERN = new RegExp(`^${KEY_PATTERN.source.slice(1, -1)}\\.[0-9a-f-]{36}\\.partial$`);
const UUID_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[0-9a-f-]{36}\.partial)?$/;

function checkKey(key: string, options: { partial?: boolean } = {}): string {
  if (!KEY_PATTERN.test(key) && !(options.partial && PARTIAL_PATTERN.test(key)))
    throw new Error('Invalid storage key');
  return key;
}

export async function createLocalStorage(root: string): Promise<Storage> {
  const absoluteRoot = path.resolve(root);
  // Reachable and writable now, not at the first upload: a file written and removed again.
  try {
    await mkdir(absoluteRoot, { recursive: true, mode: 0o700 });
    const probe = path.join(absoluteRoot, `.write-check-${randomUUID()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    throw new StorageUnavailableError(`Cannot use the file storage in ${absoluteRoot}: ${causeOf(error)}`);
  }
  const fileOf = (key: string, options?: { partial?: boolean }) =>
    path.join(absoluteRoot, ...checkKey(key, options).split('/'));
  const children = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write beside, then rename: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { mode: 0o600 });
        else await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      // Fail here, not halfway through an answer.
      await stat(file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new FileMissingError() : error;
      });
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key, { partial: true }), { force: true });
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async *list() {
      for (const year of (await children(absoluteRoot)).filter((name) => /^\d{4}$/.test(name))) {
        for (const month of (await children(path.join(absoluteRoot, year))).filter((n) =>
          /^\d{2}$/.test(n),
        )) {
          for (const name of await children(path.join(absoluteRoot, year, month))) {
            if (!UUID_FILE.test(name)) continue;
            const info = await stat(path.join(absoluteRoot, year, month, name)).catch(() => undefined);
            if (!info?.isFile()) continue;
            const key = `${year}/${month}/${name}`;
            yield {
              key,
              modifiedAt: info.mtime,
              ...(name.endsWith('.partial') ? { partial: true as const } : {}),
            };
          }
        }
      }
    },
    async close() {},
  };
}

async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Promise<Storage> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // An address that never answers fails start-up in seconds, not after the system's TCP timeout.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const Bucket = config.bucket;
  const where = `bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
  const isMissing = (error: unknown) => {
    const name = (error as Error).name;
    return name === 'NotFound' || name === 'NoSuchKey';
  };
  // Reachable and writable now, not at the first upload. A missing bucket is created (a fresh
  // MinIO or test server); then an object is written and removed again.
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw error;
      // Several processes starting together on a fresh store race to create it: the loser is told
      // it exists (BucketAlreadyOwnedByYou, or BucketAlreadyExists from some servers), which is fine
      // when it answers now; a name taken by someone else fails the write below.
      await client.send(new CreateBucketCommand({ Bucket })).catch(async (created: unknown) => {
        const name = (created as Error).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw created;
        await client.send(new HeadBucketCommand({ Bucket }));
      });
    }
    const probe = `.write-check/${randomUUID()}`;
    await client.send(new PutObjectCommand({ Bucket, Key: probe, Body: Buffer.alloc(0) }));
    await client.send(new DeleteObjectCommand({ Bucket, Key: probe }));
  } catch (error) {
    client.destroy();
    throw new StorageUnavailableError(`Cannot use the file storage (${where}): ${causeOf(error)}`);
  }
  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      // PutObject needs the length up front; uploads are size-capped, so holding one is fine.
      const bytes = await toBuffer(body);
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: checkKey(key) }))
        .catch((error: unknown) => {
          throw isMissing(error) ? new FileMissingError() : error;
        });
      if (!(answer.Body instanceof Readable)) throw new Error('Storage: unexpected S3 body');
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY_PATTERN.test(object.Key))
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

export function createStorage(config: StorageConfig): Promise<Storage> {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.root);
}

/**
 * Decorates `app.storage` from the configuration; a storage it cannot write to stops start-up (a
 * StorageUnavailableError). A file whose bytes are missing is logged (its opaque key only).
 */
export const storagePlugin = fp<{ config: StorageConfig }>(
  async (app: FastifyInstance, options) => {
    const storage = await createStorage(options.config);
    const get = storage.get.bind(storage);
    storage.get = async (key) =>
      get(key).catch((error: unknown) => {
        if (error instanceof FileMissingError)
          app.log.warn({ storageKey: key }, 'an uploaded file is missing from the storage');
        throw error;
      });
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
