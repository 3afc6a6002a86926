import { ZFinancialInput, ZLocationInput } from '@hr/contracts';
import { createFormControl, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { useFormSubmit } from './form';
import { contractResolver } from './use-zod-form';

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, { message: 'Invalid input.', code: 'VALIDATION_FAILED', fields });

/** A form outside React, as useZodForm builds it, over the location step's contract. */
function locationForm() {
  const { formControl: _control, ...form } = createFormControl({
    resolver: contractResolver(ZLocationInput),
    defaultValues: { jobPositionId: 5, countryId: 1, cityId: 2, distance: 20, weight: 20 },
  });
  return form as unknown as UseFormReturn<FieldValues>;
}

describe('useFormSubmit', () => {
  it("shows the server's field errors on their inputs, and a hidden value's above the form", async () => {
    const form = locationForm();
    const submit = useFormSubmit(form, {
      onSubmit: () => Promise.reject(invalid({ cityId: 'Unknown city', jobPositionId: 'Unknown position' })),
      hidden: ['jobPositionId'],
    });
    await submit();
    expect(form.getFieldState('cityId').error?.message).toBe('Unknown city');
    expect(form.getFieldState('jobPositionId').error).toBeUndefined();
    expect(form.getFieldState('root.server').error?.message).toBe('jobPositionId: Unknown position');
  });

  it('hands the checked values to the save and calls onSuccess after it', async () => {
    const form = locationForm();
    const saved: unknown[] = [];
    let succeeded = false;
    const submit = useFormSubmit(form, {
      onSubmit: (values) => saved.push(values),
      onSuccess: () => {
        succeeded = true;
      },
    });
    await submit();
    expect(saved).toEqual([
      {
        jobPositionId: 5,
        countryId: 1,
        cityId: 2,
        remote: false,
        distance: 20,
        mandatory: false,
        weight: 20,
      },
    ]);
    expect(succeeded).toBe(true);
  });
});

describe('requisition step contracts on a form', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const messages = (errors: Record<string, { message?: string } | undefined>) =>
    Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

  it('asks for the compensation, a currency code and a range in order', async () => {
    const resolve = contractResolver(ZFinancialInput);
    const empty = await resolve({ jobPositionId: 1, currency: 'AU' } as never, undefined, options);
    expect(messages(empty.errors)).toEqual({
      compensationFrom: 'Required',
      compensationTo: 'Required',
      currency: 'Enter a three-letter currency code',
    });
    const reversed = await resolve(
      { jobPositionId: 1, compensationFrom: 10, compensationTo: 5, currency: 'AUD' },
      undefined,
      options,
    );
    expect(messages(reversed.errors)).toEqual({
      compensationTo: 'Compensation to must not be less than compensation from',
    });
  });

  it('asks for a city once the country changed and cleared it', async () => {
    const result = await contractResolver(ZLocationInput)(
      { jobPositionId: 1, countryId: 2, cityId: null as never },
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({ cityId: 'Required' });
  });
});
