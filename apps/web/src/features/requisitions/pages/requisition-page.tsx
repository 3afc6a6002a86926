import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api/client';
import { QueryError } from '../../../shared/ui/query-error';
import { useJobPosition, useRequisitionLock } from '../form/api';
import { RequisitionForm } from '../form/requisition-form';

function NotFound() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Job requisition not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        It may have been deleted, or the address is wrong.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/jobreq">
        Back to the Recruitment Dashboard
      </Button>
    </Box>
  );
}

const parseId = (raw: string | undefined) =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** /jobreq/:id (edit) and /jobreq/new (create): the requisition form. */
export default function RequisitionPage() {
  const { id: rawId } = useParams();
  if (rawId === undefined) return <RequisitionForm position={null} locked={false} />;
  const id = parseId(rawId);
  if (id === null) return <NotFound />;
  return <ExistingRequisition id={id} />;
}

function ExistingRequisition({ id }: { id: number }) {
  const position = useJobPosition(id);
  const lock = useRequisitionLock(id);
  if (position.isPending) return <LinearProgress aria-label="Loading the requisition" />;
  if (position.isError) {
    if (position.error instanceof ApiError && position.error.status === 404) return <NotFound />;
    return <QueryError query={position} fallback="The requisition could not be loaded." />;
  }
  return <RequisitionForm position={position.data} locked={lock.data?.locked ?? false} />;
}
