import {
  REQUISITION_STEP_LABELS,
  REQUISITION_STEPS,
  type TRequisitionSummary,
  ZRequisitionSummaryInput,
} from '@hr/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { selectionProcessPath } from '../../selection-process';
import { useAuditLog, useRequisitionCheck, useRequisitionSummary, useSaveSummary } from './api';
import { auditWho, auditWords } from './audit-words';
import { StepSave } from './step-save';

interface Props {
  positionId: number;
  locked: boolean;
}

/** Which steps are saved, and whether the selection process that approval needs is set (`check/{id}`). */
export function ProgressPanel({ positionId }: { positionId: number }) {
  const check = useRequisitionCheck(positionId);
  if (check.isPending) return <LinearProgress aria-label="Loading progress" />;
  if (check.isError) return <Alert severity="error">The progress could not be loaded.</Alert>;
  const missing = new Set(check.data.missing);
  const done = REQUISITION_STEPS.length - missing.size;
  const processMissing = check.data.missingToSubmit.includes('selectionProcess');
  return (
    <Box component="section" aria-label="Progress">
      <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Progress
        <Chip
          size="small"
          color={check.data.complete ? 'success' : 'default'}
          label={check.data.complete ? 'COMPLETED' : `${done} of ${REQUISITION_STEPS.length} steps`}
          data-testid="requisition-progress"
        />
      </Typography>
      <List dense>
        {REQUISITION_STEPS.map((step) => (
          <StepLine
            key={step}
            label={REQUISITION_STEP_LABELS[step]}
            done={!missing.has(step)}
            secondary={missing.has(step) ? 'Not saved yet' : 'Saved'}
          />
        ))}
      </List>
      <Typography variant="subtitle2" component="h3">
        Before sending for approval
      </Typography>
      <List dense>
        <StepLine
          label={REQUISITION_STEP_LABELS.selectionProcess}
          done={!processMissing}
          secondary={
            processMissing ? (
              <>
                Not set yet: interviews are held at its steps.{' '}
                <Link component={RouterLink} to={selectionProcessPath(positionId)}>
                  Set the selection process
                </Link>
              </>
            ) : (
              'Set'
            )
          }
        />
      </List>
    </Box>
  );
}

function StepLine({ label, done, secondary }: { label: string; done: boolean; secondary: ReactNode }) {
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 32 }}>
        {done ? (
          <CheckCircleIcon fontSize="small" color="success" />
        ) : (
          <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
        )}
      </ListItemIcon>
      <ListItemText primary={label} secondary={secondary} />
    </ListItem>
  );
}

/** The free-text requisition summary (`job-requisition-summary`). */
export function SummaryEditor({ positionId, locked }: Props) {
  const summary = useRequisitionSummary(positionId);
  if (summary.isPending) return <LinearProgress aria-label="Loading summary" />;
  if (summary.isError) return <Alert severity="error">The summary could not be loaded.</Alert>;
  return <SummaryForm positionId={positionId} locked={locked} saved={summary.data} />;
}

function SummaryForm({ positionId, locked, saved }: Props & { saved: TRequisitionSummary | null }) {
  const form = useZodForm(ZRequisitionSummaryInput, { defaultValues: { summary: saved?.summary ?? '' } });
  const save = useSaveSummary(positionId);
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Requisition summary
      </Typography>
      <Form form={form} onSubmit={(body) => save.mutateAsync(body)} aria-label="Requisition summary">
        <TextAreaField name="summary" label="Summary" minRows={4} disabled={locked} />
        <StepSave disabled={locked}>Save summary</StepSave>
      </Form>
    </Box>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** Every recorded change: who, when, what, old -> new. */
export function AuditLogPanel({ positionId }: { positionId: number }) {
  const log = useAuditLog(positionId);
  return (
    <Box component="section" aria-label="Audit log">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      {log.isPending && <LinearProgress aria-label="Loading audit log" />}
      {log.isError && <Alert severity="error">The audit log could not be loaded.</Alert>}
      {log.isSuccess && log.data.length === 0 && (
        <Typography color="text.secondary">No changes recorded yet.</Typography>
      )}
      {log.isSuccess && log.data.length > 0 && (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="Audit log entries">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.map((entry) => {
                const words = auditWords(entry);
                return (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.createdAt)}</TableCell>
                    <TableCell>{auditWho(entry)}</TableCell>
                    <TableCell>{words.what}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{words.change ?? '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
