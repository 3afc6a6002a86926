import {
  MESSAGES,
  REF_MESSAGES,
  refusedSheetFileName,
  type TImportRowRejection,
  type TImportSummary,
  XLSX_MIME_TYPE,
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
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { useUploadCheck } from '../api/upload-limits';
import { toastFailure } from './form/failure';
import { saveBlob } from './save-blob';

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

/** Imports read .xlsx only, and say so as the server does. */
const SPREADSHEET_ONLY = { extensions: ['.xlsx'], typeMessage: REF_MESSAGES.notASpreadsheet };

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
  const check = useUploadCheck(SPREADSHEET_ONLY);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (!file) return;
    // Refused before sending when the server would refuse it (size, not an .xlsx).
    const problem = await check(file);
    if (problem) return toastFailure({ title: MESSAGES.failedToUpload, reason: problem });
    onFile(file);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid={inputTestId}
        onChange={(event) => void choose(event)}
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

/** An import's answer with the name of the file it came from (the refused rows' sheet is named after it). */
export interface UploadedSummary {
  fileName: string;
  summary: TImportSummary;
}

/** Saves the refused rows' sheet the answer carries (base64). */
export function saveRefusedSheet({ fileName, summary }: UploadedSummary): void {
  if (!summary.refusedSheet) return;
  const bytes = Uint8Array.from(atob(summary.refusedSheet), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: XLSX_MIME_TYPE }), refusedSheetFileName(fileName));
}

/**
 * What an import did: created, skipped and refused counts, the skipped rows and why, and the refused
 * rows with the column and the reason, which download as a sheet to fix and upload again.
 */
export function ImportSummaryView({
  uploaded,
  onClose,
}: {
  uploaded: UploadedSummary;
  onClose?: () => void;
}) {
  const { summary } = uploaded;
  const refused = summary.refused.length > 0;
  return (
    <Alert
      severity={refused ? 'warning' : 'success'}
      aria-label="Import summary"
      {...(onClose ? { onClose } : {})}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{summary.message}</AlertTitle>
      {summary.skipped.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Skipped
          </Typography>
          <Table size="small" aria-label="Skipped rows">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.skipped.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {refused && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Refused
          </Typography>
          <Table size="small" aria-label="Refused rows">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Column</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.refused.map((row, i) => (
                // A row may be refused for several reasons.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <TableRow key={i}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.column ?? '–'}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1 }}
            onClick={() => saveRefusedSheet(uploaded)}
          >
            Download refused rows
          </Button>
        </Box>
      )}
    </Alert>
  );
}
