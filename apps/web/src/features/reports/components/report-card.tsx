import { REPORT_TITLES, type ReportKey, type ReportTable } from '@hr/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Bar, BarChart } from './bar-chart';

/** One report: its chart, the table of the same numbers beside it, and its XLSX and CSV exports. */
export function ReportCard({
  report,
  table,
  bars,
  onExport,
}: {
  report: ReportKey;
  table: ReportTable;
  bars: Bar[];
  onExport: (format: 'xlsx' | 'csv') => Promise<void>;
}) {
  const title = REPORT_TITLES[report];
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const exportAs = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await onExport(format);
    } finally {
      setBusy(null);
    }
  };
  const headingId = `report-${report}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2 }}
      data-report={report}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            loading={busy === format}
            onClick={() => void exportAs(format)}
            aria-label={`Export ${title} as ${format.toUpperCase()}`}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Stack>
      {table.rows.length === 0 ? (
        <Typography color="text.secondary">No data for these filters</Typography>
      ) : (
        <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
          <BarChart title={title} bars={bars} />
          <Table size="small" aria-label={`${title} table`} sx={{ width: 'auto', minWidth: 320 }}>
            <TableHead>
              <TableRow>
                {table.headers.map((header) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.join('|')}>
                  {row.map((cell, i) => (
                    <TableCell key={table.headers[i]} align={typeof cell === 'number' ? 'right' : 'left'}>
                      {cell ?? '–'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Paper>
  );
}
