import { DEFAULT_PAGE_SIZE, MESSAGES, type TLeaveBalanceRow } from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  useListState,
} from '../../../shared/ui/data-table';
import { referenceFilterOptions } from '../../reference-data';
import { exportBalanceReport, leaveTypeFilterOptions, useBalanceReport, useEmployeeLeave } from '../api';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { RequestLeaveDialog } from './request-leave-dialog';

const DEFAULT_SORT = { columnId: 'employeeName', direction: 'asc' } as const;

const COLUMNS: DataTableColumn<TLeaveBalanceRow>[] = [
  {
    id: 'employeeName',
    label: 'Employee',
    sortable: true,
    filter: { type: 'text' },
    cell: (r) => r.employeeName,
  },
  {
    // Filtered by id (a select); the criteria sort by name is left to the other columns.
    id: 'departmentId',
    label: 'Department',
    filter: {
      type: 'select',
      optionsQuery: referenceFilterOptions('departments'),
    },
    cell: (r) => r.departmentName ?? '—',
  },
  {
    id: 'leaveTypeId',
    label: 'Leave type',
    filter: {
      type: 'select',
      optionsQuery: leaveTypeFilterOptions,
    },
    cell: (r) => r.leaveTypeName,
  },
  { id: 'accrued', label: 'Accrued', sortable: true, cell: (r) => r.accrued },
  { id: 'taken', label: 'Taken', sortable: true, cell: (r) => r.taken },
  { id: 'pending', label: 'Pending', sortable: true, cell: (r) => r.pending },
  { id: 'available', label: 'Available', sortable: true, cell: (r) => r.available },
];

/** HR requests leave for an employee: their own balances (and types) feed the request dialog. */
function RequestOnBehalf({ employeeId, onClose }: { employeeId: number; onClose: () => void }) {
  const leave = useEmployeeLeave(employeeId);
  const failed = leave.isError ? errorMessage(leave.error, MESSAGES.failed) : null;
  useEffect(() => {
    if (failed === null) return;
    toast.error(failed);
    onClose();
  }, [failed, onClose]);
  return leave.data ? <RequestLeaveDialog mine={leave.data} onBehalf onClose={onClose} /> : null;
}

/** HR: every employee's balance per type, filtered, sorted and paged in SQL; exported to XLSX; adjusted. */
export function BalancesReport() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const query = useBalanceReport(list.state);
  const [adjusting, setAdjusting] = useState<TLeaveBalanceRow | null>(null);
  const [requestingFor, setRequestingFor] = useState<number | null>(null);
  return (
    <Box>
      <DataTable
        {...pagedQueryProps(list, query, 'leave balances')}
        label="Leave balances"
        columns={COLUMNS}
        rowKey={(row) => row.employeeId * 100_000 + row.leaveTypeId}
        onExport={() => exportBalanceReport(list.state)}
        actions={(row) => (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              size="small"
              aria-label={`Adjust ${row.leaveTypeName} of ${row.employeeName}`}
              onClick={() => setAdjusting(row)}
            >
              Adjust
            </Button>
            <Button
              size="small"
              aria-label={`Request leave for ${row.employeeName}`}
              onClick={() => setRequestingFor(row.employeeId)}
            >
              Request leave
            </Button>
          </Box>
        )}
        loadingText="Loading leave balances…"
        emptyText={list.state.filter ? 'No balances match the filter' : 'No leave balances yet'}
      />
      {adjusting && <AdjustBalanceDialog row={adjusting} onClose={() => setAdjusting(null)} />}
      {requestingFor !== null && (
        <RequestOnBehalf employeeId={requestingFor} onClose={() => setRequestingFor(null)} />
      )}
    </Box>
  );
}
