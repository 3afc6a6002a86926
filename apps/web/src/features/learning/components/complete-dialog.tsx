import type { TUploadedFile } from '@hr/contracts';
import { type TAssignmentRow, ZCompletionInput } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FileUploadField } from '../../../shared/ui/file-upload-field';
import { DateField, FormDialog, NumberField, useZodForm } from '../../../shared/ui/form';
import { useOrgToday } from '../../organisation';
import { useCompleteAssignment } from '../api';

/**
 * Records a completion: the date, a score when the course has one, and the certificate (uploaded as
 * soon as it is chosen, so the save sends its id). A completed course can be completed again: that
 * renews it from the new date.
 */
export function CompleteDialog({ assignment, onClose }: { assignment: TAssignmentRow; onClose: () => void }) {
  const complete = useCompleteAssignment();
  // The form keeps the file's id; its name is shown from here.
  const [certificate, setCertificate] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  // The organisation's today (its zone), the day the server checks the completion against.
  const today = useOrgToday();
  const form = useZodForm(ZCompletionInput, {
    defaultValues: { completedOn: today, score: null, certificateFileId: null },
  });
  return (
    <FormDialog
      form={form}
      title={`Complete '${assignment.courseTitle}'`}
      aria-label="Record completion"
      submitLabel="Mark complete"
      holdSubmit={uploading}
      onClose={onClose}
      onSubmit={(body) => complete.mutateAsync({ id: assignment.id, body })}
    >
      {assignment.renewalMonths !== null && (
        <Typography variant="body2" color="text.secondary">
          This course must be renewed every {assignment.renewalMonths} months from the completion date.
        </Typography>
      )}
      <DateField name="completedOn" label="Completed on" required />
      <NumberField name="score" label="Score (%)" emptyAs={null} helperText="Leave empty if not scored" />
      <Controller
        name="certificateFileId"
        control={form.control}
        render={({ field, fieldState }) => (
          <FileUploadField
            label="Certificate"
            value={field.value ? certificate : null}
            onChange={(file) => {
              setCertificate(file);
              field.onChange(file?.id ?? null);
            }}
            error={fieldState.error?.message}
            inputTestId="certificate-input"
            onUploadingChange={setUploading}
          />
        )}
      />
    </FormDialog>
  );
}
