import {
  REF_IMPORT_COLUMNS,
  type TImportRowRejection,
  type TRefUploadKind,
  ZImportRejected,
} from '@hr/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import { downloadTemplate, useUploadReference } from '../api';

interface Report {
  message: string;
  rows: TImportRowRejection[];
}

/** Spreadsheet upload (all rows or none) with the template link and the rejected rows' report. */
export function ReferenceUpload({ kind }: { kind: TRefUploadKind }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadReference();
  const [report, setReport] = useState<Report | null>(null);
  const [downloading, setDownloading] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (!file) return;
    setReport(null);
    upload.mutate(
      { kind, file },
      {
        onError: (error) => {
          const rejected = error instanceof ApiError ? ZImportRejected.safeParse(error.body) : null;
          if (rejected?.success) setReport({ message: rejected.data.message, rows: rejected.data.rows });
        },
      },
    );
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="reference-upload-input"
        onChange={choose}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={upload.isPending}
        loadingPosition="start"
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? 'Uploading…' : 'Upload spreadsheet'}
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        loading={downloading}
        loadingPosition="start"
        onClick={() => {
          setDownloading(true);
          void downloadTemplate(kind).finally(() => setDownloading(false));
        }}
        title={`Columns: ${REF_IMPORT_COLUMNS[kind].join(', ')}`}
      >
        Download template
      </Button>
      {report && (
        <Box sx={{ flexBasis: '100%' }}>
          <Alert severity="error" onClose={() => setReport(null)} aria-label="Rejected rows">
            <AlertTitle>{report.message}</AlertTitle>
            <Table size="small" aria-label="Rejected rows report">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.rows.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row}</TableCell>
                    <TableCell>{row.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Alert>
        </Box>
      )}
    </>
  );
}
