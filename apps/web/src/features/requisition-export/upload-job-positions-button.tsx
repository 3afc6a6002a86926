import { IMPORT_PROGRESS_MESSAGES, JOB_POSITION_IMPORT_COLUMNS, type TImportProgress } from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
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

/** How far the server has got with the sheet: the step, and a bar of its rows once they are counted. */
function UploadProgress({ progress }: { progress: TImportProgress }) {
  const text = IMPORT_PROGRESS_MESSAGES.step(progress);
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 220, verticalAlign: 'middle' }}>
      <LinearProgress
        aria-label="Upload progress"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
      />
      <Typography variant="caption" role="status" data-testid="job-position-upload-progress">
        {text}
      </Typography>
    </Box>
  );
}

/**
 * Creates draft requisitions from an .xlsx, with the template link: the good rows are created, rows
 * imported before are skipped and the rest refused; a dialog shows the summary and offers the
 * refused rows as a sheet. While a long sheet is worked on, the server's progress shows beside the
 * button. Shown to JOB_POSTING holders only.
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
      {upload.isPending && upload.progress && <UploadProgress progress={upload.progress} />}
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
