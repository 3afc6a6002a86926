// HR's review of the applicant's compliance documents: open it with a note, then decide it.
import { COMPLIANCE_STATUSES, type TApplicationRecord } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/ui/format';
import { LetterDocumentsReview } from '../../letters';
import { useComplianceApplication, useRecordMutations } from './api';

export function ComplianceTab({ record }: { record: TApplicationRecord }) {
  const compliance = useComplianceApplication(record.id);
  const { saveCompliance, complianceStatus } = useRecordMutations(record.id, record.jobPositionId);
  const [note, setNote] = useState<string | null>(null);
  if (compliance.isPending) return <CircularProgress aria-label="Loading the compliance review" />;
  if (compliance.isError) return <Alert severity="error">The compliance review could not be loaded.</Alert>;
  const current = compliance.data;
  return (
    <Stack spacing={2}>
      <LetterDocumentsReview applicationId={record.id} />
      <Typography data-testid="compliance-status">
        {current
          ? `Status: ${current.status}${current.reviewedBy ? ` (by ${current.reviewedBy}, ${formatDateTime(current.reviewedAt)})` : ''}`
          : 'No compliance review yet.'}
      </Typography>
      <TextField
        label="Note"
        multiline
        minRows={2}
        value={note ?? current?.note ?? ''}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button
          variant="outlined"
          disabled={saveCompliance.isPending}
          onClick={() => saveCompliance.mutate({ note: note ?? current?.note ?? null })}
        >
          {current ? 'Save note' : 'Open compliance review'}
        </Button>
      </div>
      {current && (
        <Stack direction="row" spacing={1} aria-label="Compliance decision">
          {COMPLIANCE_STATUSES.filter((s) => s !== current.status).map((status) => (
            <Button
              key={status}
              variant={status === 'APPROVED' ? 'contained' : 'outlined'}
              disabled={complianceStatus.isPending}
              onClick={() => complianceStatus.mutate({ id: current.id, status })}
            >
              {status}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
