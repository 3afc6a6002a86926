import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useDebounced } from '../../../shared/ui/data-table';
import { useEmployeeSearch } from '../api';

export interface PickedEmployee {
  id: number;
  name: string;
  detail: string;
}

/** Several employees found by name or email as the user types; the form holds their ids. */
export function EmployeePicker({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  const [picked, setPicked] = useState<PickedEmployee[]>([]);
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const found = useEmployeeSearch(search);
  return (
    <Autocomplete
      multiple
      options={found.data ?? []}
      value={picked}
      loading={found.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.name}
          {option.detail ? ` · ${option.detail}` : ''}
        </li>
      )}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, next) => {
        setPicked(next);
        field.onChange(next.map((employee) => employee.id));
      }}
      noOptionsText={found.isError ? 'The employees could not be loaded' : 'No employees match'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Type a name or email to find employees'}
        />
      )}
    />
  );
}
