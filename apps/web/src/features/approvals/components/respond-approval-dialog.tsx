import { type TRespondByLinkForm, ZRespondByLinkForm } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useRespondAsApprover } from '../api';

export interface ApprovalToAnswer {
  approvalId: number;
  requisitionId: number;
  positionTitle: string;
}

const WORDS = {
  APPROVED: { title: 'Approve', busy: 'Approving…' },
  DECLINED: { title: 'Decline', busy: 'Declining…' },
} as const;

/**
 * A signed-in approver's answer to one approval (the emailed link's decision and comment, sent by
 * approval id): the manager's dashboard approves or declines in place with it.
 */
export function RespondApprovalDialog({
  approval,
  response,
  onClose,
}: {
  approval: ApprovalToAnswer;
  response: TRespondByLinkForm['response'];
  onClose: () => void;
}) {
  const respond = useRespondAsApprover();
  const form = useZodForm(ZRespondByLinkForm, { defaultValues: { response } });
  const words = WORDS[response];
  return (
    <FormDialog
      form={form}
      title={`${words.title} requisition #${approval.requisitionId}`}
      aria-label={`${words.title} requisition ${approval.positionTitle}`}
      submitLabel={words.title}
      busyLabel={words.busy}
      onClose={onClose}
      onSubmit={(values) => respond.mutateAsync({ approvalId: approval.approvalId, ...values })}
    >
      <Typography sx={{ mb: 2 }}>{approval.positionTitle}</Typography>
      <TextAreaField
        name="comment"
        label="Comment (optional)"
        minRows={2}
        emptyAs={undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
