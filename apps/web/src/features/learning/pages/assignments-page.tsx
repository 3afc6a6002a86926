// /reqsum/assignments (HR): every assignment, filtered, sorted and paged by the server; assign a course
// to departments, position types or chosen employees; record a completion on an employee's behalf.
import {
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENT_STATUSES,
  DEFAULT_PAGE_SIZE,
  type TAssignmentRow,
} from '@hr/contracts';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { useReferenceLookup } from '../../reference-data';
import { exportAssignments, useAssignments, useCourseOptions } from '../api';
import { AssignDialog } from '../components/assign-dialog';
import { AssignmentStatusChip } from '../components/assignment-status-chip';
import { CompleteDialog } from '../components/complete-dialog';
import { FileLink } from '../components/file-link';

const DEFAULT_SORT = { columnId: 'dueDate', direction: 'asc' } as const;
const select = (items: readonly { id: number; name: string }[] | undefined) =>
  ({ type: 'select', options: (items ?? []).map((i) => ({ value: String(i.id), label: i.name })) }) as const;

function useColumns(): DataTableColumn<TAssignmentRow>[] {
  const courses = useCourseOptions();
  const departments = useReferenceLookup('departments');
  return useMemo(
    () => [
      {
        id: 'employeeName',
        label: 'Employee',
        sortable: true,
        filter: { type: 'text' },
        cell: (r) => r.employeeName,
      },
      {
        id: 'departmentId',
        label: 'Department',
        sortable: true,
        filter: select(departments.data),
        cell: (r) => r.departmentName ?? '—',
      },
      {
        id: 'courseId',
        label: 'Course',
        sortable: true,
        wrap: true,
        filter: select(courses.data?.map((c) => ({ id: c.id, name: c.title }))),
        cell: (r) => r.courseTitle,
      },
      {
        id: 'dueDate',
        label: 'Due',
        sortable: true,
        filter: { type: 'date' },
        cell: (r) => formatDate(r.dueDate),
      },
      {
        id: 'status',
        label: 'Status',
        sortable: true,
        filter: {
          type: 'select',
          options: ASSIGNMENT_STATUSES.map((value) => ({ value, label: ASSIGNMENT_STATUS_LABELS[value] })),
        },
        cell: (r) => <AssignmentStatusChip status={r.status} label={ASSIGNMENT_STATUS_LABELS[r.status]} />,
      },
      { id: 'completedOn', label: 'Completed', sortable: true, cell: (r) => formatDate(r.completedOn) },
      {
        id: 'score',
        label: 'Score',
        cell: (r) => (r.score === null ? '—' : `${r.score}%`),
        hiddenByDefault: true,
      },
      { id: 'expiresOn', label: 'Expires', sortable: true, cell: (r) => formatDate(r.expiresOn) },
      {
        id: 'certificate',
        label: 'Certificate',
        cell: (r) => (r.certificate ? <FileLink file={r.certificate} /> : '—'),
        hiddenByDefault: true,
      },
    ],
    [courses.data, departments.data],
  );
}

export default function AssignmentsPage() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT, urlFilter: true });
  const { state } = list;
  const query = useAssignments(state);
  const columns = useColumns();
  const [assigning, setAssigning] = useState(false);
  const [completing, setCompleting] = useState<TAssignmentRow | null>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox
          label="Search employee or course"
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
        {state.filter && <Button onClick={() => list.setFilter(null)}>Clear filter</Button>}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AssignmentIndIcon />} onClick={() => setAssigning(true)}>
          Assign course
        </Button>
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'assignments')}
        label="Assignments"
        columns={columns}
        rowKey={(row) => row.id}
        onExport={() => exportAssignments(state)}
        actions={(row) => (
          <Button
            size="small"
            aria-label={`Record completion of ${row.courseTitle} for ${row.employeeName}`}
            onClick={() => setCompleting(row)}
          >
            Record completion
          </Button>
        )}
        loadingText="Loading assignments…"
        emptyText={state.search || state.filter ? 'No assignments match' : 'No courses are assigned yet'}
      />
      {assigning && <AssignDialog onClose={() => setAssigning(false)} />}
      {completing && <CompleteDialog assignment={completing} onClose={() => setCompleting(null)} />}
    </Box>
  );
}
