import { zodResolver } from '@hookform/resolvers/zod';
import { plainIssueMessage } from '@hr/contracts';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A form over a contract schema: its values are the schema's input, its submit gets the output. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/** The resolver of every form: the contract schema, with plain words for zod's own checks (as the server). */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S) {
  // zodResolver's overloads (zod 3 and 4) cannot infer from a generic schema: the types are restated.
  return zodResolver(schema as never, { error: plainIssueMessage }) as unknown as Resolver<
    z.input<S>,
    unknown,
    z.output<S>
  >;
}

/**
 * react-hook-form checked by the same contract schema the server validates with. Checked on submit,
 * then again on each change, so a fixed input loses its message at once.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: contractResolver(schema),
  });
}
