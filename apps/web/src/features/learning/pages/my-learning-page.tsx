// /reqsum/mine: the signed-in employee's own assignments; they record completions here.
import { ASSIGNMENT_STATUS_LABELS, DEFAULT_PAGE_SIZE, type TAssignmentRow } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { useMyAssignments, useStartAssignment } from '../api';
import { AssignmentStatusChip } from '../components/assignment-status-chip';
import { CompleteDialog } from '../components/complete-dialog';
import { CourseLinks } from '../components/course-links';
import { FileLink } from '../components/file-link';
import { useLearningViewer } from '../use-learning-viewer';

const DEFAULT_SORT = { columnId: 'dueDate', direction: 'asc' } as const;
const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

const COLUMNS: DataTableColumn<TAssignmentRow>[] = [
  {
    id: 'courseTitle',
    label: 'Course',
    sortable: true,
    wrap: true,
    cell: (row) => (
      <Box>
        <Typography variant="body2">{row.courseTitle}</Typography>
        <CourseLinks link={row.courseLink} material={row.courseMaterial} />
      </Box>
    ),
  },
  { id: 'dueDate', label: 'Due', sortable: true, cell: (row) => formatDate(row.dueDate) },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <AssignmentStatusChip status={row.status} label={ASSIGNMENT_STATUS_LABELS[row.status]} />,
  },
  { id: 'completedOn', label: 'Completed', sortable: true, cell: (row) => formatDate(row.completedOn) },
  { id: 'score', label: 'Score', cell: (row) => (row.score === null ? '—' : `${row.score}%`) },
  { id: 'expiresOn', label: 'Expires', sortable: true, cell: (row) => formatDate(row.expiresOn) },
  {
    id: 'certificate',
    label: 'Certificate',
    cell: (row) => (row.certificate ? <FileLink file={row.certificate} /> : orDash(null)),
  },
];

export default function MyLearningPage() {
  const viewer = useLearningViewer();
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const hasRecord = viewer !== null && viewer.employeeId !== null;
  const query = useMyAssignments(list.state, hasRecord);
  const [completing, setCompleting] = useState<TAssignmentRow | null>(null);
  const start = useStartAssignment();
  if (viewer !== null && !hasRecord)
    return (
      <Alert severity="info">
        My learning lists the courses assigned to you as an employee. Your account has no employee record.
      </Alert>
    );
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        The courses assigned to you, soonest due first. Record a completion with its date, your score and the
        certificate; a course with a renewal cycle expires that many months after its completion.
      </Typography>
      <DataTable
        {...pagedQueryProps(list, query, 'assignments')}
        loading={!hasRecord || query.isPending}
        label="My learning"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {/* Not yet begun (on time or late): starting it shows "In progress" to HR and the manager. */}
            {!row.completedOn && (row.status === 'NOT_STARTED' || row.status === 'OVERDUE') && (
              <Button
                size="small"
                aria-label={`Start ${row.courseTitle}`}
                loading={start.isPending && start.variables === row.id}
                onClick={() => start.mutate(row.id)}
              >
                Start
              </Button>
            )}
            <Button
              size="small"
              aria-label={`${completeLabel(row)} ${row.courseTitle}`}
              onClick={() => setCompleting(row)}
            >
              {completeLabel(row)}
            </Button>
          </Box>
        )}
        loadingText="Loading your learning…"
        emptyText="No courses are assigned to you"
      />
      {completing && <CompleteDialog assignment={completing} onClose={() => setCompleting(null)} />}
    </Box>
  );
}

/** A course done before is renewed when it has a renewal cycle; otherwise it is only recorded again. */
function completeLabel(row: TAssignmentRow): string {
  if (!row.completedOn) return 'Mark complete';
  return row.renewalMonths === null ? 'Record again' : 'Renew';
}
