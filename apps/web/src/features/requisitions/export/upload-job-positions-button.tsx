import {
  JOB_POSITION_IMPORT_COLUMNS,
  MESSAGES,
  type TImportRowRejection,
  ZImportRejected,
} from '@hr/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { downloadJobPositionTemplate, useUploadJobPositions } from './api';

interface Report {
  message: string;
  rows: TImportRowRejection[];
}

/**
 * Creates draft requisitions from an .xlsx (all rows or none), with the template link; rejected
 * rows are listed in a dialog. Shown to JOB_POSTING holders only.
 */
export function UploadJobPositionsButton() {
  const { hasAuthority } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadJobPositions();
  const [report, setReport] = useState<Report | null>(null);
  const [downloading, setDownloading] = useState(false);
  if (!hasAuthority('JOB_POSTING')) return null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (!file) return;
    setReport(null);
    upload.mutate(file, {
      onError: (error) => {
        const rejected = error instanceof ApiError ? ZImportRejected.safeParse(error.body) : null;
        if (rejected?.success) setReport({ message: rejected.data.message, rows: rejected.data.rows });
        else toast.error(errorMessage(error, MESSAGES.failedToUpload));
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="job-position-upload-input"
        onChange={choose}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={upload.isPending}
        loadingPosition="start"
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? 'Uploading…' : 'Upload job positions'}
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        loading={downloading}
        loadingPosition="start"
        title={`Columns: ${JOB_POSITION_IMPORT_COLUMNS.join(', ')}`}
        onClick={() => {
          setDownloading(true);
          void downloadJobPositionTemplate().finally(() => setDownloading(false));
        }}
      >
        Download template
      </Button>
      <Dialog open={report !== null} onClose={() => setReport(null)} maxWidth="md" fullWidth>
        <DialogTitle>{report?.message}</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Rejected rows report">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report?.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReport(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
