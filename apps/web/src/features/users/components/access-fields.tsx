import {
  AUTHORITY_CODES,
  AUTHORITY_NAMES,
  defaultAuthorityCodes,
  ROLE_NAMES,
  type RoleName,
} from '@hr/contracts';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroupField } from '../../../shared/ui/form';

const ROLE_OPTIONS = ROLE_NAMES.map((role) => ({ value: role, label: role }));
export const AUTHORITY_LABELS: Record<string, string> = Object.fromEntries(
  AUTHORITY_NAMES.map((name) => [AUTHORITY_CODES[name], name]),
);
const AUTHORITY_OPTIONS = AUTHORITY_NAMES.map((name) => ({ value: AUTHORITY_CODES[name], label: name }));

/**
 * Roles and the six grants. Changing the roles puts the grants back to the roles' defaults (the
 * product's decisions); each grant stays editable after that.
 */
export function AccessFields() {
  const { setValue, control } = useFormContext<{ roles: string[]; authorities: string[] }>();
  const roles = useWatch({ control, name: 'roles' });
  const previous = useRef(roles);
  useEffect(() => {
    if (previous.current.join() === roles.join()) return;
    previous.current = roles;
    setValue('authorities', defaultAuthorityCodes(roles as RoleName[]), { shouldDirty: true });
  }, [roles, setValue]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack role="group" aria-labelledby="user-roles-label" sx={{ flex: 1 }}>
        <FormLabel id="user-roles-label">Roles</FormLabel>
        <CheckboxGroupField name="roles" options={ROLE_OPTIONS} />
      </Stack>
      <Stack role="group" aria-labelledby="user-authorities-label" sx={{ flex: 1 }}>
        <FormLabel id="user-authorities-label">Authorities</FormLabel>
        <CheckboxGroupField name="authorities" options={AUTHORITY_OPTIONS} />
        <Typography variant="caption" color="text.secondary">
          Choosing roles sets their default authorities; each can be changed.
        </Typography>
      </Stack>
    </Stack>
  );
}
