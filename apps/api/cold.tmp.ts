import PDFDocument from 'pdfkit';
import { pdfText } from './src/lib/pdf-text.ts';
import { pdfBytes } from './src/modules/letters/letter-pdf.ts';
const text = process.argv[2] ?? 'Zoë';
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  for (const face of ['regular', 'bold', 'italic'] as const) pdfText(doc, `Dear ${text}, welcome.`, { face, width: 400 });
  doc.end(); const b = await pdfBytes(doc);
  console.log(text, r, (performance.now() - t).toFixed(0), 'ms', b.length, 'bytes');
}
