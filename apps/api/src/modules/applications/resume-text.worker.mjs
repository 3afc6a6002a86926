// The text of one resume, read in a worker thread (resume-text.ts starts it with a memory cap and
// kills it past its time), so a hostile file costs this thread, never the server's event loop.
// Plain JavaScript importing only packages: it runs the same under tsx, vitest and production.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ bytes: Uint8Array; kind: 'pdf' | 'docx'; maxPages: number; maxText: number }} */
const { bytes, kind, maxPages, maxText } = workerData;

async function pdfText() {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes);
  if (pdf.numPages > maxPages) return { refused: 'pages' };
  let text = '';
  // A page at a time, lines kept (as unpdf's extractText does): the years of experience read lines.
  for (let number = 1; number <= pdf.numPages && text.length < maxText; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (item.str != null) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  return { text };
}

async function docxText() {
  const { default: mammoth } = await import('mammoth');
  return { text: (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value };
}

try {
  parentPort.postMessage(kind === 'pdf' ? await pdfText() : await docxText());
} catch (error) {
  // A damaged or protected file the type sniffer accepted: no text. Its kind, for the log.
  parentPort.postMessage({ failed: error instanceof Error ? error.name : 'Error' });
}
