import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_IDS, requisitionPdfFileName, ZExportRequest } from './requisition-export.js';

describe('requisition export contracts', () => {
  it('names the PDF after one requisition, or counts several', () => {
    expect(requisitionPdfFileName([42])).toBe('Job-Requisition_42.pdf');
    expect(requisitionPdfFileName([1, 2, 3])).toBe('Job-Requisitions_3.pdf');
  });

  it('takes 1 to 200 positive ids', () => {
    expect(ZExportRequest.safeParse({ ids: [1] }).success).toBe(true);
    expect(ZExportRequest.safeParse({ ids: [] }).success).toBe(false);
    expect(ZExportRequest.safeParse({ ids: [0] }).success).toBe(false);
    const ids = Array.from({ length: EXPORT_MAX_IDS }, (_, i) => i + 1);
    expect(ZExportRequest.safeParse({ ids }).success).toBe(true);
    expect(ZExportRequest.safeParse({ ids: [...ids, EXPORT_MAX_IDS + 1] }).success).toBe(false);
  });
});
