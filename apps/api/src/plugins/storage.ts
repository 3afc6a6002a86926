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
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config.js';

export interface Storage {
  readonly kind: StorageConfig['kind'];
  /** Stores the bytes under `key` (from `newStorageKey`), replacing what was there. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The stored bytes; fails when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Everything stored under keys this module makes, with when it was written: for the clean-up to
   * find bytes no row names. The local folder also lists what a write cut short left beside
   * (`partial`), which `remove` takes too. Anything else in the folder or bucket is not listed.
   */
  list(): AsyncIterable<StoredObject>;
  /** Called when the app closes. */
  close(): Promise<void>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
  /** A write's temporary file that a crash left (local folder only). */
  partial?: true;
}

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
  await mkdir(absoluteRoot, { recursive: true, mode: 0o700 });
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
      await stat(file); // fail here (ENOENT), not halfway through an answer
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
  });
  const Bucket = config.bucket;
  // A missing bucket is created (a fresh MinIO or test server); a bucket we may not reach stops
  // start-up here rather than failing the first upload.
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) {
      client.destroy();
      throw new Error(`Storage: cannot reach bucket ${Bucket}: ${(error as Error).name}`);
    }
    await client.send(new CreateBucketCommand({ Bucket }));
  }
  const isMissing = (error: unknown) => {
    const name = (error as Error).name;
    return name === 'NotFound' || name === 'NoSuchKey';
  };
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
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
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

/** Decorates `app.storage` from the configuration (the local folder is created on start). */
export const storagePlugin = fp<{ config: StorageConfig }>(
  async (app: FastifyInstance, options) => {
    const storage = await createStorage(options.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
