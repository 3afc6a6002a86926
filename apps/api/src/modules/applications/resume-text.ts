// The text of a resume, read on the server: PDF through unpdf (pdf.js, pure JS), DOCX through
// mammoth. A file without a text layer (a scanned PDF) gives an empty text, never an error.
import type { Readable } from 'node:stream';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Enough for any resume; a longer text is cut so matching stays cheap. */
const MAX_TEXT = 200_000;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function resumeText(stream: Readable, mimeType: string): Promise<string> {
  const bytes = await readAll(stream);
  let text = '';
  try {
    if (mimeType === 'application/pdf') {
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const result = await extractText(pdf, { mergePages: true });
      text = result.text;
    } else if (mimeType === DOCX) {
      text = (await mammoth.extractRawText({ buffer: bytes })).value;
    }
  } catch {
    // A damaged file the type sniffer accepted: no text, so nothing is matched.
    text = '';
  }
  return normaliseText(text);
}

/**
 * Spaces collapsed, lines kept (one line break between lines, none blank): the years of experience
 * read a resume's headings and ranges line by line (resume-facts.ts).
 */
export function normaliseText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT);
}
