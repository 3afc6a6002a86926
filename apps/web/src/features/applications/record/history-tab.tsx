// Every status change (who, when, from, to, comment) and the record's audit, newest first.
import type { TApplicationRecord } from '@hr/contracts';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../shared/ui/format';
import { statusLabel } from '../components/status-chip';

const label = (status: string | null) => (status ? statusLabel(status) : '—');

const AUDIT_LABELS: Record<string, string> = {
  CREATED: 'Application created',
  UPDATED: 'Details updated',
  CONTACT_UPDATED: 'Contact details corrected',
  RESUME_ADDED: 'Resume added',
  RESUME_REPLACED: 'Resume replaced',
  PROFILE_FROM_RESUME: 'Profile filled from the resume',
  REVIEWED: 'Reviewed',
  COMPLIANCE_SAVED: 'Compliance review saved',
  COMPLIANCE_STATUS: 'Compliance status changed',
};

export function HistoryTab({ record }: { record: TApplicationRecord }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Status changes
      </Typography>
      <Table size="small" aria-label="Status changes">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Comment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.history.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{formatDateTime(h.createdAt)}</TableCell>
              <TableCell>{h.userName ?? '—'}</TableCell>
              <TableCell>{label(h.fromStatus)}</TableCell>
              <TableCell>{label(h.toStatus)}</TableCell>
              <TableCell>{h.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2">
        Audit
      </Typography>
      {record.audit.length === 0 ? (
        <Typography>No changes recorded yet.</Typography>
      ) : (
        <Table size="small" aria-label="Audit">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Fields</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.audit.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{formatDateTime(a.createdAt)}</TableCell>
                <TableCell>{a.userName ?? '—'}</TableCell>
                <TableCell>{AUDIT_LABELS[a.action] ?? a.action}</TableCell>
                <TableCell>{a.fields.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
