import { ACCEPTED_FILE_EXTENSIONS, MESSAGES, type TFilePurpose, type TUploadedFile } from '@hr/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useUploadFile } from '../api/upload-file';
import type { UploadNarrowing } from '../api/upload-limits';

/**
 * One file, uploaded as soon as it is chosen (with progress): the value is the stored file's
 * `{ id, originalName }`, so a form keeps only the id. Controlled, to sit in a form's Controller.
 */
export function FileUploadField({
  label,
  value,
  onChange,
  purpose,
  disabled = false,
  required = false,
  error,
  helperText,
  inputTestId,
  onUploadingChange,
  narrowing,
}: {
  label: string;
  value: TUploadedFile | null;
  onChange: (file: TUploadedFile | null) => void;
  purpose?: TFilePurpose;
  disabled?: boolean;
  required?: boolean;
  /** A validation message from the form (e.g. required); the upload's own failure shows too. */
  error?: string | undefined;
  helperText?: string | undefined;
  inputTestId?: string;
  /** Told when an upload starts and ends: a form holds its submit meanwhile (the file is not saved yet). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Narrower than the server's upload limits (a resume); keep it a constant (it keys the check). */
  narrowing?: UploadNarrowing;
}) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { state, upload, reset } = useUploadFile({ purpose, ...narrowing });
  const uploading = state.status === 'uploading';
  const message = state.status === 'failed' ? state.message : error;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure) uploads again.
    event.target.value = '';
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) onChange(uploaded);
  };

  const clear = () => {
    reset();
    onChange(null);
  };

  return (
    <FormControl error={Boolean(message)} required={required} disabled={disabled} fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <input
        ref={input}
        type="file"
        accept={narrowing?.extensions?.join(',') ?? ACCEPTED_FILE_EXTENSIONS}
        hidden
        aria-labelledby={labelId}
        data-testid={inputTestId}
        onChange={(event) => void choose(event)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, minHeight: 40 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled || uploading}
          aria-describedby={labelId}
          onClick={() => input.current?.click()}
        >
          {value ? 'Replace file' : 'Choose file'}
        </Button>
        {uploading ? (
          <Stack sx={{ flex: 1, minWidth: 120 }} spacing={0.5}>
            <Typography variant="body2" noWrap>
              Uploading {state.name}… {state.percent}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={state.percent}
              aria-label={`Uploading ${state.name}`}
            />
          </Stack>
        ) : value ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <AttachFileIcon fontSize="small" color="action" />
            <Typography variant="body2" noWrap title={value.originalName}>
              {value.originalName}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Remove ${value.originalName}`}
              disabled={disabled}
              onClick={clear}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : null}
      </Stack>
      {state.status === 'failed' ? (
        // Spec section 8's words first, the server's reason (type, size...) beneath.
        <FormHelperText component="div">
          <strong>{MESSAGES.failedToUpload}</strong>
          {state.message !== MESSAGES.failedToUpload && <div>{state.message}</div>}
        </FormHelperText>
      ) : message || helperText ? (
        <FormHelperText>{message ?? helperText}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
