import { REF_IMPORT_COLUMNS, type TRefUploadKind } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useState } from 'react';
import {
  type ImportReport,
  importReportOf,
  RejectedRowsTable,
  SpreadsheetUpload,
} from '../../../shared/ui/spreadsheet-upload';
import { downloadTemplate, useUploadReference } from '../api';

/** Spreadsheet upload (all rows or none) with the template link and the rejected rows' report. */
export function ReferenceUpload({ kind }: { kind: TRefUploadKind }) {
  const upload = useUploadReference();
  const [report, setReport] = useState<ImportReport | null>(null);

  const send = (file: File) => {
    setReport(null);
    upload.mutate({ kind, file }, { onError: (error) => setReport(importReportOf(error)) });
  };

  return (
    <>
      <SpreadsheetUpload
        label="Upload spreadsheet"
        inputTestId="reference-upload-input"
        busy={upload.isPending}
        templateColumns={REF_IMPORT_COLUMNS[kind]}
        onFile={send}
        onDownloadTemplate={() => downloadTemplate(kind)}
      />
      {report && (
        <Box sx={{ flexBasis: '100%' }}>
          <Alert severity="error" onClose={() => setReport(null)} aria-label="Rejected rows">
            <AlertTitle>{report.message}</AlertTitle>
            <RejectedRowsTable rows={report.rows} />
          </Alert>
        </Box>
      )}
    </>
  );
}
