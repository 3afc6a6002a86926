// A letter as PDF (A4 portrait): the organisation's name, the terms, the letter's text, and the
// signature block, filled once the applicant has accepted (their typed name and the date).
import PDFDocument from 'pdfkit';
import { type LetterRow, longDate, money } from './letter-store.js';

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#9ca3af';

export function renderLetterPdf(
  letter: LetterRow,
  companyName: string,
  options: { compress?: boolean } = {},
): PDFKit.PDFDocument {
  const title = letter.kind === 'offer' ? 'Offer of employment' : 'Employment contract';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${title}: ${letter.applicant.name}`, Creator: companyName },
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(companyName, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(title, { width });
  doc.moveDown(1);

  const terms: [string, string][] = [
    ['Applicant', letter.applicant.name],
    ['Position', letter.jobTitle],
    ...(letter.contractType ? [['Contract type', letter.contractType] as [string, string]] : []),
    ['Salary', letter.salary === null ? '—' : money(letter.salary)],
    ['Start date', letter.startDate ? longDate(letter.startDate) : '—'],
    ...(letter.expiryDate ? [['Open until', longDate(letter.expiryDate)] as [string, string]] : []),
  ];
  for (const [label, value] of terms) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 120, y, { width: width - 120 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(letter.body, MARGIN, doc.y, { width, lineGap: 2 });

  // The signature block: the typed name and the date once accepted, blank lines otherwise.
  doc.moveDown(2);
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  const signed = letter.status === 'ACCEPTED' || letter.status === 'SIGNED';
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text('Accepted by the applicant', MARGIN, doc.y);
  doc.moveDown(0.6);
  const line = (label: string, value: string | null) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    if (value)
      doc
        .font('Helvetica-Oblique')
        .fontSize(12)
        .fillColor(INK)
        .text(value, MARGIN + 120, y - 2);
    doc
      .moveTo(MARGIN + 120, y + 14)
      .lineTo(MARGIN + 120 + 240, y + 14)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 26;
  };
  line('Signature (name)', signed ? letter.signatureName : null);
  line('Date', signed && letter.respondedAt ? longDate(letter.respondedAt) : null);
  doc.end();
  return doc;
}
