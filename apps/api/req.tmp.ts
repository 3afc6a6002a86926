import { renderRequisitionsPdf } from './src/modules/requisition-export/pdf-render.ts';
import { pdfBytes } from './src/modules/letters/letter-pdf.ts';
const base: any = { positionId: 7, positionTitle: 'Senior engineer', city: 'Sydney', contractType: 'Full time', compensationFrom: 1000, compensationTo: 2000, currency: 'AUD', minExperience: 2, maxExperience: 5,
  qualifications: ['Bachelor'], certifications: [], authorizations: [], designations: [], responsibilities: [], skills: ['TypeScript'], jobDescription: process.argv[2] === 'mixed' ? ('Build the product. 构建产品。 بناء المنتج. ').repeat(200) : 'Build the product. '.repeat(500) };
await pdfBytes(renderRequisitionsPdf([{ ...base, jobDescription: 'x' }]));
for (let i = 0; i < 2; i++) { const t = performance.now(); const b = await pdfBytes(renderRequisitionsPdf([base])); console.log(process.argv[2], 'ms', (performance.now() - t).toFixed(0), b.length); }
