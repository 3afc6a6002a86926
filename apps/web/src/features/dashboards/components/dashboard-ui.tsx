import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '../../../shared/ui/query-error';

/** One titled card of a dashboard; the title names its region. */
export function DashboardCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A big number with its label; a link to the list it counts when `to` is given. */
export function Figure({
  value,
  label,
  to,
  hint,
}: {
  value: ReactNode;
  label: string;
  to?: string;
  hint?: string;
}) {
  const number = (
    <Typography component="span" variant="h4" sx={{ fontWeight: 600, display: 'block' }}>
      {value}
    </Typography>
  );
  return (
    <Box sx={{ minWidth: 140 }}>
      {to ? (
        <Link component={RouterLink} to={to} underline="hover" aria-label={`${label}: ${value}`}>
          {number}
        </Link>
      ) : (
        number
      )}
      <Typography color="text.secondary">{label}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export interface Bar {
  key: string;
  label: string;
  count: number;
  to?: string;
}

/** Counts as horizontal bars scaled to the largest; each count links to its list. */
export function CountBars({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bars.map((bar) => (
        <Box
          component="li"
          key={bar.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: '10rem 1fr 3.5rem',
            alignItems: 'center',
            gap: 1,
            py: 0.25,
          }}
        >
          <Typography variant="body2">{bar.label}</Typography>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, height: 10 }} aria-hidden>
            <Box
              sx={{
                width: `${(bar.count / max) * 100}%`,
                bgcolor: 'primary.main',
                height: '100%',
                borderRadius: 1,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
            {bar.to ? (
              <Link component={RouterLink} to={bar.to} aria-label={`${bar.label}: ${bar.count}`}>
                {bar.count}
              </Link>
            ) : (
              bar.count
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A dashboard call's loading and error states; the content once it answered. */
export function DashboardState<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} />
        <Typography>Loading {what}…</Typography>
      </Box>
    );
  }
  if (query.isError || query.data === undefined) {
    return <QueryError query={query} fallback={`The ${what} could not be loaded.`} />;
  }
  return <>{children(query.data)}</>;
}

/** What a card says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}
