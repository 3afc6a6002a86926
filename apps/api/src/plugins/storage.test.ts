// Both storage backends: the local folder, and an S3-compatible bucket (s3rver on a free port).
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { SERVER_MESSAGES } from '@hr/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../lib/storage.js';
import {
  createLocalStorage,
  createS3Storage,
  FileMissingError,
  newStorageKey,
  StorageUnavailableError,
} from './storage.js';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** What every backend must do with a key it generated. */
async function roundTrip(storage: Storage) {
  const key = newStorageKey(new Date(Date.UTC(2026, 10, 21)));
  expect(key).toMatch(/^2026\/11\/[0-9a-f-]{36}$/);
  expect(await storage.exists(key)).toBe(false);
  await storage.put(key, Buffer.from('%PDF-1.4 first'), { contentType: 'application/pdf' });
  expect(await storage.exists(key)).toBe(true);
  expect((await buffer(await storage.get(key))).toString()).toBe('%PDF-1.4 first');
  // A stream body, replacing the bytes.
  await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('second')]), {
    contentType: 'application/pdf',
  });
  expect((await buffer(await storage.get(key))).toString()).toBe('%PDF-1.4 second');
  await storage.remove(key);
  expect(await storage.exists(key)).toBe(false);
  // Its record without its bytes: 404 with its own sentence, not a 500.
  const missing = await storage.get(key).catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(FileMissingError);
  expect(missing).toMatchObject({ status: 404, code: 'FILE_MISSING', message: SERVER_MESSAGES.fileMissing });
  await storage.remove(key); // removing twice is fine
}

/** Lists what it stored under its keys, with when, and nothing after removal. */
async function listsItsKeys(storage: Storage) {
  const keys = [newStorageKey(new Date(Date.UTC(2025, 0, 9))), newStorageKey()];
  for (const key of keys) await storage.put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
  const listed = [];
  for await (const object of storage.list()) listed.push(object);
  for (const key of keys) {
    const found = listed.find((object) => object.key === key);
    expect(found?.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs(found!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  }
  for (const key of keys) await storage.remove(key);
  const after = [];
  for await (const object of storage.list()) after.push(object.key);
  for (const key of keys) expect(after).not.toContain(key);
}

describe('local storage', () => {
  it('lists its keys and the partial files a cut-off write left, nothing else in the folder', async () => {
    const root = path.join(scratch, 'listed');
    const storage = await createLocalStorage(root);
    await listsItsKeys(storage);
    const key = newStorageKey();
    const [year, month, name] = key.split('/') as [string, string, string];
    await mkdir(path.join(root, year, month), { recursive: true });
    const partial = `${key}.0b7a9c3e-1f2d-4e5a-9b8c-7d6e5f4a3b2c.partial`;
    await writeFile(
      path.join(root, year, month, `${name}.0b7a9c3e-1f2d-4e5a-9b8c-7d6e5f4a3b2c.partial`),
      'x',
    );
    await writeFile(path.join(root, year, month, 'notes.txt'), 'not ours');
    await writeFile(path.join(root, 'README'), 'not ours');
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => [object.key, object.partial ?? false])).toEqual([[partial, true]]);
    await storage.remove(partial);
    expect(await readdir(path.join(root, year, month))).toEqual(['notes.txt']);
    // Only a removal takes a partial file's name.
    await expect(storage.get(partial)).rejects.toThrow('Invalid storage key');
  });

  it('creates its folder, keeps the bytes under the generated key and removes them', async () => {
    const root = path.join(scratch, 'local', 'uploads');
    const storage = await createLocalStorage(root);
    expect(await readdir(root)).toEqual([]);
    await roundTrip(storage);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('x'), { contentType: 'image/png' });
    expect(await readdir(path.join(root, ...key.split('/').slice(0, 2)))).toEqual([key.split('/')[2]]);
  });

  it('stops start-up, in one line, when its folder cannot be written', async () => {
    // A file where the folder should be (permissions would not stop root, who runs CI).
    const blocker = path.join(scratch, 'not-a-folder');
    await writeFile(blocker, '');
    const refused = await createLocalStorage(path.join(blocker, 'uploads')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageUnavailableError);
    expect((refused as Error).message).toBe(
      `Cannot use the file storage in ${path.join(blocker, 'uploads')}: a file is in the way of the folder`,
    );
  });

  it('refuses any key it did not make, so no name can become a path', async () => {
    const storage = await createLocalStorage(path.join(scratch, 'strict'));
    for (const key of ['../../etc/passwd', 'cv.pdf', '2026/11/../../x', '/etc/passwd', '2026/11/ABC']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'application/pdf' })).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('S3-compatible storage', () => {
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3') });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
  });

  const s3 = (bucket: string) =>
    createS3Storage({
      kind: 's3',
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });

  it('creates a missing bucket on start and round-trips bytes through it', async () => {
    const storage = await s3('hr-uploads');
    try {
      await roundTrip(storage);
      await listsItsKeys(storage);
    } finally {
      await storage.close();
    }
    // A second start finds the bucket already there.
    const again = await s3('hr-uploads');
    await again.close();
  });

  it('lets processes that start together on a fresh store all use the bucket one of them made', async () => {
    // Both see no bucket; the one that creates it second is told it exists, and must start anyway.
    const started = await Promise.allSettled([s3('hr-together'), s3('hr-together'), s3('hr-together')]);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    for (const result of started) if (result.status === 'fulfilled') await result.value.close();
  });

  it('stops start-up when the server cannot be reached', async () => {
    await expect(
      createS3Storage({
        kind: 's3',
        endpoint: 'http://127.0.0.1:1',
        bucket: 'hr-uploads',
        region: 'us-east-1',
        credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
        forcePathStyle: true,
      }),
    ).rejects.toThrow(
      new StorageUnavailableError(
        'Cannot use the file storage (bucket hr-uploads at http://127.0.0.1:1): connection refused (is the server running and listening there?)',
      ),
    );
  });
});
