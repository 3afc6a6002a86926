// Text in every script comes back out of the PDF as written (read by pdf.js, as a reader would), and
// the fonts are embedded as subsets. The same check with pdfkit's Helvetica fails: the control below.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractedName, NAMES_IN_SCRIPTS, sameCharacters } from '../../test/names-in-scripts.js';
import { readPdf } from '../../test/read-pdf.js';
import { pdfText } from './pdf-text.js';

async function render(write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  write(doc);
  doc.end();
  return done;
}

const linesOf = async (bytes: Buffer) =>
  (await readPdf(bytes)).text
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('pdfText', () => {
  it('writes a name in every script so that it is read back as written', async () => {
    const bytes = await render((doc) => {
      for (const name of NAMES_IN_SCRIPTS) pdfText(doc.fontSize(12), name, { width: 400 });
    });
    const lines = await linesOf(bytes);
    expect(lines).toEqual(NAMES_IN_SCRIPTS.map(extractedName));
    for (const name of NAMES_IN_SCRIPTS) expect(sameCharacters(extractedName(name), name)).toBe(true);
  });

  it('fails the same check with the built-in Helvetica (the control)', async () => {
    const bytes = await render((doc) => {
      for (const name of NAMES_IN_SCRIPTS) doc.font('Helvetica').fontSize(12).text(name, { width: 400 });
    });
    const lines = await linesOf(bytes);
    const garbled = NAMES_IN_SCRIPTS.filter((name, i) => lines[i] !== extractedName(name));
    // Only the names within Latin-1 survive: Ørjan Sæther and Çağrı Öztürk's "Ç", "Ö" and "ü"; not "ğ".
    expect(garbled).toEqual(NAMES_IN_SCRIPTS.filter((name) => name !== 'Ørjan Sæther'));
  });

  it('keeps right-to-left names in their place in a left-to-right sentence, and a sentence in bold and italic', async () => {
    const bytes = await render((doc) => {
      pdfText(doc, 'Dear محمد عبد الله, welcome to the team (王 秀英 will meet you).', { width: 460 });
      pdfText(doc, 'Signed: דוד כהן and Анна Кузнецова', { face: 'bold', width: 460 });
      pdfText(doc, 'Zoë Ðặng, 김 민준', { face: 'italic', width: 460 });
      pdfText(doc, 'First line\nSecond line: สมชาย ใจดี', { width: 460 });
    });
    expect(await linesOf(bytes)).toEqual([
      'Dear محمد عبد الله, welcome to the team (王 秀英 will meet you).',
      'Signed: דוד כהן and Анна Кузнецова',
      'Zoë Ðặng, 김 민준',
      'First line',
      'Second line: สมชาย ใจดี',
    ]);
  });

  it('keeps numbers in right-to-left text reading left to right (an Arabic address, a date)', async () => {
    const bytes = await render((doc) => {
      pdfText(doc, 'شارع 125 الملك', { width: 460 });
      pdfText(doc, 'Flat 3, شارع الملك 12.5 كم', { width: 460 });
      pdfText(doc, 'محمد 2027-03-12', { width: 460 });
      // Arabic-Indic and Persian digits are of the Arabic script: fontkit lays them out right to left
      // too ("١٢٥" came out "٥٢١" until 27 November 2026).
      pdfText(doc, 'شارع ١٢٥ الملك', { width: 460 });
      pdfText(doc, 'المسافة ١٢٫٥ كم', { width: 460 });
      pdfText(doc, 'خیابان ۱۲۵', { width: 460 });
    });
    // pdf.js reads a right-to-left line back into reading order with the Unicode bidi algorithm,
    // which keeps a number's digits as drawn: drawn reversed (as fontkit lays out a whole Arabic
    // run), "125" read back as "521". A date's hyphen is not in the Arabic font: the date is set in
    // Noto Sans, a piece of its own left of the name, read back as drawn.
    expect(await linesOf(bytes)).toEqual([
      'شارع 125 الملك',
      'Flat 3, شارع الملك 12.5 كم',
      '2027-03-12 محمد',
      'شارع ١٢٥ الملك',
      'المسافة ١٢٫٥ كم',
      'خیابان ۱۲۵',
    ]);
  });

  it('embeds only the glyphs used: a letter with a Chinese name stays small', async () => {
    const latin = await render((doc) => pdfText(doc, 'Dear Zoë Ðặng, welcome to the team.', { width: 400 }));
    const chinese = await render((doc) => pdfText(doc, 'Dear 王 秀英, welcome to the team.', { width: 400 }));
    const raw = chinese.toString('latin1');
    // Subset fonts are named with a six-letter tag; the Chinese font (8 MB) is a CFF (FontFile3).
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(raw).toContain('/FontFile3');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(latin.length).toBeLessThan(20_000);
    expect(chinese.length).toBeLessThan(80_000);
  });
});
