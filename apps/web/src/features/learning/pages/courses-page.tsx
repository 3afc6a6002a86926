// /reqsum/courses: the course catalogue. Everyone reads it; HR adds, edits and deletes courses.
import { COURSE_DELIVERY_LABELS, DEFAULT_PAGE_SIZE, type TCourse } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { useCourses, useDeleteCourse } from '../api';
import { CourseDialog } from '../components/course-dialog';
import { CourseLinks } from '../components/course-links';
import { mandatoryFor } from '../format';
import { useLearningViewer } from '../use-learning-viewer';

const DEFAULT_SORT = { columnId: 'title', direction: 'asc' } as const;

const COLUMNS: DataTableColumn<TCourse>[] = [
  {
    id: 'title',
    label: 'Title',
    sortable: true,
    wrap: true,
    cell: (row) => (
      <Box>
        <Typography variant="body2">{row.title}</Typography>
        <CourseLinks link={row.link} material={row.material} />
      </Box>
    ),
  },
  { id: 'provider', label: 'Provider', sortable: true, cell: (row) => row.provider || '—' },
  { id: 'delivery', label: 'Delivery', sortable: true, cell: (row) => COURSE_DELIVERY_LABELS[row.delivery] },
  {
    id: 'durationHours',
    label: 'Duration',
    sortable: true,
    cell: (row) => (row.durationHours === null ? '—' : `${row.durationHours} h`),
  },
  { id: 'mandatory', label: 'Mandatory for', wrap: true, cell: mandatoryFor },
  {
    id: 'renewalMonths',
    label: 'Renewal',
    sortable: true,
    cell: (row) => (row.renewalMonths === null ? 'Never expires' : `Every ${row.renewalMonths} months`),
  },
];

function DeleteCourseDialog({ course, onClose }: { course: TCourse; onClose: () => void }) {
  const remove = useDeleteCourse();
  return (
    <ConfirmDialog
      title={`Delete '${course.title}'?`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => remove.mutate(course, { onSuccess: onClose })}
      onClose={onClose}
    >
      The course leaves the catalogue with its assignments and completion records.
    </ConfirmDialog>
  );
}

export default function CoursesPage() {
  const viewer = useLearningViewer();
  const hr = viewer?.hr === true;
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const query = useCourses(list.state);
  const [editing, setEditing] = useState<{ course: TCourse | null } | null>(null);
  const [deleting, setDeleting] = useState<TCourse | null>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search courses" value={list.searchInput} onChange={list.setSearchInput} />
        <Box sx={{ flex: 1 }} />
        {hr && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ course: null })}>
            Add course
          </Button>
        )}
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'courses')}
        label="Courses"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={
          hr
            ? (row) => (
                <>
                  <Button
                    size="small"
                    aria-label={`Edit ${row.title}`}
                    onClick={() => setEditing({ course: row })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete ${row.title}`}
                    onClick={() => setDeleting(row)}
                  >
                    Delete
                  </Button>
                </>
              )
            : undefined
        }
        loadingText="Loading courses…"
        emptyText={list.state.search ? 'No courses match the search' : 'No courses yet'}
      />
      {editing && <CourseDialog course={editing.course} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
