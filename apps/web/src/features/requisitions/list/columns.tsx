import {
  PRIORITIES,
  PROGRESS,
  type Priority,
  type Progress,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TRequisitionListRow,
} from '@hr/contracts';
import Chip from '@mui/material/Chip';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { referenceFilterOptions } from '../../reference-data';

const label = <T extends string>(labels: Record<T, string>, code: string) => labels[code as T] ?? code;
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, text]) => ({ value, label: text }));

const PRIORITY_COLORS: Record<string, 'error' | 'default' | 'info'> = { H: 'error', N: 'default', L: 'info' };

/**
 * The dashboard columns of spec section 3, with the filter each column offers. The three dates and
 * the position type start hidden so the list fits a laptop (the columns menu shows them; expired
 * requisitions have their own bell).
 */
export function requisitionColumns(): DataTableColumn<TRequisitionListRow>[] {
  return [
    { id: 'id', label: 'Id', cell: (row) => row.id, sortable: true, filter: { type: 'number' } },
    {
      id: 'positionTitle',
      label: 'Position',
      cell: (row) => row.positionTitle,
      sortable: true,
      wrap: true,
      filter: { type: 'text' },
    },
    {
      id: 'requestDate',
      hiddenByDefault: true,
      label: 'Request date',
      cell: (row) => formatDate(row.requestDate),
      sortable: true,
      filter: { type: 'date' },
    },
    {
      id: 'startDate',
      hiddenByDefault: true,
      label: 'Start date',
      cell: (row) => formatDate(row.startDate),
      sortable: true,
      filter: { type: 'date' },
    },
    {
      id: 'endDate',
      hiddenByDefault: true,
      label: 'End date',
      cell: (row) => formatDate(row.endDate),
      sortable: true,
      filter: { type: 'date' },
    },
    {
      id: 'jobSkillType',
      hiddenByDefault: true,
      label: 'Position type',
      cell: (row) => row.jobSkillType ?? '—',
      sortable: true,
      filter: { type: 'select', optionsQuery: referenceFilterOptions('position_type') },
    },
    {
      id: 'orgDepartment',
      label: 'Department',
      cell: (row) => row.orgDepartment ?? '—',
      sortable: true,
      filter: { type: 'select', optionsQuery: referenceFilterOptions('departments') },
    },
    {
      id: 'city',
      label: 'City',
      cell: (row) => row.city ?? '—',
      sortable: true,
      filter: { type: 'select', optionsQuery: referenceFilterOptions('cities') },
    },
    {
      id: 'priority',
      label: 'Priority',
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={PRIORITY_COLORS[row.priority] ?? 'default'}
          label={label<Priority>(PRIORITIES, row.priority)}
        />
      ),
      sortable: true,
      filter: { type: 'select', options: options(PRIORITIES) },
    },
    {
      id: 'status',
      label: 'Status',
      cell: (row) => label<RequisitionStatus>(REQUISITION_STATUSES, row.status),
      sortable: true,
      filter: { type: 'select', options: options(REQUISITION_STATUSES) },
    },
    {
      id: 'progress',
      label: 'Progress',
      cell: (row) => label<Progress>(PROGRESS, row.progress),
      sortable: true,
      filter: { type: 'select', options: options(PROGRESS) },
    },
  ];
}
