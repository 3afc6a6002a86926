// A resume as a real PDF (pdfkit) for the tests that send one. `font: 'noto'` sets it in Noto Sans,
// for names pdfkit's built-in Helvetica cannot write ("Ł", "ặ"): a reader gets back what was typed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const NOTO_SANS = (() => {
  // The package exports no package.json: up from its main file to its folder.
  let dir = dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin'));
  while (!existsSync(join(dir, 'fonts/NotoSans-Regular.ttf')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'fonts/NotoSans-Regular.ttf');
})();

export function resumePdf(lines: string[], options: { font?: 'noto' } = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    if (options.font === 'noto') doc.font(readFileSync(NOTO_SANS));
    for (const line of lines) doc.text(line);
    doc.end();
  });
}
