import { JOB_POSITION_IMPORT_COLUMNS } from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAuth } from '../../shared/auth/auth-context';
import {
  type ImportReport,
  importReportOf,
  RejectedRowsTable,
  SpreadsheetUpload,
  UploadFailure,
} from '../../shared/ui/spreadsheet-upload';
import { downloadJobPositionTemplate, useUploadJobPositions } from './api';

/**
 * Creates draft requisitions from an .xlsx (all rows or none), with the template link; rejected
 * rows are listed in a dialog. Shown to JOB_POSTING holders only.
 */
export function UploadJobPositionsButton() {
  const { hasAuthority } = useAuth();
  const upload = useUploadJobPositions();
  const [report, setReport] = useState<ImportReport | null>(null);
  if (!hasAuthority('JOB_POSTING')) return null;

  const send = (file: File) => {
    setReport(null);
    upload.mutate(file, {
      onError: (error) => {
        const rejected = importReportOf(error);
        if (rejected) setReport(rejected);
        else toast.error(<UploadFailure error={error} />);
      },
    });
  };

  return (
    <>
      <SpreadsheetUpload
        label="Upload job positions"
        inputTestId="job-position-upload-input"
        busy={upload.isPending}
        templateColumns={JOB_POSITION_IMPORT_COLUMNS}
        onFile={send}
        onDownloadTemplate={downloadJobPositionTemplate}
      />
      <Dialog open={report !== null} onClose={() => setReport(null)} maxWidth="md" fullWidth>
        <DialogTitle>{report?.message}</DialogTitle>
        <DialogContent>
          <RejectedRowsTable rows={report?.rows ?? []} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReport(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
