export { failureMessage, failureToast } from './failure';
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
export { Form, FormError, useFormSubmit } from './form';
export { FormDialog } from './form-dialog';
export { applyServerErrors, FORM_ERROR, mapServerErrors, type ServerErrors } from './server-errors';
export { contractResolver, useZodForm, type ZodForm } from './use-zod-form';
export { fromDateTimeInput, toDateTimeInput } from './values';
