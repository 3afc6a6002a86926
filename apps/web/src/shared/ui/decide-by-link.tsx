// The pages an emailed one-time link opens to decide something (a requisition approval, a leave
// request): public, the token is the proof. One frame, one set of token states, one details list and
// one pair of decision buttons, so every such page behaves and reads alike.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The page: a centred sheet with its heading, then the token's state or what to decide. */
export function DecideByLinkPage<T>({
  title,
  maxWidth,
  query,
  loadingText,
  errorText,
  children,
}: {
  title: string;
  maxWidth: number;
  /** The link's subject, read by its token. */
  query: UseQueryResult<T, unknown>;
  loadingText: string;
  /** The message for a link that could not be read (unknown, used or malformed token, or a failure). */
  errorText: (error: unknown) => string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, md: 6 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth }} component="main">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {query.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{loadingText}</Typography>
          </Box>
        ) : query.isError ? (
          <Alert severity="error">{errorText(query.error)}</Alert>
        ) : (
          children(query.data)
        )}
      </Paper>
    </Box>
  );
}

/** Label and value pairs, as a description list. */
export function DetailList({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Approve and Decline as two submit buttons of one form: each sets the decision field to its own
 * value before the form is sent, and shows the spinner while that decision is being saved.
 */
export function DecisionButtons<V extends string>({
  approve,
  decline,
  chosen,
  busy,
  choose,
  labelSuffix = '',
}: {
  approve: V;
  decline: V;
  chosen: V;
  busy: boolean;
  choose: (value: V) => void;
  /** Added to both labels (e.g. " cancellation"). */
  labelSuffix?: string;
}) {
  const buttons = [
    { value: approve, label: 'Approve', variant: 'contained', color: 'success' },
    { value: decline, label: 'Decline', variant: 'outlined', color: 'error' },
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {buttons.map(({ value, label, variant, color }) => (
        <Button
          key={value}
          type="submit"
          variant={variant}
          color={color}
          disabled={busy}
          startIcon={busy && chosen === value ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => choose(value)}
        >
          {`${label}${labelSuffix}`}
        </Button>
      ))}
    </Box>
  );
}
