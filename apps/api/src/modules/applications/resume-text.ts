// The text of a resume, read on the server: PDF through unpdf (pdf.js, pure JS), DOCX through
// mammoth. A file without a text layer (a scanned PDF) gives an empty text, never an error.
//
// A resume is a hostile input: a 1 MB .docx can inflate to a gigabyte and a small PDF can hold a
// content stream of hundreds of megabytes. So the reader is bounded before and while it parses:
// the unpacked size is measured first (each zip entry or PDF stream inflated with its output
// capped, in zlib's thread pool), and the parse runs in a worker thread with a heap cap, a page
// cap and a time limit, at most RESUME_LIMITS.concurrent at a time. A refusal is a 400 with a
// sentence; the caller has stored nothing yet, so a stored resume stays as it was.
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { inflate as inflateCallback } from 'node:zlib';
import { RESUME_MESSAGES } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import { readZipDirectory, unzippedSizeWithin } from '../../lib/zip.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Enough for any resume; a longer text is cut so matching stays cheap. */
const MAX_TEXT = 200_000;
const MB = 1024 * 1024;

export interface ResumeLimits {
  /** The most a .docx may unpack to (every entry of the archive). */
  docxUnpackedBytes: number;
  /** The most a PDF's compressed streams, images aside, may unpack to. */
  pdfUnpackedBytes: number;
  /** The most pages a PDF may have. */
  pages: number;
  /** The longest a parse may take, from starting its worker. */
  timeMs: number;
  /** The worker's heap (V8 old generation). */
  memoryMb: number;
  /** Parses running at once; more wait their turn. */
  concurrent: number;
}

export const RESUME_LIMITS: ResumeLimits = {
  docxUnpackedBytes: 20 * MB,
  pdfUnpackedBytes: 50 * MB,
  pages: 40,
  timeMs: 10_000,
  memoryMb: 192,
  concurrent: 2,
};

const refused = (message: string) => new AppError('RESUME_REFUSED', message);
const inflate = promisify(inflateCallback);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function resumeText(
  stream: Readable,
  mimeType: string,
  limits: ResumeLimits = RESUME_LIMITS,
): Promise<string> {
  const bytes = await readAll(stream);
  let kind: 'pdf' | 'docx';
  if (mimeType === 'application/pdf') {
    kind = 'pdf';
    if (!(await pdfUnpackedWithin(bytes, limits.pdfUnpackedBytes))) {
      throw refused(RESUME_MESSAGES.unpacksTooLarge('PDF', limits.pdfUnpackedBytes / MB));
    }
  } else if (mimeType === DOCX) {
    kind = 'docx';
    const directory = readZipDirectory(bytes);
    // A damaged archive the sniffer let through has no text to give.
    if (!directory) return '';
    const size = await unzippedSizeWithin(directory, bytes, limits.docxUnpackedBytes);
    if (size === 'tooLarge') {
      throw refused(RESUME_MESSAGES.unpacksTooLarge('Word file', limits.docxUnpackedBytes / MB));
    }
    if (size === 'damaged') return '';
  } else {
    return '';
  }
  const answer = await inWorker(bytes, kind, limits);
  if ('refused' in answer) {
    switch (answer.refused) {
      case 'pages':
        throw refused(RESUME_MESSAGES.tooManyPages(limits.pages));
      case 'time':
        throw refused(RESUME_MESSAGES.tooSlow);
      case 'memory':
        throw refused(RESUME_MESSAGES.tooMuchMemory);
    }
  }
  return 'text' in answer ? normaliseText(answer.text) : '';
}

/**
 * Whether the PDF's Flate-compressed streams (content, fonts, object streams; images aside, which
 * text extraction never decodes) unpack to at most `maxBytes` together. A stream that does not
 * inflate here (encrypted, damaged, another filter) is left to the worker's own limits.
 */
export async function pdfUnpackedWithin(bytes: Buffer, maxBytes: number): Promise<boolean> {
  let budget = maxBytes;
  let at = bytes.indexOf('stream');
  while (at !== -1) {
    const keywordEnd = at + 'stream'.length;
    const isEnd = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
    let dataStart = keywordEnd;
    if (bytes[dataStart] === 0x0d) dataStart++;
    if (isEnd || bytes[dataStart] !== 0x0a) {
      at = bytes.indexOf('stream', keywordEnd);
      continue;
    }
    dataStart++;
    const dataEnd = bytes.indexOf('endstream', dataStart);
    if (dataEnd === -1) break;
    // The stream's dictionary: from its object's start (or at most 4 KB back) to the keyword.
    const objectStart = bytes.lastIndexOf(' obj', at);
    const dictionary = bytes.toString('latin1', Math.max(objectStart, at - 4096, 0), at);
    if (/\/FlateDecode/.test(dictionary) && !/\/Subtype\s*\/Image/.test(dictionary)) {
      try {
        budget -= (
          await inflate(bytes.subarray(dataStart, dataEnd), { maxOutputLength: Math.max(1, budget) })
        ).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      }
      if (budget < 0) return false;
    }
    at = bytes.indexOf('stream', dataEnd + 'endstream'.length);
  }
  return true;
}

type WorkerAnswer = { text: string } | { refused: 'pages' | 'time' | 'memory' } | { failed: string };

let running = 0;
const waiting: (() => void)[] = [];

async function acquire(limit: number): Promise<void> {
  if (running < limit) {
    running++;
    return;
  }
  // The slot is handed over by release(), so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

const WORKER = new URL('./resume-text.worker.mjs', import.meta.url);

/** The parse in a worker thread with a heap cap, killed past the time limit. */
async function inWorker(bytes: Buffer, kind: 'pdf' | 'docx', limits: ResumeLimits): Promise<WorkerAnswer> {
  await acquire(limits.concurrent);
  try {
    // A copy of its own that moves to the worker (the upload's buffer may share a pool).
    const copy = new Uint8Array(bytes);
    return await new Promise<WorkerAnswer>((resolve) => {
      let settled = false;
      const settle = (answer: WorkerAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
        void worker.terminate();
      };
      const worker = new Worker(WORKER, {
        workerData: { bytes: copy, kind, maxPages: limits.pages, maxText: MAX_TEXT },
        transferList: [copy.buffer],
        // The worker is plain JavaScript: no TypeScript loader to start.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
        stdout: true,
        stderr: true,
      });
      const timer = setTimeout(() => settle({ refused: 'time' }), limits.timeMs);
      worker.on('message', (answer: WorkerAnswer) => settle(answer));
      worker.on('error', (error: NodeJS.ErrnoException) =>
        settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { refused: 'memory' } : { failed: error.name }),
      );
      worker.on('exit', () => settle({ failed: 'exit' }));
    });
  } finally {
    release();
  }
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
