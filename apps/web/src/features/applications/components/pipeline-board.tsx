// The pipeline board of a requisition: its applications as cards in status columns. A card moves by
// drag and drop, or by keyboard (Enter or Space picks it up, the arrow keys choose a column, Enter
// drops it, Escape cancels), through the same transition table as every other status change.
import {
  APPLICATION_STATUS_CODES,
  type ApplicationStatus,
  canMoveApplication,
  refusedMoveMessage,
  type TBoardCard,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { QueryError } from '../../../shared/ui/query-error';
import { useApplicationMutations, useBoard } from '../api';
import { timeInStage } from '../time-in-stage';
import { statusLabel } from './status-chip';

export function PipelineBoard({ requisitionId }: { requisitionId: number }) {
  const { hasAuthority } = useAuth();
  const canMove = hasAuthority('SHORTLISTING');
  const board = useBoard(requisitionId);
  const { change } = useApplicationMutations();
  // The card picked up with the keyboard and the column it would drop into.
  const [held, setHeld] = useState<{ card: TBoardCard; column: number } | null>(null);
  const [dragged, setDragged] = useState<TBoardCard | null>(null);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success' | 'info'; text: string } | null>(null);

  if (board.isPending) return <CircularProgress aria-label="Loading the board" />;
  if (board.isError) {
    return <QueryError query={board} fallback="The board could not be loaded." />;
  }
  const { cards, total } = board.data;
  const now = Date.now();

  const move = async (card: TBoardCard, to: ApplicationStatus) => {
    if (card.status === to) return;
    if (!canMoveApplication(card.status, to)) {
      setNotice({ severity: 'error', text: refusedMoveMessage(card.status, to) });
      return;
    }
    try {
      await change.mutateAsync({ applicationId: card.id, status: to });
      setNotice({ severity: 'success', text: `${card.applicantName} moved to ${statusLabel(to)}.` });
    } catch (error) {
      // The server's reason (say, someone else moved it first) shown as is.
      setNotice({
        severity: 'error',
        text: error instanceof ApiError ? error.body.message : errorMessage(error, 'The move failed.'),
      });
    }
  };

  const onCardKey = (event: KeyboardEvent, card: TBoardCard) => {
    if (!canMove) return;
    const column = APPLICATION_STATUS_CODES.indexOf(card.status as ApplicationStatus);
    if (!held || held.card.id !== card.id) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setHeld({ card, column });
        setNotice({
          severity: 'info',
          text: `Picked up ${card.applicantName}. Left and right arrows choose a column, Enter moves, Escape cancels.`,
        });
      }
      return;
    }
    const last = APPLICATION_STATUS_CODES.length - 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = Math.min(last, Math.max(0, held.column + (event.key === 'ArrowRight' ? 1 : -1)));
      setHeld({ card, column: next });
      setNotice({ severity: 'info', text: `Over ${statusLabel(APPLICATION_STATUS_CODES[next]!)}.` });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setHeld(null);
      void move(card, APPLICATION_STATUS_CODES[held.column]!);
    } else if (event.key === 'Escape') {
      setHeld(null);
      setNotice({ severity: 'info', text: 'Move cancelled.' });
    }
  };

  return (
    <Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 48, mb: 1 }}>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {total > cards.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          The newest {cards.length} of {total} applications are shown; the list has all of them.
        </Alert>
      )}
      {total === 0 && <Typography color="text.secondary">No candidates yet</Typography>}
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(180px, 1fr)',
          gap: 1,
          overflowX: 'auto',
        }}
        aria-label="Pipeline board"
        role="group"
      >
        {APPLICATION_STATUS_CODES.map((status, index) => {
          const inColumn = cards.filter((card) => card.status === status);
          const target = held?.column === index || (dragged !== null && dragged.status !== status);
          return (
            <Paper
              key={status}
              variant="outlined"
              component="section"
              aria-label={`${statusLabel(status)} column`}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged) void move(dragged, status);
                setDragged(null);
              }}
              sx={{
                p: 1,
                minHeight: 160,
                bgcolor: held?.column === index ? 'action.selected' : target ? 'action.hover' : undefined,
              }}
            >
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {statusLabel(status)} ({inColumn.length})
              </Typography>
              {inColumn.map((card) => {
                const stage = timeInStage(card.enteredAt, now);
                const isHeld = held?.card.id === card.id;
                return (
                  <Paper
                    key={card.id}
                    elevation={isHeld ? 6 : 1}
                    tabIndex={0}
                    role="button"
                    aria-pressed={isHeld}
                    aria-label={`${card.applicantName}, ${statusLabel(card.status)}, in stage ${stage}`}
                    draggable={canMove}
                    onDragStart={() => setDragged(card)}
                    onDragEnd={() => setDragged(null)}
                    onKeyDown={(event) => onCardKey(event, card)}
                    onBlur={() => isHeld && setHeld(null)}
                    sx={{ p: 1, mb: 1, cursor: canMove ? 'grab' : 'default', outlineOffset: 2 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {card.applicantName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      Profile {card.profileScore ?? '—'} · Review {card.reviewScore ?? '—'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      In stage {stage}
                    </Typography>
                  </Paper>
                );
              })}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
