// A step's save button, right-aligned under its fields; a reader who may not change the
// requisition sees none (not a disabled one).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useReadOnly } from './read-only';

export function StepSave({
  disabled,
  mt,
  children,
}: {
  disabled: boolean;
  mt?: number;
  children: ReactNode;
}) {
  const readOnly = useReadOnly();
  const { isSubmitting } = useFormState();
  if (readOnly) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt }}>
      <Button type="submit" variant="contained" loading={isSubmitting} disabled={disabled}>
        {children}
      </Button>
    </Box>
  );
}
