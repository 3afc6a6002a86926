import { type TEmployeeLeave, type TUploadedFile, ZLeaveRequestInput } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useDebounced } from '../../../shared/ui/data-table';
import { FileUploadField } from '../../../shared/ui/file-upload-field';
import {
  CheckboxField,
  DateField,
  FormDialog,
  SelectField,
  TextAreaField,
  useZodForm,
} from '../../../shared/ui/form';
import { useLeavePreview, useRequestLeave } from '../api';
import { dayCount } from '../format';

/** The supporting document: uploaded on choice, the form keeps its id. */
function DocumentField({
  required,
  onUploadingChange,
}: {
  required: boolean;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { field, fieldState } = useController({ name: 'documentFileId' });
  const [file, setFile] = useState<TUploadedFile | null>(null);
  return (
    <FileUploadField
      label="Supporting document"
      purpose="COMPLIANCE"
      required={required}
      value={file}
      onChange={(chosen) => {
        setFile(chosen);
        field.onChange(chosen?.id ?? null);
      }}
      error={fieldState.error?.message}
      helperText={
        required ? 'Required for this leave type and length (e.g. a medical certificate).' : undefined
      }
      inputTestId="leave-document-input"
      onUploadingChange={onUploadingChange}
    />
  );
}

/**
 * Request leave: the type, dates and half days are previewed by the server as they change (working
 * days, holidays skipped, the balance after it), so the refusal is known before sending.
 */
export function RequestLeaveDialog({
  mine,
  onBehalf = false,
  onClose,
}: {
  mine: TEmployeeLeave;
  /** HR requesting for the employee of `mine` (their balances), not for themselves. */
  onBehalf?: boolean;
  onClose: () => void;
}) {
  const send = useRequestLeave();
  // Not sent while the document uploads: the request would go without it.
  const [uploading, setUploading] = useState(false);
  const first = mine.balances[0];
  const employeeId = onBehalf ? (mine.employeeId ?? undefined) : undefined;
  // The dates start empty: the user chooses them, never a today-to-today request sent by one click.
  const form = useZodForm(ZLeaveRequestInput, {
    defaultValues: {
      employeeId,
      leaveTypeId: first?.leaveTypeId,
      startDate: '',
      endDate: '',
      halfDayStart: false,
      halfDayEnd: false,
      reason: '',
      documentFileId: null,
    },
  });
  const [leaveTypeId, startDate, endDate, halfDayStart, halfDayEnd] = form.watch([
    'leaveTypeId',
    'startDate',
    'endDate',
    'halfDayStart',
    'halfDayEnd',
  ]);
  const draft = ZLeaveRequestInput.safeParse({
    employeeId,
    leaveTypeId,
    startDate,
    endDate,
    halfDayStart,
    halfDayEnd,
  });
  const debounced = useDebounced(draft.success ? draft.data : null, 300);
  const preview = useLeavePreview(debounced);
  const balance = mine.balances.find((b) => b.leaveTypeId === leaveTypeId);

  return (
    <FormDialog
      form={form}
      title={onBehalf ? `Request leave for ${mine.employeeName ?? 'the employee'}` : 'Request leave'}
      aria-label="Request leave"
      hidden={['employeeId']}
      submitLabel="Send request"
      holdSubmit={uploading}
      onClose={onClose}
      onSubmit={(body) => send.mutateAsync(body)}
    >
      <SelectField
        name="leaveTypeId"
        label="Leave type"
        required
        options={mine.balances.map((b) => ({ value: b.leaveTypeId, label: b.leaveTypeName }))}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <DateField name="startDate" label="First day" required />
        <DateField name="endDate" label="Last day" required />
      </Box>
      {balance?.halfDaysAllowed !== false && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <CheckboxField name="halfDayStart" label="Half day at the start (afternoon only)" />
          <CheckboxField name="halfDayEnd" label="Half day at the end (morning only)" />
        </Box>
      )}
      <TextAreaField name="reason" label="Reason" minRows={2} />
      <Box aria-live="polite" data-testid="leave-preview">
        {!debounced ? null : preview.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={16} />
            <Typography variant="body2">Counting the working days…</Typography>
          </Box>
        ) : preview.isError ? (
          <Alert severity="warning">The working days could not be counted. You can still send it.</Alert>
        ) : (
          <Alert severity={preview.data.problem ? 'error' : 'info'}>
            <Typography variant="body2">
              This request counts <strong>{dayCount(preview.data.days)}</strong>. Available now{' '}
              {dayCount(preview.data.available)}, after it{' '}
              <strong>{dayCount(preview.data.availableAfter)}</strong>.
            </Typography>
            {preview.data.holidays.length > 0 && (
              <Typography variant="body2">
                Public holidays not counted:{' '}
                {preview.data.holidays.map((h) => `${h.name} (${h.date})`).join(', ')}.
              </Typography>
            )}
            {preview.data.problem && <Typography variant="body2">{preview.data.problem}</Typography>}
          </Alert>
        )}
      </Box>
      {(preview.data?.documentRequired || balance?.documentRequiredAfterDays != null) && (
        <DocumentField required={preview.data?.documentRequired === true} onUploadingChange={setUploading} />
      )}
    </FormDialog>
  );
}
