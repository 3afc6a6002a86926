import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useRecordRoute } from '../record-route';
import { AddCandidateDialog } from './add-candidate-dialog';
import { ApplicationList, REQUISITION_COLUMNS } from './application-list';
import { PipelineBoard } from './pipeline-board';

const PAGE_SIZE = 10;

/**
 * A requisition's candidates (process tab): the application list narrowed to the requisition, or
 * its pipeline board; adding a candidate.
 */
export function CandidatesPanel({ positionId }: { positionId: number; locked: boolean }) {
  const { hasAuthority } = useAuth();
  const [adding, setAdding] = useState(false);
  const [view, setView] = useState<'list' | 'board'>('list');
  const navigate = useNavigate();
  const recordRoute = useRecordRoute();

  if (!hasAuthority('CANDIDATE_ACCESS')) {
    return <Alert severity="info">You do not have access to candidates.</Alert>;
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Candidates" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2">
          Candidates
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'list' | 'board' | null) => next && setView(next)}
          aria-label="Candidates view"
        >
          <ToggleButton value="list">List</ToggleButton>
          <ToggleButton value="board">Board</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        {hasAuthority('SHORTLISTING') && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add candidate
          </Button>
        )}
      </Box>
      {view === 'list' ? (
        <ApplicationList
          scope={{ requisitionId: positionId }}
          label="Candidates"
          pageSize={PAGE_SIZE}
          columns={REQUISITION_COLUMNS}
          onOpen={(row) => {
            const to = recordRoute(row.id);
            if (to) void navigate(to);
          }}
        />
      ) : (
        <PipelineBoard requisitionId={positionId} />
      )}
      {adding && (
        <AddCandidateDialog positionId={positionId} open={adding} onClose={() => setAdding(false)} />
      )}
    </Paper>
  );
}
