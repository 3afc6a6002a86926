// The manual status moves of a requisition (close, cancel, complete, ...): only the moves the
// contracts' table allows from its status, each confirmed with a reason the audit log keeps.

import type { RequisitionStatus } from '@hr/contracts';
import { manualRequisitionMoves, REQUISITION_MOVE_LABELS } from '@hr/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { RowAction } from '../../../shared/ui/data-table/row-action';
import { statusLabel } from './status-label';

const MoveDialog = lazy(() => import('./move-status-dialog'));

/**
 * "Change status": a menu of the moves allowed from `status`, then a confirmation with a reason.
 * Renders nothing when no manual move is allowed (in review, closed, completed...).
 */
export function StatusActions({
  id,
  status,
  compact = false,
}: {
  id: number;
  status: string;
  compact?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<RequisitionStatus | null>(null);
  const moves = manualRequisitionMoves(status);
  if (moves.length === 0) return null;
  const label = `Change status of requisition ${id}`;
  return (
    <>
      {compact ? (
        <RowAction
          label={label}
          title="Change status"
          icon={<MoreVertIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
        />
      ) : (
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          aria-label={label}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Change status
        </Button>
      )}
      {/* Mounted only while open: every row of a list has one. */}
      {anchor && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {moves.map((to) => (
            <MenuItem
              key={to}
              onClick={() => {
                setAnchor(null);
                setTarget(to);
              }}
            >
              {REQUISITION_MOVE_LABELS[to] ?? statusLabel(to)}
            </MenuItem>
          ))}
        </Menu>
      )}
      {target && (
        <Suspense fallback={null}>
          <MoveDialog id={id} from={status} to={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
