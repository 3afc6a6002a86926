import type { TApprover } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatDate } from '../../../shared/ui/format';
import { useApprovalComments, useApprovalMutations, useApprovalPage, useApprovers } from '../api';
import { ResponseChip } from './response-chip';

const PAGE_SIZE = 5;
const NEW_APPROVER = 'new';

/** The approvers of a requisition, sending it for approval, and the comments thread (process tab). */
export function ApprovalsPanel({ positionId, locked }: { positionId: number; locked: boolean }) {
  const { hasAuthority } = useAuth();
  const readOnly = locked || !hasAuthority('JOB_POSTING');
  const [page, setPage] = useState(1);
  const approvals = useApprovalPage(positionId, page, PAGE_SIZE);
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
      {approvals.isPending ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} />
          <Typography>Loading approvals…</Typography>
        </Box>
      ) : approvals.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void approvals.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(approvals.error, 'The approvals could not be loaded.')}
        </Alert>
      ) : approvals.data.totalElements === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No approvers yet
        </Typography>
      ) : (
        <>
          <Table size="small" aria-label="Approvers">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Approver</TableCell>
                <TableCell>Response</TableCell>
                <TableCell>Emailed</TableCell>
                <TableCell>Responded</TableCell>
                <TableCell>Comments</TableCell>
                {!readOnly && <TableCell aria-label="Actions" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {approvals.data.content.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.approvalOrder}</TableCell>
                  <TableCell>
                    {row.approverName}
                    <Typography variant="body2" color="text.secondary">
                      {row.approverEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ResponseChip response={row.response} />
                  </TableCell>
                  <TableCell>{formatDate(row.emailSentAt)}</TableCell>
                  <TableCell>{formatDate(row.respondedAt)}</TableCell>
                  <TableCell>
                    {row.comments.map((comment) => (
                      <Typography key={comment.id} variant="body2">
                        {comment.comment}
                      </Typography>
                    ))}
                  </TableCell>
                  {!readOnly && (
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-label={`Remove approver ${row.approverName}`}
                        disabled={mutations.removeApproval.isPending}
                        onClick={() => mutations.removeApproval.mutate(row.id)}
                      >
                        ✕
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={approvals.data.totalElements}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next + 1)}
          />
        </>
      )}
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
