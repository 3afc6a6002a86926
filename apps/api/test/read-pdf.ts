// Reads what the PDF tests check: page count and media boxes from the file's objects, and the text
// as a PDF reader extracts it (pdf.js through unpdf, as the resume reader does). The pages' fonts are
// embedded with ToUnicode maps, so the text comes back in Unicode, right-to-left runs in reading order.
import { getDocumentProxy } from 'unpdf';

/** Page count, media boxes and the text of the pages (a page's lines end with a newline). */
export async function readPdf(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const mediaBoxes = [...raw.matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1]?.trim());
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let text = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await pdf.cleanup();
  return { header: raw.slice(0, 5), pages, mediaBoxes, text };
}
