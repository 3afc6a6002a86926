import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type RefObject, useRef } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { toastFailure } from './failure';
import {
  describeField,
  fieldErrorsOf,
  revealFirstError,
  type SectionRegistry,
  SectionsContext,
  useSectionRegistry,
} from './sections';
import { applyServerErrors } from './server-errors';

export interface SubmitOptions<Out> {
  /** The save; a rejection is shown on the form (fields on their inputs, the rest above them). */
  onSubmit: (values: Out) => unknown;
  /** After a save that did not throw. */
  onSuccess?: (() => void) | undefined;
  /** Words the form-level error when the server's message is not the one to show. */
  formText?: ((error: unknown) => string) | undefined;
  /** Values the form carries without an input (the page's position id): the server's errors on them show above the form. */
  hidden?: readonly string[] | undefined;
  /**
   * The toast of a save refused for its fields (by the schema or the server), e.g. the spec's
   * 'Failed! Make sure you filled all fields': the first field in error is named beneath it.
   */
  invalidTitle?: string | undefined;
}

/** Where a form's refused fields are found and shown: its element and its sections. */
export interface FormPlace {
  element: RefObject<HTMLElement | null>;
  sections: SectionRegistry;
}

export function useFormPlace(): FormPlace {
  return { element: useRef<HTMLElement>(null), sections: useSectionRegistry() };
}

/**
 * The submit handler every form uses: schema check, then the save, then server errors on the form.
 * Either way a refused field is shown: its section opens, it takes focus, and `invalidTitle` names it.
 */
export function useFormSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  { onSubmit, onSuccess, formText, hidden = [], invalidTitle }: SubmitOptions<Out>,
  place?: FormPlace,
) {
  const reveal = (errors: Record<string, string>) => {
    if (!place) return;
    const field = revealFirstError(place.element.current, place.sections, errors, (name) =>
      form.setFocus(name as Path<In>),
    );
    if (field && invalidTitle) toastFailure({ title: invalidTitle, reason: describeField(field) });
  };
  return form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const inputs = Object.keys(form.getValues() ?? {}).filter((name) => !hidden.includes(name));
        reveal(applyServerErrors(error, form.setError, inputs, formText).fields);
        return;
      }
      onSuccess?.();
    },
    (errors) => reveal(fieldErrorsOf(errors)),
  );
}

/** The form-level error (what no input can show), above the inputs. */
export function FormError({ sx }: { sx?: SxProps<Theme> }) {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line', mb: 2, ...sx }}>
      {message}
    </Alert>
  );
}

export interface FormProps<In extends FieldValues, Out> extends SubmitOptions<Out> {
  form: UseFormReturn<In, unknown, Out>;
  children: ReactNode;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** A page form (not a dialog): the fields inside find the form through context. */
export function Form<In extends FieldValues, Out>({
  form,
  children,
  sx,
  'aria-label': ariaLabel,
  ...submit
}: FormProps<In, Out>) {
  const place = useFormPlace();
  const onSubmit = useFormSubmit(form, submit, place);
  return (
    <FormProvider {...form}>
      <SectionsContext.Provider value={place.sections}>
        <Box
          ref={place.element}
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={ariaLabel}
          aria-busy={form.formState.isSubmitting}
          sx={sx}
        >
          <FormError />
          {children}
        </Box>
      </SectionsContext.Provider>
    </FormProvider>
  );
}
