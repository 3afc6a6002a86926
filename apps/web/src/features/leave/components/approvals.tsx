import type { TLeaveRequest } from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DecideLeaveDialog } from './decide-leave-dialog';
import { RequestsTable } from './requests-table';

/** Open requests to decide (a manager's reports; HR: everyone but themselves), then every request seen. */
export function Approvals() {
  const [deciding, setDeciding] = useState<{
    request: TLeaveRequest;
    decision: 'APPROVE' | 'DECLINE';
  } | null>(null);
  const buttons = (row: TLeaveRequest) =>
    row.canDecide ? (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          aria-label={`Approve ${row.employeeName} ${row.startDate}`}
          onClick={() => setDeciding({ request: row, decision: 'APPROVE' })}
        >
          Approve
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={`Decline ${row.employeeName} ${row.startDate}`}
          onClick={() => setDeciding({ request: row, decision: 'DECLINE' })}
        >
          Decline
        </Button>
      </Box>
    ) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h6" component="h2">
        Waiting for a decision
      </Typography>
      <RequestsTable
        scope="to-approve"
        label="Leave requests to decide"
        columns={['employee', 'department', 'type', 'dates', 'days', 'reason', 'document', 'status']}
        emptyText="No leave is waiting for your decision"
        actions={buttons}
      />
      <Typography variant="h6" component="h2">
        All requests
      </Typography>
      <RequestsTable
        scope="all"
        label="All leave requests"
        columns={['employee', 'type', 'dates', 'days', 'status', 'decision', 'createdAt']}
        emptyText="No leave requests yet"
        actions={buttons}
      />
      {deciding && (
        <DecideLeaveDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Box>
  );
}
