import { MESSAGES, type TImportRowRejection, ZImportRejected } from '@hr/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../api/client';

/** A rejected all-or-nothing import: the server's message and each refused row. */
export interface ImportReport {
  message: string;
  rows: TImportRowRejection[];
}

/**
 * A failed upload as spec section 8 words it ('Failed to upload!'), with the server's reason
 * beneath: a toast of its own for failures that are not an import report.
 */
export function UploadFailure({ error }: { error: unknown }) {
  const reason = errorMessage(error, MESSAGES.failedToUpload);
  return (
    <div>
      <strong>{MESSAGES.failedToUpload}</strong>
      {reason !== MESSAGES.failedToUpload && <div>{reason}</div>}
    </div>
  );
}

/** The import report of a failed upload, or null when it failed for another reason. */
export function importReportOf(error: unknown): ImportReport | null {
  const rejected = error instanceof ApiError ? ZImportRejected.safeParse(error.body) : null;
  return rejected?.success ? { message: rejected.data.message, rows: rejected.data.rows } : null;
}

/** The .xlsx picker with its busy upload button and the template download. */
export function SpreadsheetUpload({
  label,
  inputTestId,
  busy,
  templateColumns,
  onFile,
  onDownloadTemplate,
}: {
  label: string;
  inputTestId: string;
  busy: boolean;
  templateColumns: readonly string[];
  onFile: (file: File) => void;
  onDownloadTemplate: () => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid={inputTestId}
        onChange={choose}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={busy}
        loadingPosition="start"
        onClick={() => input.current?.click()}
      >
        {busy ? 'Uploading…' : label}
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        loading={downloading}
        loadingPosition="start"
        title={`Columns: ${templateColumns.join(', ')}`}
        onClick={() => {
          setDownloading(true);
          void onDownloadTemplate().finally(() => setDownloading(false));
        }}
      >
        Download template
      </Button>
    </>
  );
}

/** Row number and reason of every row an import refused. */
export function RejectedRowsTable({ rows }: { rows: readonly TImportRowRejection[] }) {
  return (
    <Table size="small" aria-label="Rejected rows report">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.row}>
            <TableCell>{row.row}</TableCell>
            <TableCell>{row.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
