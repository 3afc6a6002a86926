import { DEFAULT_PAGE_SIZE, type TLeaveRequest } from '@hr/contracts';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type ListSort,
  pagedQueryProps,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDateTime } from '../../../shared/ui/format';
import { downloadLeaveDocument, useLeaveRequests } from '../api';
import { dayCount, leaveDates } from '../format';
import { LeaveStatusChip } from './leave-status-chip';

const COLUMNS: Record<string, DataTableColumn<TLeaveRequest>> = {
  employee: { id: 'employee', label: 'Employee', cell: (r) => r.employeeName },
  department: { id: 'department', label: 'Department', cell: (r) => r.departmentName ?? '—' },
  type: { id: 'type', label: 'Leave type', cell: (r) => r.leaveTypeName },
  dates: { id: 'dates', label: 'Dates', cell: (r) => leaveDates(r) },
  days: { id: 'days', label: 'Days', cell: (r) => dayCount(r.days) },
  reason: { id: 'reason', label: 'Reason', cell: (r) => r.reason || '—', wrap: true },
  document: {
    id: 'document',
    label: 'Document',
    cell: ({ documentFile: file }) =>
      file ? (
        <Link component="button" type="button" onClick={() => void downloadLeaveDocument(file)}>
          {file.originalName}
        </Link>
      ) : (
        '—'
      ),
  },
  status: { id: 'status', label: 'Status', cell: (r) => <LeaveStatusChip status={r.status} /> },
  decision: {
    id: 'decision',
    label: 'Decision',
    wrap: true,
    cell: (r) =>
      r.decidedByName ? `${r.decidedByName}${r.decisionComment ? `: ${r.decisionComment}` : ''}` : '—',
  },
  createdAt: { id: 'createdAt', label: 'Requested', cell: (r) => formatDateTime(r.createdAt) },
};

/** The one order the requests call has (no column sorts): the newest start first. */
const NEWEST_FIRST: ListSort = { columnId: 'dates', direction: 'desc' };

/** A server-paged list of leave requests in one scope, newest first, with per-row actions. */
export function RequestsTable({
  scope,
  label,
  columns,
  actions,
  emptyText,
}: {
  scope: 'mine' | 'to-approve' | 'all';
  label: string;
  columns: readonly (keyof typeof COLUMNS)[];
  actions: (row: TLeaveRequest) => ReactNode;
  emptyText: string;
}) {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: NEWEST_FIRST });
  const query = useLeaveRequests(scope, list.state.page, list.state.size);
  return (
    <DataTable
      label={label}
      columns={columns.map((id) => COLUMNS[id] as DataTableColumn<TLeaveRequest>)}
      rowKey={(row) => row.id}
      {...pagedQueryProps(list, query, 'leave requests')}
      actions={actions}
      loadingText="Loading leave requests…"
      emptyText={emptyText}
    />
  );
}
