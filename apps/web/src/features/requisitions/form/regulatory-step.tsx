import { JOB_POSITION_PATHS, MESSAGES, ZRegulatoryInput } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { failureToast, refreshAfterChange, usePositionRegulatory } from './api';
import { useLookup } from './reference';

interface Props {
  positionId: number;
  locked: boolean;
}

/** The regulatory items that apply to the position, chosen from the reference list. */
export function RegulatoryStep({ positionId, locked }: Props) {
  const chosen = usePositionRegulatory(positionId);
  const items = useLookup('regulatory');
  if (chosen.isPending || items.isPending) return <LinearProgress aria-label="Loading regulatory items" />;
  if (chosen.isError || items.isError)
    return <Alert severity="error">Regulatory items could not be loaded.</Alert>;
  return (
    <RegulatoryForm
      positionId={positionId}
      locked={locked}
      items={items.data}
      initial={chosen.data.map((r) => r.regulatoryId)}
    />
  );
}

function RegulatoryForm({
  positionId,
  locked,
  items,
  initial,
}: Props & { items: { id: number; name: string }[]; initial: number[] }) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>(initial);
  const save = useMutation({
    mutationFn: (body: unknown) => mainApi.post<unknown>(JOB_POSITION_PATHS.regulatory(positionId), body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullySaved);
      refreshAfterChange(queryClient, positionId);
    },
    onError: failureToast,
  });
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRegulatoryInput.safeParse({ regulatoryIds: selected });
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Regulatory items">
      {items.length === 0 ? (
        <Typography color="text.secondary">No regulatory items are defined in the reference data.</Typography>
      ) : (
        <FormGroup>
          {items.map((item) => (
            <FormControlLabel
              key={item.id}
              control={
                <Checkbox
                  checked={selected.includes(item.id)}
                  disabled={locked}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
              }
              label={item.name}
            />
          ))}
        </FormGroup>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          disabled={locked || items.length === 0}
        >
          Save regulatory items
        </Button>
      </Box>
    </Box>
  );
}
