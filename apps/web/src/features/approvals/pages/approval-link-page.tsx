import {
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TApprovalByToken,
  type TRespondByLinkForm,
  ZRespondByLinkForm,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { DecideByLinkPage, DecisionButtons, DetailList } from '../../../shared/ui/decide-by-link';
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
    <DecideByLinkPage
      title="Job requisition approval"
      maxWidth={720}
      query={query}
      loadingText="Loading the requisition…"
      errorText={(error) =>
        error instanceof ApiError && (error.status === 404 || error.status === 400)
          ? 'This approval link is not valid or has already been used.'
          : errorMessage(error, 'The requisition could not be loaded.')
      }
    >
      {(data) =>
        respond.isSuccess ? (
          <Alert severity="success" role="status">
            Thank you. Your response ({respond.data.response === 'APPROVED' ? 'approved' : 'declined'}) has
            been recorded. The requisition is now {statusLabel(respond.data.status)}.
          </Alert>
        ) : (
          <>
            <Summary data={data} />
            {data.expired ? (
              <Alert severity="warning">
                This approval link has expired. Ask the recruiter to send it again.
              </Alert>
            ) : !data.open ? (
              <Alert severity="info">
                This requisition is no longer waiting for your response (
                {statusLabel(data.requisition.status)}
                ).
              </Alert>
            ) : (
              <RespondForm onRespond={(body) => respond.mutateAsync(body)} />
            )}
          </>
        )
      }
    </DecideByLinkPage>
  );
}

/** The decision and an optional comment; each decision button sends the form with its own response. */
function RespondForm({ onRespond }: { onRespond: (body: TRespondByLinkForm) => Promise<unknown> }) {
  const form = useZodForm(ZRespondByLinkForm, { defaultValues: { response: 'APPROVED' } });
  return (
    <Form form={form} onSubmit={onRespond} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextAreaField
        name="comment"
        label="Comment (optional)"
        minRows={2}
        emptyAs={undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <DecisionButtons
        approve="APPROVED"
        decline="DECLINED"
        chosen={form.watch('response')}
        busy={form.formState.isSubmitting}
        choose={(response) => form.setValue('response', response)}
      />
    </Form>
  );
}

function Summary({ data }: { data: TApprovalByToken }) {
  const r = data.requisition;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 2 }}>
        {data.approverName}, your approval is requested. Your response:{' '}
        <ResponseChip response={data.response} />
      </Typography>
      <DetailList
        rows={[
          ['Requisition', `#${r.id}`],
          ['Position', r.positionTitle],
          ['Department', r.department ?? '—'],
          ['Position type', r.positionType ?? '—'],
          ['City', r.city ?? '—'],
          ['Openings', String(r.numberOfPositions)],
          ['Dates', `${formatDate(r.startDate)} to ${formatDate(r.endDate)}`],
          ['Compensation', money(r)],
          ['Status', statusLabel(r.status)],
        ]}
      />
      {r.summary && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {r.summary}
        </Typography>
      )}
    </Box>
  );
}
