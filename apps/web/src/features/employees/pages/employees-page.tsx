// /apponb, Employee Management (spec sections 2, 3 "Employee list columns", 4 and 7): the summary
// cards, the server-paged employee list and the status change through the conversion table modal.
import {
  APPROVED_STATES,
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type TEmployeeRow,
  type TRefItem,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { useReferenceLookup } from '../../reference-data';
import { exportEmployees, useEmployees } from '../api';
import { ChangeEmployeeStatusDialog, type StatusTarget } from '../components/change-status-dialog';
import { EmployeeStatusChip } from '../components/employee-status-chip';
import { SummaryCards } from '../components/summary-cards';
import { employeeRoute } from '../routes';

const DEFAULT_SORT = { columnId: 'employeeId', direction: 'desc' } as const;
const orDash = (value: number | string | null) => (value === null || value === '' ? '—' : String(value));
const number = { type: 'number' } as const;
const text = { type: 'text' } as const;
const refSelect = (items: readonly TRefItem[] | undefined) =>
  ({
    type: 'select',
    options: (items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  }) as const;

const name = (row: TEmployeeRow) =>
  [row.personalDetailsFirstName, row.personalDetailsLastName].filter(Boolean).join(' ') ||
  `Employee #${row.employeeId}`;

/** The spec's columns and the status; those shown at first fit a 1440 px laptop beside the menu. */
function useColumns(): DataTableColumn<TEmployeeRow>[] {
  const departments = useReferenceLookup('departments');
  const positionTypes = useReferenceLookup('position_type');
  const industries = useReferenceLookup('industry');
  const disciplines = useReferenceLookup('industry_discipline');
  return useMemo(
    () => [
      { id: 'employeeId', label: 'Employee id', cell: (r) => r.employeeId, sortable: true, filter: number },
      {
        id: 'applicantId',
        label: 'Applicant id',
        cell: (r) => orDash(r.applicantId),
        sortable: true,
        filter: number,
        hiddenByDefault: true,
      },
      {
        id: 'personalDetailsFirstName',
        label: 'First name',
        cell: (r) => orDash(r.personalDetailsFirstName),
        sortable: true,
        filter: text,
      },
      {
        id: 'personalDetailsMiddleName',
        label: 'Middle name',
        cell: (r) => orDash(r.personalDetailsMiddleName),
        sortable: true,
        filter: text,
        hiddenByDefault: true,
      },
      {
        id: 'personalDetailsLastName',
        label: 'Last name',
        cell: (r) => orDash(r.personalDetailsLastName),
        sortable: true,
        filter: text,
      },
      {
        id: 'applicantEmail',
        label: 'Email',
        cell: (r) => orDash(r.applicantEmail),
        sortable: true,
        filter: text,
      },
      {
        id: 'orgDeptName',
        label: 'Department',
        cell: (r) => orDash(r.orgDeptName),
        sortable: true,
        filter: refSelect(departments.data),
      },
      {
        id: 'jobPositionType',
        label: 'Position type',
        cell: (r) => orDash(r.jobPositionTypeName),
        sortable: true,
        filter: refSelect(positionTypes.data),
        hiddenByDefault: true,
      },
      {
        id: 'industry',
        label: 'Industry',
        cell: (r) => orDash(r.industryName),
        sortable: true,
        filter: refSelect(industries.data),
        hiddenByDefault: true,
      },
      {
        id: 'discipline',
        label: 'Discipline',
        cell: (r) => orDash(r.disciplineName),
        sortable: true,
        filter: refSelect(disciplines.data),
        hiddenByDefault: true,
      },
      {
        id: 'personalPhoneNumber',
        label: 'Personal phone',
        cell: (r) => orDash(r.personalPhoneNumber),
        sortable: true,
        filter: { type: 'text', valueType: 'phone' },
        hiddenByDefault: true,
      },
      {
        id: 'workPhoneNumber',
        label: 'Work phone',
        cell: (r) => orDash(r.workPhoneNumber),
        sortable: true,
        filter: { type: 'text', valueType: 'phone' },
        hiddenByDefault: true,
      },
      {
        id: 'employmentStartDate',
        label: 'Start date',
        cell: (r) => formatDate(r.employmentStartDate),
        sortable: true,
        filter: { type: 'date' },
        hiddenByDefault: true,
      },
      {
        id: 'approved',
        label: 'Approved',
        cell: (r) => (r.approved ? APPROVED_STATES.YES : APPROVED_STATES.NO),
        sortable: true,
        filter: {
          type: 'select',
          options: Object.entries(APPROVED_STATES).map(([value, label]) => ({ value, label })),
        },
        hiddenByDefault: true,
      },
      {
        id: 'status',
        label: 'Status',
        cell: (r) => <EmployeeStatusChip status={r.status} />,
        sortable: true,
        filter: {
          type: 'select',
          options: EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] })),
        },
      },
    ],
    [departments.data, positionTypes.data, industries.data, disciplines.data],
  );
}

function EmployeeList() {
  const navigate = useNavigate();
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  const query = useEmployees(state);
  const columns = useColumns();
  const [changing, setChanging] = useState<StatusTarget | null>(null);
  return (
    <Box>
      <SummaryCards onFilter={list.setFilter} />
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search employees" value={list.searchInput} onChange={list.setSearchInput} />
        {state.filter && <Button onClick={() => list.setFilter(null)}>Clear filter</Button>}
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'employees')}
        label="Employees"
        columns={columns}
        rowKey={(row) => row.id}
        onExport={() => exportEmployees(state)}
        onRowClick={(row) => void navigate(employeeRoute(row.employeeId))}
        actions={(row) => (
          <Button
            size="small"
            aria-label={`Change status of ${name(row)}`}
            onClick={(event) => {
              event.stopPropagation();
              setChanging({ id: row.employeeId, name: name(row), status: row.status });
            }}
          >
            Change status
          </Button>
        )}
        loadingText="Loading employees…"
        emptyText={state.search || state.filter ? 'No employees match' : 'No employees yet'}
      />
      {changing && <ChangeEmployeeStatusDialog target={changing} onClose={() => setChanging(null)} />}
    </Box>
  );
}

/** The route needs ONBOARDING (ROUTE_ACCESS.apponb), as the employee list's calls do. */
export default function EmployeesPage() {
  return (
    <Box>
      <PageTitle>Employee Management</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Employees made from signed contracts. Open one to complete or update their record; change a status
        through its conversion table.
      </Typography>
      <EmployeeList />
    </Box>
  );
}
