// A form's select of one reference kind (its rows from the shared lookup), alone or several at once.
// Before, four features each wrote this lookup-then-select by hand.
import type { ComponentProps } from 'react';
import { MultiSelectField, RefSelectField } from '../../../shared/ui/form';
import { type TRefLookupKind, useReferenceLookup } from '../api';

type SelectProps = Omit<ComponentProps<typeof RefSelectField>, 'items' | 'loading' | 'allowEmpty'>;

/**
 * One row of `kind`, or none. `lookup={false}` reads no list (a reader who may not read it sees
 * the value's name elsewhere).
 */
export function ReferenceSelectField({
  kind,
  lookup = true,
  ...rest
}: SelectProps & { kind: TRefLookupKind; lookup?: boolean }) {
  const items = useReferenceLookup(kind, { enabled: lookup });
  return <RefSelectField {...rest} items={items.data} loading={items.isPending && lookup} allowEmpty />;
}

/** Several rows of `kind`, with a checkbox on each option. */
export function ReferenceMultiSelectField({
  kind,
  ...rest
}: Omit<ComponentProps<typeof MultiSelectField>, 'options' | 'checkmarks'> & { kind: TRefLookupKind }) {
  const items = useReferenceLookup(kind);
  return (
    <MultiSelectField
      {...rest}
      checkmarks
      options={(items.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
    />
  );
}
