import { ACCEPTED_FILE_EXTENSIONS } from '@hr/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useUploadCheck } from '../../../shared/api/upload-limits';

/**
 * The form's file input: the chosen file is sent with the form's fields in one multipart call (the
 * server checks its type by content and its size). Offers the accepted types only.
 */
export function PackFileField({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ name });
  const { setError, clearErrors } = useFormContext();
  const check = useUploadCheck();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const file = field.value as File | null;
  return (
    <FormControl error={Boolean(fieldState.error)} required={required} fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILE_EXTENSIONS}
        hidden
        aria-labelledby={labelId}
        data-testid={`${name}-input`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return field.onChange(null);
          // A file the server would refuse is not kept: its reason shows at once, nothing is sent.
          void check(chosen).then((problem) => {
            if (!problem) {
              clearErrors(name);
              return field.onChange(chosen);
            }
            field.onChange(null);
            setError(name, { type: 'upload', message: problem }, { shouldFocus: false });
          });
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          Choose file
        </Button>
        <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
      </Stack>
      <FormHelperText id={helpId}>
        {fieldState.error?.message ?? `Accepted: ${ACCEPTED_FILE_EXTENSIONS}`}
      </FormHelperText>
    </FormControl>
  );
}
