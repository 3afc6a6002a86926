import type { TLeaveAbsence } from '@hr/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryError } from '../../../shared/ui/query-error';
import { useReferenceLookup } from '../../reference-data';
import { useLeaveCalendar } from '../api';
import { isoDay } from '../format';

type View = 'month' | 'week';

/** The days shown: the month of `anchor`, or its Monday-to-Sunday week. */
function rangeOf(anchor: Date, view: View): Date[] {
  const days: Date[] = [];
  if (view === 'month') {
    const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0).getDate();
    for (let d = 1; d <= last; d++) days.push(new Date(anchor.getFullYear(), anchor.getMonth(), d));
  } else {
    const monday = new Date(anchor);
    monday.setDate(anchor.getDate() - ((anchor.getDay() + 6) % 7));
    for (let i = 0; i < 7; i++)
      days.push(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i));
  }
  return days;
}

/** A local day from 'YYYY-MM-DD', or null for anything else. */
function dayOf(text: string | null): Date | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

function shift(anchor: Date, view: View, step: number): Date {
  return view === 'month'
    ? new Date(anchor.getFullYear(), anchor.getMonth() + step, 1)
    : new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate() + 7 * step);
}

const WEEKDAY = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/** What one person's cell says on a day: approved (filled, 'A') or pending (hatched outline, 'P'). */
function Mark({ absence, date }: { absence: TLeaveAbsence; date: string }) {
  const half =
    (absence.halfDayStart && date === absence.startDate) || (absence.halfDayEnd && date === absence.endDate);
  const pending = absence.state === 'PENDING';
  const words = `${pending ? 'Pending' : 'Approved'}${half ? ', half day' : ''}${
    absence.leaveTypeName ? `: ${absence.leaveTypeName}` : ''
  }`;
  return (
    <Box
      component="span"
      title={words}
      sx={{
        display: 'block',
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '22px',
        textAlign: 'center',
        border: 2,
        borderStyle: pending ? 'dashed' : 'solid',
        borderColor: pending ? 'warning.main' : 'success.main',
        bgcolor: pending ? 'transparent' : 'success.main',
        color: pending ? 'warning.dark' : 'success.contrastText',
      }}
    >
      <span aria-hidden="true">
        {pending ? 'P' : 'A'}
        {half ? '½' : ''}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {words}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Who is away per day, a month or a week at a time, pending apart from approved; by department. */
export function TeamCalendar() {
  const [view, setView] = useState<View>('month');
  // The shown day is in the URL (`?date=`), so a link opens the calendar on a given month or week.
  const [params, setParams] = useSearchParams();
  const anchor = dayOf(params.get('date')) ?? new Date();
  const setAnchor = (next: Date) =>
    setParams(
      (current) => {
        current.set('date', isoDay(next));
        return current;
      },
      { replace: true },
    );
  const [departmentId, setDepartmentId] = useState<number | ''>('');
  const departments = useReferenceLookup('departments');
  const days = rangeOf(anchor, view);
  const dates = days.map(isoDay);
  const from = dates[0] ?? isoDay(anchor);
  const to = dates[dates.length - 1] ?? from;
  const query = useLeaveCalendar({ from, to, departmentId: departmentId === '' ? undefined : departmentId });

  // One row per person away in the range, with every absence of theirs.
  const people = useMemo(() => {
    const byEmployee = new Map<
      number,
      { name: string; department: string | null; absences: TLeaveAbsence[] }
    >();
    for (const a of query.data?.absences ?? []) {
      const row = byEmployee.get(a.employeeId) ?? {
        name: a.employeeName,
        department: a.departmentName,
        absences: [],
      };
      row.absences.push(a);
      byEmployee.set(a.employeeId, row);
    }
    return [...byEmployee.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  }, [query.data]);

  const title = view === 'month' ? MONTH.format(anchor) : `Week of ${from}`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label="Calendar view"
          color="primary"
          // MUI's unselected grey is too faint on this theme's paper (axe colour contrast).
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          onChange={(_event, next: View | null) => next && setView(next)}
        >
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <IconButton aria-label={`Previous ${view}`} onClick={() => setAnchor(shift(anchor, view, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ minWidth: 180, textAlign: 'center' }}
        >
          {title}
        </Typography>
        <IconButton aria-label={`Next ${view}`} onClick={() => setAnchor(shift(anchor, view, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setAnchor(new Date())}>
          Today
        </Button>
        <TextField
          select
          size="small"
          label="Department"
          value={departmentId === '' ? '' : String(departmentId)}
          onChange={(event) => setDepartmentId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All departments</MenuItem>
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        {query.isFetching && <CircularProgress size={18} aria-label="Loading the calendar" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Key: <strong>A</strong> approved (filled), <strong>P</strong> pending (dashed outline),{' '}
        <strong>½</strong> half day.
      </Typography>
      {query.isPending ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>Loading the calendar…</Typography>
        </Box>
      ) : query.isError ? (
        <QueryError query={query} fallback="The calendar could not be loaded." />
      ) : people.length === 0 ? (
        <Alert severity="info">Nobody is away in this {view}.</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Team calendar, scrollable">
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              fontSize: 13,
              '& th, & td': { border: 1, borderColor: 'divider', p: 0.5 },
            }}
          >
            <caption style={visuallyHidden}>Who is away, {title}</caption>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left', minWidth: 160 }}>
                  Employee
                </Box>
                {days.map((day, i) => {
                  const weekend = day.getDay() === 0 || day.getDay() === 6;
                  return (
                    <Box
                      component="th"
                      scope="col"
                      key={dates[i]}
                      sx={{ minWidth: 34, fontWeight: 500, bgcolor: weekend ? 'action.hover' : undefined }}
                    >
                      <abbr title={dates[i]} style={{ textDecoration: 'none' }}>
                        {WEEKDAY.format(day)}
                        <br />
                        {day.getDate()}
                      </abbr>
                    </Box>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {people.map(([id, person]) => (
                <tr key={id}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 500 }}>
                    {person.name}
                    {person.department && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {person.department}
                      </Typography>
                    )}
                  </Box>
                  {dates.map((date, i) => {
                    const absence = person.absences.find((a) => a.startDate <= date && date <= a.endDate);
                    const weekend = days[i]?.getDay() === 0 || days[i]?.getDay() === 6;
                    return (
                      <Box component="td" key={date} sx={{ bgcolor: weekend ? 'action.hover' : undefined }}>
                        {absence && <Mark absence={absence} date={date} />}
                      </Box>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}
