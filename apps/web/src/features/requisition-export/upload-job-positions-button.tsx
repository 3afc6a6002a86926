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
  ImportSummaryView,
  SpreadsheetUpload,
  type UploadedSummary,
  UploadFailure,
} from '../../shared/ui/spreadsheet-upload';
import { downloadJobPositionTemplate, useUploadJobPositions } from './api';

/**
 * Creates draft requisitions from an .xlsx, with the template link: the good rows are created, rows
 * imported before are skipped and the rest refused; a dialog shows the summary and offers the
 * refused rows as a sheet. Shown to JOB_POSTING holders only.
 */
export function UploadJobPositionsButton() {
  const { hasAuthority } = useAuth();
  const upload = useUploadJobPositions();
  const [uploaded, setUploaded] = useState<UploadedSummary | null>(null);
  if (!hasAuthority('JOB_POSTING')) return null;

  const send = (file: File) => {
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: (summary) => setUploaded({ fileName: file.name, summary }),
      onError: (error) => toast.error(<UploadFailure error={error} />),
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
      <Dialog open={uploaded !== null} onClose={() => setUploaded(null)} maxWidth="md" fullWidth>
        <DialogTitle>Job positions uploaded</DialogTitle>
        <DialogContent>{uploaded && <ImportSummaryView uploaded={uploaded} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setUploaded(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
