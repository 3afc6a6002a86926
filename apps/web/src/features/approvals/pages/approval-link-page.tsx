import {
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TApprovalByToken,
  type TRespondByLinkForm,
  ZRespondByLinkForm,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { Form, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { formatDate } from '../../../shared/ui/format';
import { useApprovalByToken, useRespondByToken } from '../api';
import { ResponseChip } from '../components/response-chip';

const statusLabel = (status: string) => REQUISITION_STATUSES[status as RequisitionStatus] ?? status;

function money(r: TApprovalByToken['requisition']) {
  if (r.compensationFrom === null || r.compensationTo === null) return '—';
  const salary = r.salaryOption ? ` (${r.salaryOption.toLowerCase()})` : '';
  return `${r.currency ?? ''} ${r.compensationFrom} – ${r.compensationTo}${salary}`.trim();
}

/** /approval/:token: the page an approver's emailed link opens; public, the token is the proof. */
export default function ApprovalLinkPage() {
  const { token = '' } = useParams();
  const query = useApprovalByToken(token);
  const respond = useRespondByToken(token);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, md: 6 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 720 }} component="main">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Job requisition approval
        </Typography>
        {query.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>Loading the requisition…</Typography>
          </Box>
        ) : query.isError ? (
          <Alert severity="error">
            {query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
              ? 'This approval link is not valid or has already been used.'
              : errorMessage(query.error, 'The requisition could not be loaded.')}
          </Alert>
        ) : respond.isSuccess ? (
          <Alert severity="success" role="status">
            Thank you. Your response ({respond.data.response === 'APPROVED' ? 'approved' : 'declined'}) has
            been recorded. The requisition is now {statusLabel(respond.data.status)}.
          </Alert>
        ) : (
          <>
            <Summary data={query.data} />
            {query.data.expired ? (
              <Alert severity="warning">
                This approval link has expired. Ask the recruiter to send it again.
              </Alert>
            ) : !query.data.open ? (
              <Alert severity="info">
                This requisition is no longer waiting for your response (
                {statusLabel(query.data.requisition.status)}
                ).
              </Alert>
            ) : (
              <RespondForm onRespond={(body) => respond.mutateAsync(body)} />
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}

const DECISIONS = [
  { response: 'APPROVED', label: 'Approve', variant: 'contained', color: 'success' },
  { response: 'DECLINED', label: 'Decline', variant: 'outlined', color: 'error' },
] as const;

/** The decision and an optional comment; each decision button sends the form with its own response. */
function RespondForm({ onRespond }: { onRespond: (body: TRespondByLinkForm) => Promise<unknown> }) {
  const form = useZodForm(ZRespondByLinkForm, { defaultValues: { response: 'APPROVED' } });
  const busy = form.formState.isSubmitting;
  const chosen = form.watch('response');
  return (
    <Form form={form} onSubmit={onRespond} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextAreaField
        name="comment"
        label="Comment (optional)"
        minRows={2}
        emptyAs={undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        {DECISIONS.map(({ response, label, variant, color }) => (
          <Button
            key={response}
            type="submit"
            variant={variant}
            color={color}
            disabled={busy}
            startIcon={
              busy && chosen === response ? <CircularProgress size={16} color="inherit" /> : undefined
            }
            onClick={() => form.setValue('response', response)}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Form>
  );
}

function Summary({ data }: { data: TApprovalByToken }) {
  const r = data.requisition;
  const rows: [string, string][] = [
    ['Requisition', `#${r.id}`],
    ['Position', r.positionTitle],
    ['Department', r.department ?? '—'],
    ['Position type', r.positionType ?? '—'],
    ['City', r.city ?? '—'],
    ['Openings', String(r.numberOfPositions)],
    ['Dates', `${formatDate(r.startDate)} to ${formatDate(r.endDate)}`],
    ['Compensation', money(r)],
    ['Status', statusLabel(r.status)],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 2 }}>
        {data.approverName}, your approval is requested. Your response:{' '}
        <ResponseChip response={data.response} />
      </Typography>
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
      {r.summary && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {r.summary}
        </Typography>
      )}
    </Box>
  );
}
