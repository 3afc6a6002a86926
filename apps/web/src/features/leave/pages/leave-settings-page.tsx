import {
  ACCRUAL_FREQUENCY_LABELS,
  LEAVE_KIND_LABELS,
  PUBLIC_HOLIDAY_SHEET_COLUMNS,
  type TLeaveType,
  type TPublicHoliday,
} from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  type ImportReport,
  importReportOf,
  RejectedRowsTable,
  SpreadsheetUpload,
} from '../../../shared/ui/spreadsheet-upload';
import { useCountriesWithStates } from '../../reference-data';
import {
  downloadHolidayTemplate,
  useDeleteHoliday,
  useHolidays,
  useLeaveTypes,
  useUploadHolidays,
} from '../api';
import { HolidayDialog } from '../components/holiday-dialog';
import { LeaveTypeDialog } from '../components/leave-type-dialog';
import { dayCount } from '../format';

/** A short whole list (no server paging) in the shared table. */
function wholeList<Row>(query: UseQueryResult<Row[]>, what: string) {
  const rows = query.data ?? [];
  return {
    rows,
    page: 1,
    size: Math.max(rows.length, 1),
    total: rows.length,
    onPageChange: () => undefined,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.isError
      ? {
          message: errorMessage(query.error, `The ${what} could not be loaded.`),
          onRetry: () => void query.refetch(),
        }
      : null,
  };
}

const TYPE_COLUMNS: DataTableColumn<TLeaveType>[] = [
  { id: 'name', label: 'Name', cell: (t) => t.name },
  { id: 'kind', label: 'Kind', hiddenByDefault: true, cell: (t) => LEAVE_KIND_LABELS[t.kind] },
  { id: 'paid', label: 'Paid', cell: (t) => (t.paid ? 'Yes' : 'No') },
  {
    id: 'accrual',
    label: 'Accrual',
    cell: (t) =>
      t.accrualFrequency === 'NONE'
        ? ACCRUAL_FREQUENCY_LABELS.NONE
        : `${dayCount(t.accrualDaysPerYear)} a year, ${ACCRUAL_FREQUENCY_LABELS[t.accrualFrequency].toLowerCase()}`,
  },
  {
    id: 'carry',
    label: 'Carry-over cap',
    cell: (t) => (t.carryOverCap === null ? 'None' : dayCount(t.carryOverCap)),
  },
  {
    id: 'document',
    label: 'Document',
    cell: (t) =>
      t.documentRequiredAfterDays === null ? 'Never' : `Beyond ${dayCount(t.documentRequiredAfterDays)}`,
  },
  { id: 'half', label: 'Half days', hiddenByDefault: true, cell: (t) => (t.halfDaysAllowed ? 'Yes' : 'No') },
  {
    id: 'positionTypes',
    label: 'Position types',
    wrap: true,
    cell: (t) => (t.positionTypes.length ? t.positionTypes.map((p) => p.name).join(', ') : 'All'),
  },
  { id: 'active', label: 'Active', cell: (t) => (t.active ? 'Yes' : 'No') },
];

function LeaveTypes() {
  const query = useLeaveTypes();
  const [editing, setEditing] = useState<{ type: TLeaveType | null } | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ type: null })}>
          Add leave type
        </Button>
      </Box>
      <DataTable
        {...wholeList(query, 'leave types')}
        label="Leave types"
        columns={TYPE_COLUMNS}
        rowKey={(t) => t.id}
        actions={(t) => (
          <Button size="small" aria-label={`Edit ${t.name}`} onClick={() => setEditing({ type: t })}>
            Edit
          </Button>
        )}
        loadingText="Loading leave types…"
        emptyText="No leave types yet"
      />
      {editing && <LeaveTypeDialog type={editing.type} onClose={() => setEditing(null)} />}
    </Box>
  );
}

const HOLIDAY_COLUMNS: DataTableColumn<TPublicHoliday>[] = [
  { id: 'date', label: 'Date', cell: (h) => h.date },
  { id: 'name', label: 'Name', cell: (h) => h.name },
  { id: 'country', label: 'Country', cell: (h) => h.countryName },
  { id: 'state', label: 'State', cell: (h) => h.stateName ?? 'All states' },
];

function PublicHolidays() {
  const countries = useCountriesWithStates();
  const [countryId, setCountryId] = useState<number | ''>('');
  const [stateId, setStateId] = useState<number | ''>('');
  const [year, setYear] = useState(new Date().getFullYear());
  const query = useHolidays({
    countryId: countryId === '' ? undefined : countryId,
    stateId: stateId === '' ? undefined : stateId,
    year,
  });
  const remove = useDeleteHoliday();
  const upload = useUploadHolidays();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [editing, setEditing] = useState<{ holiday: TPublicHoliday | null } | null>(null);
  const states = countries.data?.find((c) => c.id === countryId)?.states ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Country"
          value={countryId === '' ? '' : String(countryId)}
          onChange={(e) => {
            setCountryId(e.target.value === '' ? '' : Number(e.target.value));
            setStateId('');
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All countries</MenuItem>
          {(countries.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="State"
          disabled={countryId === ''}
          value={stateId === '' ? '' : String(stateId)}
          onChange={(e) => setStateId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All states</MenuItem>
          {states.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label="Year"
          value={year}
          onChange={(e) => setYear(Number(e.target.value) || new Date().getFullYear())}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ holiday: null })}>
          Add public holiday
        </Button>
        <SpreadsheetUpload
          label="Upload spreadsheet"
          inputTestId="holiday-upload-input"
          busy={upload.isPending}
          templateColumns={PUBLIC_HOLIDAY_SHEET_COLUMNS}
          onFile={(file) => {
            setReport(null);
            upload.mutate(file, { onError: (error) => setReport(importReportOf(error)) });
          }}
          onDownloadTemplate={downloadHolidayTemplate}
        />
      </Box>
      {report && (
        <Alert severity="error" onClose={() => setReport(null)} aria-label="Rejected rows">
          <AlertTitle>{report.message}</AlertTitle>
          <RejectedRowsTable rows={report.rows} />
        </Alert>
      )}
      <DataTable
        {...wholeList(query, 'public holidays')}
        label="Public holidays"
        columns={HOLIDAY_COLUMNS}
        rowKey={(h) => h.id}
        busy={remove.isPending}
        actions={(h) => (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              size="small"
              aria-label={`Edit ${h.name} ${h.date}`}
              onClick={() => setEditing({ holiday: h })}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${h.name} ${h.date}`}
              onClick={() => {
                if (window.confirm(`Delete ${h.name} (${h.date})?`)) remove.mutate(h.id);
              }}
            >
              Delete
            </Button>
          </Box>
        )}
        loadingText="Loading public holidays…"
        emptyText={`No public holidays in ${year} for this choice`}
      />
      {editing && (
        <HolidayDialog
          holiday={editing.holiday}
          countries={countries.data ?? []}
          defaultCountryId={countryId === '' ? undefined : countryId}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

/** /leave-settings (HR, in the Settings menu): leave types and public holidays. */
export default function LeaveSettingsPage() {
  const [tab, setTab] = useState<'types' | 'holidays'>('types');
  return (
    <Box>
      <PageTitle>Leave Settings</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        The leave types employees request, with their accrual and rules, and the public holidays that are not
        counted as leave (national, or one state's).
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: 'types' | 'holidays') => setTab(next)}
        aria-label="Leave settings"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="types" label="Leave types" />
        <Tab value="holidays" label="Public holidays" />
      </Tabs>
      {tab === 'types' ? <LeaveTypes /> : <PublicHolidays />}
    </Box>
  );
}
