// The name a user gave a file is kept for display and download only, never as a path: keep its last
// segment, without control, bidirectional-override or unpaired surrogate characters, capped in length.

/** The column holds 255 characters; leave room for nothing else. */
export const MAX_NAME_LENGTH = 255;
const FALLBACK_NAME = 'file';

// C0/C1 controls, DEL, and the bidi overrides that can disguise an extension ("cv\u202Efdp.exe").
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function sanitizeFileName(given: string | undefined | null): string {
  const raw = (given ?? '').replace(LONE_SURROGATE, '').replace(UNSAFE, '');
  // Both separators: a name from Windows arrives as C:\Users\me\cv.pdf.
  const last = raw.split(/[\\/]/).pop() ?? '';
  const name = last.normalize('NFC').trim().replace(/^\.+/, '').trim();
  if (!name) return FALLBACK_NAME;
  if (name.length <= MAX_NAME_LENGTH) return name;
  // Cap by code points, keeping a short extension so the download still opens with the right program.
  const chars = Array.from(name);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
  const stem = chars.slice(0, chars.length - extension.length);
  const room = MAX_NAME_LENGTH - extension.length;
  let kept = '';
  for (const char of stem) {
    if (kept.length + char.length > room) break;
    kept += char;
  }
  return kept + extension.join('');
}

/**
 * `Content-Disposition: attachment` naming the file: a plain ASCII `filename` for old clients and
 * the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
