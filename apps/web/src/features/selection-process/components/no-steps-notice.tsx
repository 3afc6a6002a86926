// What an interviews view says when its requisition has no selection process steps: why no
// interview can be scheduled at a step, and the way out (the requisition form's Selection process
// tab for those who may set it; who can, for the others).
import { SELECTION_PROCESS_MESSAGES } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';

/** The requisition form on its Selection process tab (recruitment process, job-post). */
export const selectionProcessPath = (positionId: number) =>
  `/jobreq/${positionId}?tab=rec-proc&proc=job-post`;

export function NoSelectionStepsNotice({ positionId }: { positionId: number }) {
  const { hasAuthority } = useAuth();
  const maySet = hasAuthority('JOB_POSTING');
  return (
    <Alert
      severity="info"
      data-testid="no-selection-steps"
      action={
        maySet ? (
          <Button component={RouterLink} to={selectionProcessPath(positionId)} color="inherit" size="small">
            {SELECTION_PROCESS_MESSAGES.setThem}
          </Button>
        ) : undefined
      }
    >
      {SELECTION_PROCESS_MESSAGES.noSteps}
      {maySet ? '' : ` ${SELECTION_PROCESS_MESSAGES.askJobPosting}`}
    </Alert>
  );
}
