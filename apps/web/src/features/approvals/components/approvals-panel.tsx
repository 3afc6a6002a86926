import {
  MESSAGES,
  NEW_APPROVER,
  REQUISITION_STEP_LABELS,
  type TAddApproverForm,
  type TApprovalRow,
  type TApprover,
  ZAddApproverForm,
  ZPostComment,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { DataTable, type DataTableColumn, useListState } from '../../../shared/ui/data-table';
import { Form, SelectField, TextInputField, useZodForm } from '../../../shared/ui/form';
import { formatDate } from '../../../shared/ui/format';
import {
  exportApprovals,
  useApprovalComments,
  useApprovalMutations,
  useApprovalPage,
  useApprovers,
  useReadyToSubmit,
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
/** Nothing chosen yet: the form asks for an approver first. */
const EMPTY_APPROVER: TAddApproverForm = {
  approverId: null as unknown as TAddApproverForm['approverId'],
  name: '',
  email: '',
};

/** The approvers of a requisition, sending it for approval, and the comments thread (process tab). */
export function ApprovalsPanel({ positionId, locked }: { positionId: number; locked: boolean }) {
  const { hasAuthority } = useAuth();
  const readOnly = locked || !hasAuthority('JOB_POSTING');
  const list = useListState({ size: PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  const approvals = useApprovalPage(positionId, state);
  const mutations = useApprovalMutations(positionId);
  const sending = mutations.send.isPending;
  const check = useReadyToSubmit(positionId, !readOnly);
  const needs = check.data?.missingToSubmit ?? [];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Approvals" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Approvals
        </Typography>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={sending || needs.length > 0 || (approvals.data?.totalElements ?? 0) === 0}
            onClick={() => mutations.send.mutate()}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {sending ? 'Sending…' : 'Send for approval'}
          </Button>
        )}
      </Box>
      {!readOnly && needs.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="approval-needs">
          {MESSAGES.requisitionIncomplete}. Sending for approval needs:{' '}
          {needs.map((step) => REQUISITION_STEP_LABELS[step]).join(', ')}.
        </Alert>
      )}
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
  const form = useZodForm(ZAddApproverForm, { defaultValues: EMPTY_APPROVER });
  const creating = useWatch({ control: form.control, name: 'approverId' }) === NEW_APPROVER;
  const options = [
    ...(approvers.data ?? []).map((approver: TApprover) => ({
      value: approver.id,
      label: `${approver.name} (${approver.email})`,
    })),
    { value: NEW_APPROVER, label: 'New approver…' },
  ];

  return (
    <Form
      form={form}
      aria-label="Add approver"
      sx={{ mt: 2 }}
      onSubmit={(input) => addApprover.mutateAsync(input)}
      onSuccess={() => form.reset(EMPTY_APPROVER)}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <SelectField
          name="approverId"
          size="small"
          label="Approver"
          fullWidth={false}
          sx={{ minWidth: 260 }}
          disabled={!approvers.data}
          helperText={approvers.isError ? 'The approvers could not be loaded.' : undefined}
          options={options}
        />
        {creating && (
          <>
            <TextInputField name="name" size="small" label="Name" fullWidth={false} />
            <TextInputField name="email" size="small" label="Email" type="email" fullWidth={false} />
          </>
        )}
        <Button
          type="submit"
          variant="outlined"
          disabled={form.formState.isSubmitting}
          startIcon={form.formState.isSubmitting ? <CircularProgress size={16} /> : undefined}
          sx={{ mt: 0.5 }}
        >
          Add approver
        </Button>
      </Box>
    </Form>
  );
}

function Comments({ positionId }: { positionId: number }) {
  const comments = useApprovalComments(positionId);
  const { comment } = useApprovalMutations(positionId);
  const form = useZodForm(ZPostComment, { defaultValues: { comment: '' } });
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
      <Form
        form={form}
        sx={{ mt: 1 }}
        onSubmit={({ comment: text }) => comment.mutateAsync(text)}
        onSuccess={() => form.reset({ comment: '' })}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextInputField
            name="comment"
            size="small"
            label="Comment"
            multiline
            maxRows={4}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting} sx={{ mt: 0.5 }}>
            Post comment
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
