import {
  APPLICATION_ACTIONS,
  applicationRecordRoute,
  CONTRACT_ACTIONS,
  type TApplicationRow,
} from '@hr/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The application record's Letters tab. */
export const lettersRoute = (applicationId: number) => `${applicationRecordRoute(applicationId)}?tab=app-let`;

const OFFER_STEPS: readonly string[] = ['PREPARE_OFFER', 'SEND_OFFER'];
const CONTRACT_STEPS: readonly string[] = ['PREPARE_CONTRACT', 'SEND_CONTRACT'];

/** When the row's next step is a letter to prepare or send, a button that opens it on the record. */
export function LetterRowAction({ row }: { row: TApplicationRow }) {
  const step = OFFER_STEPS.includes(row.action)
    ? APPLICATION_ACTIONS[row.action as keyof typeof APPLICATION_ACTIONS]
    : CONTRACT_STEPS.includes(row.contractAction)
      ? CONTRACT_ACTIONS[row.contractAction as keyof typeof CONTRACT_ACTIONS]
      : null;
  if (!step) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={lettersRoute(row.id)}
      onClick={(event) => event.stopPropagation()}
      aria-label={`${step} for ${row.applicantName}`}
    >
      {step}
    </Button>
  );
}
