import { REPORT_PATHS, type ReportKey, type THrReports, type TReportFilters } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../shared/api/client';
import { saveBlob } from '../../shared/ui/save-blob';

export const reportKeys = {
  all: ['reports'] as const,
  hr: (filters: TReportFilters) => ['reports', 'hr', filters] as const,
};

/** Every report for the filters: one call. */
export function useHrReports(filters: TReportFilters) {
  return useQuery({
    queryKey: reportKeys.hr(filters),
    queryFn: ({ signal }) => mainApi.get<THrReports>(REPORT_PATHS.hr, { ...filters }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Downloads one report's table as XLSX or CSV, for the same filters. */
export async function downloadReport(report: ReportKey, format: 'xlsx' | 'csv', filters: TReportFilters) {
  const answer = await mainApi.get<Blob | string>(REPORT_PATHS.hrExport, { ...filters, report, format });
  // The client reads text/* answers as text.
  const blob = typeof answer === 'string' ? new Blob([answer], { type: 'text/csv' }) : answer;
  saveBlob(blob, `hr-report-${report}.${format}`);
}
