// What the services see of uploaded files' bytes: opaque keys in, streams out. The storage plugin
// (plugins/storage.ts) makes one from the configuration: a folder under DATA_DIR or an S3 bucket.
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config.js';

export interface Storage {
  readonly kind: StorageConfig['kind'];
  /** Stores the bytes under `key` (from `newStorageKey`), replacing what was there. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The stored bytes; a key that holds nothing is a FileMissingError (404 FILE_MISSING). */
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
