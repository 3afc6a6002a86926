// The requisition PDF: one A4 landscape page per requisition; every block has a fixed height and
// long texts end with an ellipsis, so a requisition never spills onto a second page.
import type { TRequisitionPdfData } from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../lib/pdf-text.js';

const MARGIN = 36;
const GAP = 24;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1565c0';
const RULE = '#d1d5db';

type Doc = PDFKit.PDFDocument;

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function compensationText(data: TRequisitionPdfData): string {
  if (data.compensationFrom === null && data.compensationTo === null) return '—';
  const from = data.compensationFrom === null ? '?' : money(data.compensationFrom);
  const to = data.compensationTo === null ? '?' : money(data.compensationTo);
  return `${from} – ${to}${data.currency ? ` ${data.currency}` : ''}`;
}

export function experienceText(data: TRequisitionPdfData): string {
  if (data.minExperience === null && data.maxExperience === null) return '—';
  if (data.maxExperience === null) return `${data.minExperience}+ years`;
  return `${data.minExperience ?? 0}–${data.maxExperience} years`;
}

const listText = (items: readonly string[]) => (items.length > 0 ? items.join(' · ') : '—');

/** A label over a value, the value cut to `height` with an ellipsis. */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, height: number) {
  pdfText(doc.fontSize(8).fillColor(MUTED), label.toUpperCase(), {
    face: 'bold',
    x,
    y,
    width,
    height: 12,
    lineBreak: false,
    ellipsis: true,
  });
  pdfText(doc.fontSize(10.5).fillColor(INK), value, {
    x,
    y: y + 13,
    width,
    height: Math.max(height - 13, 14),
    ellipsis: true,
  });
}

function renderPage(doc: Doc, data: TRequisitionPdfData, generatedOn: string) {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;

  // Header: title and id.
  pdfText(doc.fontSize(9).fillColor(MUTED), 'JOB REQUISITION', {
    x: MARGIN,
    y,
    width: width / 2,
    height: 12,
    lineBreak: false,
  });
  pdfText(doc, `Position ID ${data.positionId}`, {
    x: MARGIN + width / 2,
    y,
    width: width / 2,
    height: 12,
    align: 'right',
    lineBreak: false,
  });
  y += 14;
  pdfText(doc.fontSize(20).fillColor(ACCENT), data.positionTitle, {
    face: 'bold',
    x: MARGIN,
    y,
    width,
    height: 26,
    lineBreak: false,
    ellipsis: true,
  });
  y += 30;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  y += 10;

  // Key facts in one row.
  const facts: [string, string][] = [
    ['Position ID', String(data.positionId)],
    ['City', data.city ?? '—'],
    ['Contract type', data.contractType ?? '—'],
    ['Compensation', compensationText(data)],
    ['Experience', experienceText(data)],
  ];
  const factWidth = (width - GAP * (facts.length - 1)) / facts.length;
  facts.forEach(([label, value], i) => {
    field(doc, label, value, MARGIN + i * (factWidth + GAP), y, factWidth, 40);
  });
  y += 46;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  y += 12;

  // Left: the lists; right: the job description.
  const footer = 14;
  const areaHeight = bottom - footer - y;
  const leftWidth = Math.floor(width * 0.48);
  const rightX = MARGIN + leftWidth + GAP;
  const rightWidth = width - leftWidth - GAP;
  const sections: [string, readonly string[]][] = [
    ['Qualifications', data.qualifications],
    ['Certifications', data.certifications],
    ['Work authorizations', data.authorizations],
    ['Designations', data.designations],
    ['Responsibilities', data.responsibilities],
    ['Skills', data.skills],
  ];
  const sectionHeight = Math.floor(areaHeight / sections.length);
  sections.forEach(([label, items], i) => {
    field(doc, label, listText(items), MARGIN, y + i * sectionHeight, leftWidth, sectionHeight - 6);
  });
  field(doc, 'Job description', data.jobDescription.trim() || '—', rightX, y, rightWidth, areaHeight - 6);

  pdfText(doc.fontSize(8).fillColor(MUTED), `Generated ${generatedOn}`, {
    x: MARGIN,
    y: bottom - 10,
    width,
    height: 10,
    align: 'right',
    lineBreak: false,
  });
}

/** Pages drawn between two turns of the event loop, so a long export does not hold up other requests. */
const PAGES_PER_TURN = 10;

/**
 * The PDF document of the requisitions as a stream, answered at once: pages are drawn a few at a
 * time and flow to the reader as they are made. `compress: false` keeps page texts readable (tests).
 */
export function renderRequisitionsPdf(
  requisitions: readonly TRequisitionPdfData[],
  /** The organisation's today ("Generated 2026-11-27"), not UTC's. */
  generatedOn: string,
  options: { compress?: boolean } = {},
): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title:
        requisitions.length === 1
          ? `Job Requisition ${requisitions[0]?.positionId}`
          : `Job Requisitions (${requisitions.length})`,
      Creator: 'HR Recruitment',
    },
  });
  void (async () => {
    try {
      for (const [i, data] of requisitions.entries()) {
        renderPage(doc, data, generatedOn);
        if (i % PAGES_PER_TURN === PAGES_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      doc.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}
