// A read that failed, said the same way on every screen: the server's message (or the screen's own
// sentence when it gave none) with a Retry button that reads again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../api/client';

interface Props {
  /** The failed query (react-query's result, or anything with its error and refetch). */
  query: { error: unknown; refetch: () => unknown };
  /** Said when the server gave no message ("The calendar could not be loaded."). */
  fallback: string;
  sx?: SxProps<Theme>;
}

export function QueryError({ query, fallback, sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    >
      {errorMessage(query.error, fallback)}
    </Alert>
  );
}
