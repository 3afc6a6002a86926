import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormError, type SubmitOptions, useFormPlace, useFormSubmit } from './form';
import { SectionsContext } from './sections';

export interface FormDialogProps<In extends FieldValues, Out> extends Omit<SubmitOptions<Out>, 'onSuccess'> {
  form: UseFormReturn<In, unknown, Out>;
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  submitLabel?: string;
  /** The submit button's text while saving (the label itself by default). */
  busyLabel?: string;
  cancelLabel?: string;
  /** No submit button (nothing to do, or a result is shown instead of the inputs). */
  hideSubmit?: boolean;
  /** Busy for a reason of the caller's own, on top of the save in flight. */
  busy?: boolean;
  /** Submit waits (disabled) while this holds, e.g. a file still uploading; Cancel stays available. */
  holdSubmit?: boolean;
  /** Close after a successful save (default), or stay open to show a result. */
  closeOnSuccess?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * The one add/edit dialog: title, inputs, Cancel and submit. Submit is disabled and shows a spinner
 * while the save runs; the dialog cannot be dismissed meanwhile; a failed save stays open with the
 * server's errors on the inputs.
 */
export function FormDialog<In extends FieldValues, Out>({
  form,
  title,
  onClose,
  open = true,
  submitLabel = 'Save',
  busyLabel,
  cancelLabel = 'Cancel',
  hideSubmit = false,
  busy: callerBusy = false,
  holdSubmit = false,
  closeOnSuccess = true,
  'aria-label': ariaLabel,
  maxWidth = 'sm',
  children,
  ...submit
}: FormDialogProps<In, Out>) {
  const titleId = useId();
  const busy = callerBusy || form.formState.isSubmitting;
  const place = useFormPlace();
  const onSubmit = useFormSubmit(form, { ...submit, onSuccess: closeOnSuccess ? onClose : undefined }, place);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <SectionsContext.Provider value={place.sections}>
          <form
            ref={(element) => {
              place.element.current = element;
            }}
            onSubmit={onSubmit}
            noValidate
            aria-label={ariaLabel}
            aria-busy={busy}
          >
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormError sx={{ mb: 0 }} />
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              {!hideSubmit && (
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || holdSubmit}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {busy && busyLabel ? busyLabel : submitLabel}
                </Button>
              )}
            </DialogActions>
          </form>
        </SectionsContext.Provider>
      </FormProvider>
    </Dialog>
  );
}
