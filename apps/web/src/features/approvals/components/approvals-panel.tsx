import type { TApprovalRow, TApprover } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { DataTable, type DataTableColumn, useListState } from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import {
  exportApprovals,
  useApprovalComments,
  useApprovalMutations,
  useApprovalPage,
  useApprovers,
} from '../api';
import { ResponseChip } from './response-chip';

const PAGE_SIZE = 5;
const DEFAULT_SORT = { columnId: 'approvalOrder', direction: 'asc' } as const;

const COLUMNS: DataTableColumn<TApprovalRow>[] = [
  { id: 'approvalOrder', label: 'Order', cell: (row) => row.approvalOrder, sortable: true },
  {
    id: 'approverName',
    label: 'Approver',
    sortable: true,
    cell: (row) => (
      <>
        {row.approverName}
        <Typography variant="body2" color="text.secondary">
          {row.approverEmail}
        </Typography>
      </>
    ),
  },
  {
    id: 'response',
    label: 'Response',
    cell: (row) => <ResponseChip response={row.response} />,
    sortable: true,
  },
  { id: 'emailSentAt', label: 'Emailed', cell: (row) => formatDate(row.emailSentAt) },
  { id: 'respondedAt', label: 'Responded', cell: (row) => formatDate(row.respondedAt), sortable: true },
  {
    id: 'comments',
    label: 'Comments',
    wrap: true,
    cell: (row) =>
      row.comments.map((comment) => (
        <Typography key={comment.id} variant="body2">
          {comment.comment}
        </Typography>
      )),
  },
];
const NEW_APPROVER = 'new';

/** The approvers of a requisition, sending it for approval, and the comments thread (process tab). */
export function ApprovalsPanel({ positionId, locked }: { positionId: number; locked: boolean }) {
  const { hasAuthority } = useAuth();
  const readOnly = locked || !hasAuthority('JOB_POSTING');
  const list = useListState({ size: PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  const approvals = useApprovalPage(positionId, state);
  const mutations = useApprovalMutations(positionId);
  const sending = mutations.send.isPending;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Approvals" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Approvals
        </Typography>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={sending || (approvals.data?.totalElements ?? 0) === 0}
            onClick={() => mutations.send.mutate()}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {sending ? 'Sending…' : 'Send for approval'}
          </Button>
        )}
      </Box>
      <DataTable
        label="Approvers"
        columns={COLUMNS}
        rows={approvals.data?.content ?? []}
        rowKey={(row) => row.id}
        page={state.page}
        size={state.size}
        total={approvals.data?.totalElements ?? 0}
        onPageChange={list.setPage}
        sort={state.sort}
        onSortChange={list.setSort}
        actions={
          readOnly
            ? undefined
            : (row) => (
                <IconButton
                  size="small"
                  aria-label={`Remove approver ${row.approverName}`}
                  disabled={mutations.removeApproval.isPending}
                  onClick={() => mutations.removeApproval.mutate(row.id)}
                >
                  ✕
                </IconButton>
              )
        }
        loading={approvals.isPending}
        fetching={approvals.isFetching}
        error={
          approvals.isError
            ? {
                message: errorMessage(approvals.error, 'The approvals could not be loaded.'),
                onRetry: () => void approvals.refetch(),
              }
            : null
        }
        loadingText="Loading approvals…"
        emptyText="No approvers yet"
        onExport={() => exportApprovals(positionId, state)}
      />
      {!readOnly && <AddApprover positionId={positionId} />}
      <Comments positionId={positionId} />
    </Paper>
  );
}

function AddApprover({ positionId }: { positionId: number }) {
  const approvers = useApprovers();
  const { addApprover } = useApprovalMutations(positionId);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const creating = choice === NEW_APPROVER;
  const ready = creating ? name.trim() !== '' && email.trim() !== '' : choice !== '';

  return (
    <Box
      component="form"
      aria-label="Add approver"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        addApprover.mutate(
          creating ? { name: name.trim(), email: email.trim() } : { approverId: Number(choice) },
          {
            onSuccess: () => {
              setChoice('');
              setName('');
              setEmail('');
            },
          },
        );
      }}
    >
      <TextField
        select
        size="small"
        label="Approver"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        sx={{ minWidth: 260 }}
        disabled={!approvers.data}
        helperText={approvers.isError ? 'The approvers could not be loaded.' : undefined}
      >
        {(approvers.data ?? []).map((approver: TApprover) => (
          <MenuItem key={approver.id} value={String(approver.id)}>
            {approver.name} ({approver.email})
          </MenuItem>
        ))}
        <MenuItem value={NEW_APPROVER}>New approver…</MenuItem>
      </TextField>
      {creating && (
        <>
          <TextField
            size="small"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            size="small"
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <Button
        type="submit"
        variant="outlined"
        disabled={!ready || addApprover.isPending}
        startIcon={addApprover.isPending ? <CircularProgress size={16} /> : undefined}
      >
        Add approver
      </Button>
    </Box>
  );
}

function Comments({ positionId }: { positionId: number }) {
  const comments = useApprovalComments(positionId);
  const { comment } = useApprovalMutations(positionId);
  const [text, setText] = useState('');
  return (
    <Box sx={{ mt: 3 }} component="section" aria-label="Comments">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Comments
      </Typography>
      {comments.isPending ? (
        <Typography color="text.secondary">Loading comments…</Typography>
      ) : comments.isError ? (
        <Alert severity="error">{errorMessage(comments.error, 'The comments could not be loaded.')}</Alert>
      ) : comments.data.length === 0 ? (
        <Typography color="text.secondary">No comments yet</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.data.map((c) => (
            <Box component="li" key={c.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
              <Typography variant="body2">{c.comment}</Typography>
              <Typography variant="caption" color="text.secondary">
                {c.author ?? 'Someone'} · {formatDate(c.createdAt)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          comment.mutate(text.trim(), { onSuccess: () => setText('') });
        }}
      >
        <TextField
          size="small"
          label="Comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          maxRows={4}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="outlined" disabled={!text.trim() || comment.isPending}>
          Post comment
        </Button>
      </Box>
    </Box>
  );
}
