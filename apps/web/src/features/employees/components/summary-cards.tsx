// The summary cards of /apponb (GET employee/summary): each card that names a list column filters
// the list to it; the month's starters and the incomplete records are counts only (no column says so).
import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ListFilter } from '../../../shared/ui/data-table/list-state';
import { QueryError } from '../../../shared/ui/query-error';
import { useEmployeeSummary } from '../api';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ fontSize: 28, fontWeight: 600, mr: 1 }}>
        {value}
      </Box>
      {label}
    </Typography>
  );
}

/** A line of a card: its count, as a button that filters the list to it when a column can. */
function Line({ label, count, onClick }: { label: string; count: number; onClick?: () => void }) {
  const text = `${label}: ${count}`;
  return onClick ? (
    <Button size="small" onClick={onClick} sx={{ justifyContent: 'flex-start', display: 'flex' }}>
      {text}
    </Button>
  ) : (
    <Typography variant="body2" sx={{ px: 0.5, py: 0.5 }}>
      {text}
    </Typography>
  );
}

export function SummaryCards({ onFilter }: { onFilter: (filter: ListFilter | null) => void }) {
  const summary = useEmployeeSummary();
  if (summary.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading the summary" sx={{ mb: 3 }}>
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  if (summary.isError) {
    return <QueryError query={summary} fallback="The summary could not be loaded." sx={{ mb: 3 }} />;
  }
  const s = summary.data;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      <Card title="By status">
        <Count value={s.total} label="employees" />
        {s.byStatus.map((row) => (
          <Line
            key={row.status}
            label={EMPLOYEE_STATUS_LABELS[row.status as EmployeeStatus]}
            count={row.count}
            onClick={() => onFilter({ columnId: 'status', value: row.status })}
          />
        ))}
      </Card>
      <Card title="By department">
        {s.byDepartment.length === 0 && <Typography variant="body2">No employees yet.</Typography>}
        {s.byDepartment.map((row) => (
          <Line
            key={row.departmentId ?? 'none'}
            label={row.departmentName ?? 'No department'}
            count={row.count}
            {...(row.departmentId !== null
              ? { onClick: () => onFilter({ columnId: 'orgDeptName', value: String(row.departmentId) }) }
              : {})}
          />
        ))}
      </Card>
      <Card title="Starters this month">
        <Count value={s.startersThisMonth} label="start this month" />
      </Card>
      <Card title="Missing required details">
        <Count value={s.missingDetails} label="records to complete" />
        <Typography variant="body2" color="text.secondary">
          Personal details, physical address, first emergency contact, superannuation, bank or tax details.
        </Typography>
      </Card>
    </Box>
  );
}
