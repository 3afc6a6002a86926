import {
  MESSAGES,
  REPORT_KEYS,
  type ReportKey,
  reportTable,
  type THrReports,
  type TReportFilters,
  ZReportFilters,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useReferenceLookup } from '../../reference-data';
import { downloadReport, useHrReports } from '../api';
import type { Bar } from '../components/bar-chart';
import { ReportCard } from '../components/report-card';

const FILTER_KEYS = ['from', 'to', 'departmentId', 'positionTypeId', 'requisitionId'] as const;

/** Which table column each chart draws (and which rows: the offers chart leaves out the rate). */
const CHART_COLUMN: Record<ReportKey, { column: number; rows?: (label: string) => boolean }> = {
  funnel: { column: 1 },
  stageTimes: { column: 1 },
  sources: { column: 1 },
  offers: { column: 1, rows: (label) => !label.endsWith('%') },
  declineReasons: { column: 1 },
  requisitions: { column: 2 },
  approvalTimes: { column: 1 },
  headcount: { column: 3 },
};

/** The chart's bars: the table's own cells, so the two always agree. */
function barsOf(report: ReportKey, data: THrReports): Bar[] {
  const { column, rows } = CHART_COLUMN[report];
  const table = reportTable(report, data);
  return table.rows
    .map((row) => ({
      label: report === 'requisitions' ? `${row[0]} · ${row[1]}` : String(row[0]),
      value: Number(row[column] ?? 0),
    }))
    .filter((bar) => !rows || rows(bar.label));
}

/** The filters in the URL, so a reload or a shared link keeps them; an invalid one is left out. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  const parsed = ZReportFilters.safeParse(raw);
  const filters: TReportFilters = parsed.success ? parsed.data : {};
  const set = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    raw: raw as Partial<Record<(typeof FILTER_KEYS)[number], string>>,
    filters,
    valid: parsed.success,
    set,
  };
}

/** /canprf: Human Resource Reports over live data, each a chart with its table and exports. */
export default function ReportsPage() {
  const { raw, filters, valid, set } = useFilters();
  const query = useHrReports(filters);
  const departments = useReferenceLookup('departments');
  const positionTypes = useReferenceLookup('position_type');

  const exportReport = async (report: ReportKey, format: 'xlsx' | 'csv') => {
    try {
      await downloadReport(report, format, filters);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failed));
    }
  };

  return (
    <Box>
      <PageTitle>Human Resource Reports</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Every report uses the filters below: applications, offers, hires, requisitions and approvals count
        when they happened within the dates; department, position type and requisition narrow them by the
        requisition (employees by their own department and position type).
      </Typography>
      <Stack
        component="form"
        aria-label="Report filters"
        direction="row"
        sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="From"
          type="date"
          size="small"
          value={raw.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={raw.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Department"
          size="small"
          sx={{ minWidth: 200 }}
          value={raw.departmentId ?? ''}
          onChange={(event) => set('departmentId', event.target.value)}
        >
          <MenuItem value="">All departments</MenuItem>
          {(departments.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Position type"
          size="small"
          sx={{ minWidth: 200 }}
          value={raw.positionTypeId ?? ''}
          onChange={(event) => set('positionTypeId', event.target.value)}
        >
          <MenuItem value="">All position types</MenuItem>
          {(positionTypes.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Requisition id"
          size="small"
          value={raw.requisitionId ?? ''}
          onChange={(event) => set('requisitionId', event.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      {!valid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The dates do not make a range (From must not be after To): the reports show every date.
        </Alert>
      )}
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} />
          <Typography>Loading reports…</Typography>
        </Box>
      ) : query.isError || !query.data ? (
        <QueryError query={query} fallback="The reports could not be loaded." />
      ) : (
        <Stack sx={{ gap: 2 }}>
          {query.isFetching && <LinearProgress aria-label="Updating reports" />}
          {REPORT_KEYS.map((report) => (
            <ReportCard
              key={report}
              report={report}
              table={reportTable(report, query.data)}
              bars={barsOf(report, query.data)}
              onExport={(format) => exportReport(report, format)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
