import { ZRegulatoryInput } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CheckboxGroupField, Form, useZodForm } from '../../../shared/ui/form';
import { useReferenceLookup } from '../../reference-data';
import { usePositionRegulatory, useSaveRegulatory } from './api';
import { StepSave } from './step-save';

interface Props {
  positionId: number;
  locked: boolean;
}

/** The regulatory items that apply to the position, chosen from the reference list. */
export function RegulatoryStep({ positionId, locked }: Props) {
  const chosen = usePositionRegulatory(positionId);
  const items = useReferenceLookup('regulatory');
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
  const form = useZodForm(ZRegulatoryInput, { defaultValues: { regulatoryIds: initial } });
  const save = useSaveRegulatory(positionId);

  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} aria-label="Regulatory items">
      {items.length === 0 ? (
        <Typography color="text.secondary">No regulatory items are defined in the reference data.</Typography>
      ) : (
        <CheckboxGroupField
          name="regulatoryIds"
          disabled={locked}
          options={items.map((item) => ({ value: item.id, label: item.name }))}
        />
      )}
      <StepSave disabled={locked || items.length === 0}>Save regulatory items</StepSave>
    </Form>
  );
}
