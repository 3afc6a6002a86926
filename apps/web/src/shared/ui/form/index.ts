export { AccountEmailField } from './account-email-field';
export {
  describeFailure,
  type Failure,
  FailureText,
  failureMessage,
  failureToast,
  showFailure,
  toastFailure,
} from './failure';
export {
  CheckboxField,
  CheckboxGroupField,
  DateField,
  DateTimeField,
  LinesField,
  MultiSelectField,
  NumberField,
  RatingField,
  type RefItem,
  RefSelectField,
  SelectField,
  type SelectOption,
  SwitchField,
  TextAreaField,
  TextInputField,
} from './fields';
export { Form, FormError, type FormPlace, useFormPlace, useFormSubmit } from './form';
export { FormDialog } from './form-dialog';
export { NewPasswordFields, PASSWORD_POLICY_HINT } from './new-password-fields';
export {
  describeField,
  FormSection,
  fieldErrorsOf,
  labelOf,
  type RevealedField,
  revealFirstError,
  useFormSection,
} from './sections';
export { applyServerErrors, FORM_ERROR, mapServerErrors, type ServerErrors } from './server-errors';
export { contractResolver, useZodForm, type ZodForm } from './use-zod-form';
export { fromDateTimeInput, toDateTimeInput } from './values';
