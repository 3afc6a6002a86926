// What a file is, read from its first bytes (never from its name or the type the browser declared),
// for the types the product accepts. Anything else is refused.
import type { TAcceptedFileType } from '@hr/contracts';
import { zipEntryNames } from '../../lib/zip.js';

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((byte, i) => bytes[offset + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: .doc, but also .xls, .ppt, .msi... */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Office Open XML names its main part among the zip's entries: read from the archive's directory,
 * since the bytes `word/document.xml` may sit anywhere in any zip (a file's contents, a comment).
 */
const DOCX_PART = 'word/document.xml';
const XLSX_PART = 'xl/workbook.xml';
/** A Word 97-2003 file holds a stream named WordDocument (UTF-16LE in the OLE2 directory). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export function sniffFileType(bytes: Buffer): TAcceptedFileType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    if (names?.includes(DOCX_PART))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (names?.includes(XLSX_PART))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return null;
  }
  if (startsWith(bytes, OLE2) && bytes.includes(WORD_STREAM)) return 'application/msword';
  return null;
}
