// A letter as PDF (A4 portrait): the organisation's name, the terms, the letter's text, and the
// signature block, filled once the applicant has accepted (their typed name and the date). A signed
// letter ends with its signature certificate. The content hash rides in the document's metadata too.
import PDFDocument from 'pdfkit';
import { LETTER_TITLE, type LetterContext, termsOf } from './letter-content.js';
import { type LetterRow, longDate } from './letter-store.js';

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#9ca3af';
/** Every face the letter uses, named once (the built-in fonts cover Latin-1 only). */
const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  signature: 'Helvetica-Oblique',
  code: 'Courier',
} as const;

/** The signature certificate's lines, as the service assembles them. */
export interface CertificateLines {
  signerName: string;
  signerEmail: string;
  /** The time in the organisation's zone, with the zone. */
  signedAtText: string;
  ip: string;
  userAgent: string | null;
  version: number;
  contentSha256: string;
}

/** The metadata key a copy's content hash is read back from (a changed copy still names its letter). */
export const CONTENT_HASH_KEY = 'letter-content-sha256:';

export function renderLetterPdf(
  letter: LetterRow,
  context: LetterContext,
  options: { compress?: boolean; contentSha256?: string | null; certificate?: CertificateLines | null } = {},
): PDFKit.PDFDocument {
  const title = LETTER_TITLE[letter.kind];
  const sentVersion = options.contentSha256 ? `, version ${letter.version}` : '';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${title}: ${letter.applicant.name}`,
      Creator: context.companyName,
      Subject: `${title} ${letter.id}${sentVersion}`,
      ...(options.contentSha256 ? { Keywords: `${CONTENT_HASH_KEY}${options.contentSha256}` } : {}),
    },
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font(FONTS.bold).fontSize(18).fillColor(INK).text(context.companyName, { width });
  doc.moveDown(0.3);
  doc
    .font(FONTS.regular)
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${title}${sentVersion ? ` (version ${letter.version})` : ''}`, { width });
  doc.moveDown(1);

  const row = rowWriter(doc);
  for (const [label, value] of termsOf(letter, context)) row(label, value);
  doc.moveDown(1);
  doc.font(FONTS.regular).fontSize(11).fillColor(INK).text(letter.body, MARGIN, doc.y, { width, lineGap: 2 });

  // The signature block: the typed name and the date once accepted, blank lines otherwise.
  doc.moveDown(2);
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  const signed = letter.status === 'ACCEPTED' || letter.status === 'SIGNED';
  doc.font(FONTS.bold).fontSize(10).fillColor(MUTED).text('Accepted by the applicant', MARGIN, doc.y);
  doc.moveDown(0.6);
  const line = (label: string, value: string | null) => {
    const y = doc.y;
    doc.font(FONTS.regular).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    if (value)
      doc
        .font(FONTS.signature)
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

  if (options.certificate) {
    doc.moveDown(1.5);
    if (doc.y > doc.page.height - MARGIN - 230) doc.addPage();
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.8);
    drawCertificate(doc, letter, options.certificate);
  }
  doc.end();
  return doc;
}

/** A label and its value on one row of the page's full width. */
function rowWriter(doc: PDFKit.PDFDocument) {
  const width = doc.page.width - 2 * MARGIN;
  return (label: string, value: string, font: string = FONTS.regular, size = 10) => {
    const y = doc.y;
    doc.font(FONTS.bold).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    const labelBottom = doc.y;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(value, MARGIN + 120, y, { width: width - 120 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.3);
  };
}

/** The signature certificate: who signed, when (with the zone), from where, and what exactly. */
function drawCertificate(doc: PDFKit.PDFDocument, letter: LetterRow, certificate: CertificateLines) {
  const width = doc.page.width - 2 * MARGIN;
  const row = rowWriter(doc);
  doc.font(FONTS.bold).fontSize(12).fillColor(INK).text('Signature certificate', MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      'Signed electronically: the signer typed their full name and agreed to sign this letter electronically.',
      MARGIN,
      doc.y,
      { width },
    );
  doc.moveDown(0.6);
  row('Signed by', certificate.signerName);
  row('Email', certificate.signerEmail);
  row('Signed at', certificate.signedAtText);
  row('IP address', certificate.ip);
  row('User agent', certificate.userAgent ?? '—');
  row('Letter', `${LETTER_TITLE[letter.kind]} ${letter.id}, version ${certificate.version}`);
  // 64 hex digits on one line, so the hash is read (and copied) whole.
  row('Content SHA-256', certificate.contentSha256, FONTS.code, 8);
}

/**
 * The signature certificate on a page of its own (the employee keeps it beside the signed letter,
 * whose last page holds the same lines).
 */
export function renderCertificatePdf(
  letter: LetterRow,
  companyName: string,
  certificate: CertificateLines,
  options: { compress?: boolean } = {},
): PDFKit.PDFDocument {
  const title = LETTER_TITLE[letter.kind];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Signature certificate: ${title} ${letter.id}, version ${certificate.version}`,
      Creator: companyName,
      Subject: `${title} ${letter.id}, version ${certificate.version}`,
    },
  });
  doc.font(FONTS.bold).fontSize(18).fillColor(INK).text(companyName);
  doc.moveDown(1);
  drawCertificate(doc, letter, certificate);
  doc.end();
  return doc;
}

/** The document's bytes, whole. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
