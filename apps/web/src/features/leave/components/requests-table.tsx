import { DEFAULT_PAGE_SIZE, type TLeaveRequest } from '@hr/contracts';
import Link from '@mui/material/Link';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
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
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const query = useLeaveRequests(scope, page, size);
  return (
    <DataTable
      label={label}
      columns={columns.map((id) => COLUMNS[id] as DataTableColumn<TLeaveRequest>)}
      rows={query.data?.responseDataList ?? []}
      rowKey={(row) => row.id}
      page={page}
      size={size}
      total={query.data?.paging.totalElements ?? 0}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      loading={query.isPending}
      fetching={query.isFetching}
      error={
        query.isError
          ? {
              message: errorMessage(query.error, 'The leave requests could not be loaded.'),
              onRetry: () => void query.refetch(),
            }
          : null
      }
      actions={actions}
      loadingText="Loading leave requests…"
      emptyText={emptyText}
    />
  );
}
