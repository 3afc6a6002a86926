import type { TExpiredRequisition } from '@hr/contracts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type HTMLAttributes, useState } from 'react';
import { BADGE_MAX } from '../../../shared/config';
import { useExpiredRequisitions } from '../api';
import { ExpiredRequisitionDialog } from './expired-requisition-dialog';

// Badge's slot props do not declare data attributes; the e2e tests select the badge by this id.
const badgeSlotProps = { 'data-testid': 'expired-badge' } as HTMLAttributes<HTMLSpanElement>;

/** Top-bar bell listing expired requisitions. Render only for JOB_POSTING holders. */
export function ExpiredRequisitionsBell() {
  const expired = useExpiredRequisitions(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState<TExpiredRequisition | null>(null);
  // Kept apart from `selected` so the dialog keeps its content while it fades out.
  const [dialogOpen, setDialogOpen] = useState(false);
  const rows = expired.data ?? [];

  const choose = (row: TExpiredRequisition) => {
    setAnchor(null);
    setSelected(row);
    setDialogOpen(true);
  };

  return (
    <>
      {/* The count sits beside the button, not in it: text inside a button must be part of its
          name (axe's label-content-name-mismatch), and the name says what the button does. */}
      <Badge
        badgeContent={rows.length}
        max={BADGE_MAX}
        color="error"
        overlap="circular"
        slotProps={{ badge: badgeSlotProps }}
      >
        <Tooltip title="Expired requisitions">
          <IconButton
            color="inherit"
            // The badge is hidden from screen readers; the name carries its count instead.
            aria-label={rows.length > 0 ? `Expired requisitions (${rows.length})` : 'Expired requisitions'}
            aria-haspopup="menu"
            aria-controls={anchor ? 'expired-requisitions-menu' : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <NotificationsIcon />
          </IconButton>
        </Tooltip>
      </Badge>
      <Menu
        id="expired-requisitions-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 280 } } }}
      >
        {expired.isError && <MenuItem disabled>Expired requisitions could not be loaded</MenuItem>}
        {!expired.isError && rows.length === 0 && (
          <MenuItem disabled>{expired.isPending ? 'Loading…' : 'No expired requisitions'}</MenuItem>
        )}
        {rows.map((row) => (
          <MenuItem key={row.id} onClick={() => choose(row)}>
            {`#${row.id} ${row.title}`}
          </MenuItem>
        ))}
      </Menu>
      <ExpiredRequisitionDialog
        requisition={selected}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
