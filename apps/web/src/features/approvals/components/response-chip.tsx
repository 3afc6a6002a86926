import { APPROVAL_RESPONSE_LABELS, type ApprovalResponse } from '@hr/contracts';
import Chip from '@mui/material/Chip';

const COLORS = { PENDING: 'default', APPROVED: 'success', DECLINED: 'error' } as const;

export function ResponseChip({ response }: { response: ApprovalResponse }) {
  return <Chip size="small" color={COLORS[response]} label={APPROVAL_RESPONSE_LABELS[response]} />;
}
