// Zip archives as uploads bring them (.xlsx, .docx): their central directory read by hand, and their
// size unpacked measured by inflating each entry with its output capped, so the sizes an archive
// declares (which a hostile one fakes) never matter.
import { promisify } from 'node:util';
import { inflateRaw as inflateRawCallback } from 'node:zlib';

const inflateRaw = promisify(inflateRawCallback);

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  localHeader: number;
  /** Where the entry's record in the central directory starts. */
  directoryRecord: number;
  dataStart: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Where the central directory starts: the entries' local records all lie before it. */
  directoryStart: number;
  /** Where the end-of-directory record starts. */
  end: number;
}

/**
 * The entries of a zip archive from its central directory, or null when it is not a well-formed one
 * (no ZIP64: an upload past 4 GB is refused long before).
 */
export function readZipDirectory(buffer: Buffer): ZipDirectory | null {
  const END = 0x06054b50;
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  const directoryStart = buffer.readUInt32LE(end + 16);
  let at = directoryStart;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    const directoryRecord = at;
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const localHeader = buffer.readUInt32LE(at + 42);
    const nameLength = buffer.readUInt16LE(at + 28);
    const name = buffer.toString('utf8', at + 46, Math.min(buffer.length, at + 46 + nameLength));
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (localHeader + 30 > buffer.length || buffer.readUInt32LE(localHeader) !== 0x04034b50) return null;
    const dataStart =
      localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    if (dataStart + compressedSize > directoryStart) return null;
    entries.push({ name, method, compressedSize, localHeader, directoryRecord, dataStart });
  }
  return { entries, directoryStart, end };
}

/** The names of a zip archive's entries, or null when it is not a well-formed archive. */
export function zipEntryNames(buffer: Buffer): string[] | null {
  return readZipDirectory(buffer)?.entries.map((entry) => entry.name) ?? null;
}

/**
 * Whether the archive unpacks to at most `maxBytes`: each entry is inflated (off the event loop, in
 * zlib's thread pool) with its output capped at what is left, so no more than that is ever held.
 * 'damaged' for an entry that does not inflate or uses a method other than store or deflate.
 */
export async function unzippedSizeWithin(
  { entries }: ZipDirectory,
  buffer: Buffer,
  maxBytes: number,
): Promise<'ok' | 'tooLarge' | 'damaged'> {
  let budget = maxBytes;
  for (const entry of entries) {
    if (entry.method === 0) {
      budget -= entry.compressedSize;
    } else if (entry.method === 8) {
      const data = buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
      try {
        budget -= (await inflateRaw(data, { maxOutputLength: Math.max(1, budget) })).length;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'damaged';
      }
    } else {
      return 'damaged';
    }
    if (budget < 0) return 'tooLarge';
  }
  return 'ok';
}
