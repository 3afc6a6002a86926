import { DEFAULT_PAGE_SIZE, type TOutboxListRow } from '@hr/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { PageTitle } from '../../../shared/ui/page-title';
import { useOutbox } from '../api';
import { EmailDialog } from '../components/email-dialog';
import { EmailStatusChip } from '../components/email-status-chip';
import { formatDateTime, templateName } from '../format';

const SEARCH_DELAY_MS = 300;

const COLUMNS: { id: string; header: string; cell: (row: TOutboxListRow) => ReactNode }[] = [
  { id: 'toAddress', header: 'To', cell: (row) => row.toAddress },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  { id: 'template', header: 'Template', cell: (row) => templateName(row.templateKey) },
  { id: 'status', header: 'Status', cell: (row) => <EmailStatusChip status={row.status} /> },
  { id: 'createdAt', header: 'Created', cell: (row) => formatDateTime(row.createdAt) },
];

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** /outbox: every email the system recorded (captured, sent or failed), newest first. */
export default function OutboxPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const query = useOutbox({ page, size: DEFAULT_PAGE_SIZE, search });
  const [shown, setShown] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });
  const show = (id: number) => setShown({ id, open: true });

  const rows = query.data?.responseDataList ?? [];
  const total = query.data?.paging.totalElements ?? 0;

  return (
    <Box>
      <PageTitle>Outbox</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Every email the system has sent or, without a mail server configured, captured here instead. Open one
        to read it and follow its links.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Search recipient or subject"
          type="search"
          size="small"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, 'The outbox could not be loaded.')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {query.isFetching && <LinearProgress aria-label="Loading emails" />}
          <TableContainer>
            <Table size="small" aria-label="Emails">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={row.id}
                    hover
                    tabIndex={0}
                    sx={{ cursor: 'pointer' }}
                    onClick={() => show(row.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        show(row.id);
                      }
                    }}
                  >
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column.id}
                        sx={{ whiteSpace: column.id === 'subject' ? 'normal' : 'nowrap' }}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {query.isPending && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      align="center"
                      sx={{ py: 6, color: 'text.secondary' }}
                    >
                      Loading emails…
                    </TableCell>
                  </TableRow>
                )}
                {!query.isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      align="center"
                      sx={{ py: 6, color: 'text.secondary' }}
                    >
                      {search ? 'No emails match the search' : 'No emails yet'}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={total}
            page={total === 0 ? 0 : page - 1}
            rowsPerPage={DEFAULT_PAGE_SIZE}
            rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
            onPageChange={(_, next) => setPaging({ search, page: next + 1 })}
          />
        </Paper>
      )}
      <EmailDialog
        id={shown.id}
        open={shown.open}
        onClose={() => setShown((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
