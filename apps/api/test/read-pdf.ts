// Reads what the PDF tests check without a PDF library: page count, media boxes and the text
// of the pages (content streams inflated when compressed; TJ hex strings decoded).
import { inflateSync } from 'node:zlib';

/** Page count, media boxes and the text shown on the pages (TJ hex strings; streams inflated when compressed). */
export function readPdf(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const mediaBoxes = [...raw.matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1]?.trim());
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at);
    if (start < 0) break;
    const end = raw.indexOf('\nendstream', start);
    if (end < 0) break;
    const body = bytes.subarray(start + 'stream\n'.length, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    at = end + '\nendstream'.length;
  }
  return { header: raw.slice(0, 5), pages, mediaBoxes, text: texts.join('\n') };
}
