import { REF_IMPORT_COLUMNS, type TRefUploadKind } from '@hr/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import {
  ImportSummaryView,
  SpreadsheetUpload,
  type UploadedSummary,
} from '../../../shared/ui/spreadsheet-upload';
import { downloadTemplate, useUploadReference } from '../api';

/** Spreadsheet upload with the template link and the import's summary (created, skipped, refused). */
export function ReferenceUpload({ kind }: { kind: TRefUploadKind }) {
  const upload = useUploadReference();
  const [uploaded, setUploaded] = useState<UploadedSummary | null>(null);

  const send = (file: File) => {
    setUploaded(null);
    upload.mutate({ kind, file }, { onSuccess: (summary) => setUploaded({ fileName: file.name, summary }) });
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
      {uploaded && (
        <Box sx={{ flexBasis: '100%' }}>
          <ImportSummaryView uploaded={uploaded} onClose={() => setUploaded(null)} />
        </Box>
      )}
    </>
  );
}
