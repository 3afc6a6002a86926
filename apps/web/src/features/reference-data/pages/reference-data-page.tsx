import { isRefUploadKind, type TRefItem, type TRefKind, type TRefRow } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { SearchBox } from '../../../shared/ui/data-table/search-box';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-error';
import { TimeZoneSetting } from '../../organisation';
import { RetentionSetting } from '../../privacy';
import { useReferenceList } from '../api';
import { ReferenceDeleteDialog } from '../components/reference-delete-dialog';
import { ReferenceFormDialog } from '../components/reference-form-dialog';
import { ReferenceUpload } from '../components/reference-upload';
import { columnsOf, isRefKind, kindTitle, SCREEN_KINDS } from '../kinds';

type Editing = { mode: 'add' } | { mode: 'edit'; row: TRefRow } | { mode: 'delete'; row: TRefRow } | null;

/** /referenceData: pick a kind on the left, see and maintain its values on the right. */
export default function ReferenceDataPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: TRefKind = isRefKind(requested) ? requested : SCREEN_KINDS[0]!;

  return (
    <Box>
      <PageTitle>Reference Data</PageTitle>
      <TimeZoneSetting />
      <RetentionSetting />
      <Box
        sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', md: 'row' } }}
      >
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <List component="nav" aria-label="Reference data kinds" dense>
            {SCREEN_KINDS.map((k) => (
              <ListItemButton
                key={k}
                selected={k === kind}
                aria-current={k === kind ? 'page' : undefined}
                onClick={() => setParams({ kind: k })}
              >
                <ListItemText primary={kindTitle(k)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        {/* Keyed by kind: the search, dialogs and upload report belong to one kind. */}
        <KindPanel key={kind} kind={kind} />
      </Box>
    </Box>
  );
}

function KindPanel({ kind }: { kind: TRefKind }) {
  const { hasAuthority } = useAuth();
  const canChange = hasAuthority('JOB_POSTING');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const designations = useReferenceList<TRefItem>('job_designation', { enabled: kind === 'job_role_res' });
  const [chosenDesignation, setChosenDesignation] = useState<number | undefined>();
  const designationId =
    kind === 'job_role_res' ? (chosenDesignation ?? designations.data?.[0]?.id) : undefined;
  const needsDesignation = kind === 'job_role_res' && designationId === undefined;

  const query = useReferenceList(kind, { designationId });
  const columns = useMemo(() => columnsOf(kind), [kind]);
  const title = kindTitle(kind);

  // Reference lists are small (tens to a few thousand rows), so the search filters in the browser.
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = query.data ?? [];
    if (!term) return all;
    return all.filter((row) => columns.some((column) => column.cell(row).toLowerCase().includes(term)));
  }, [query.data, search, columns]);

  const span = columns.length + (canChange ? 1 : 0);
  const message = (text: string) => (
    <TableRow>
      <TableCell colSpan={span} align="center" sx={{ py: 6, color: 'text.secondary' }}>
        {text}
      </TableCell>
    </TableRow>
  );

  return (
    <Box component="section" aria-label={title} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {kind === 'job_role_res' && (
          <TextField
            select
            size="small"
            label="Designation"
            value={designationId ? String(designationId) : ''}
            onChange={(event) => setChosenDesignation(Number(event.target.value))}
            sx={{ minWidth: 240 }}
            disabled={!designations.data?.length}
            helperText={
              designations.data && designations.data.length === 0 ? 'Add a designation first' : undefined
            }
          >
            {(designations.data ?? []).map((d) => (
              <MenuItem key={d.id} value={String(d.id)}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <SearchBox label="Search" value={search} onChange={setSearch} />
        {canChange && (
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ mode: 'add' })}
              disabled={needsDesignation}
            >
              Add
            </Button>
            {isRefUploadKind(kind) && <ReferenceUpload kind={kind} />}
          </>
        )}
      </Box>

      {query.isError ? (
        <QueryError query={query} fallback={`The ${title.toLowerCase()} could not be loaded.`} />
      ) : (
        <Paper variant="outlined">
          {query.isFetching && <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} />}
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.id} sx={{ fontWeight: 600 }}>
                      {column.header}
                    </TableCell>
                  ))}
                  {canChange && (
                    <TableCell align="right" sx={{ fontWeight: 600, width: 120 }}>
                      Actions
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    {columns.map((column) => (
                      <TableCell key={column.id}>{column.cell(row)}</TableCell>
                    ))}
                    {canChange && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="Edit">
                          <IconButton
                            size="small"
                            aria-label={`Edit ${row.name}`}
                            onClick={() => setEditing({ mode: 'edit', row })}
                          >
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Delete">
                          <IconButton
                            size="small"
                            aria-label={`Delete ${row.name}`}
                            onClick={() => setEditing({ mode: 'delete', row })}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                {needsDesignation &&
                  !designations.isPending &&
                  message('Pick a designation to see its responsibilities')}
                {!needsDesignation && query.isPending && message(`Loading ${title.toLowerCase()}…`)}
                {!query.isPending &&
                  rows.length === 0 &&
                  message(
                    search.trim()
                      ? `No ${title.toLowerCase()} match '${search.trim()}'`
                      : `No ${title.toLowerCase()} yet`,
                  )}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}

      {(editing?.mode === 'add' || editing?.mode === 'edit') && (
        <ReferenceFormDialog
          kind={kind}
          row={editing.mode === 'edit' ? editing.row : null}
          designationId={designationId}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'delete' && (
        <ReferenceDeleteDialog kind={kind} row={editing.row} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
