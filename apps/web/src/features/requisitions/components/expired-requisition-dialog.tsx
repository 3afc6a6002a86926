import { MESSAGES, type TExpiredRequisition } from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../shared/ui/format';
import { useDeleteJobPosition } from '../api';
import { DeleteRefusal } from './delete-refusal';

interface Props {
  requisition: TExpiredRequisition | null;
  open: boolean;
  onClose: () => void;
}

/** Spec section 2: extend (UPDATE), delete or leave an expired requisition. */
export function ExpiredRequisitionDialog({ requisition, open, onClose }: Props) {
  const navigate = useNavigate();
  const deletion = useDeleteJobPosition();

  const close = () => {
    deletion.reset();
    onClose();
  };

  const update = () => {
    if (!requisition) return;
    close();
    navigate(`/jobreq/${requisition.id}?changeDate=true`);
  };

  const remove = () => {
    if (!requisition) return;
    deletion.mutate(requisition.id, { onSuccess: close });
  };

  const fields: [string, string][] = requisition
    ? [
        ['Id', String(requisition.id)],
        ['Position title', requisition.title],
        ['Start date', formatDate(requisition.start_date)],
        ['End date', formatDate(requisition.end_date)],
      ]
    : [];

  return (
    <Dialog
      open={open && requisition !== null}
      onClose={deletion.isPending ? undefined : close}
      aria-labelledby="expired-requisition-title"
      aria-describedby="expired-requisition-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="expired-requisition-title">Expired Job Requisition</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            m: 0,
            mb: 2,
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <DialogContentText id="expired-requisition-text">{MESSAGES.expiredRequisitionText}</DialogContentText>
        <DeleteRefusal error={deletion.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={update} variant="contained" disabled={deletion.isPending}>
          UPDATE
        </Button>
        <Button onClick={remove} color="error" variant="outlined" loading={deletion.isPending}>
          DELETE
        </Button>
        <Button onClick={close} disabled={deletion.isPending}>
          CLOSE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
