import type { TEmployeeLeave, TLeaveRequest } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dayCount } from '../format';
import { CancelLeaveDialog } from './cancel-leave-dialog';
import { RequestLeaveDialog } from './request-leave-dialog';
import { RequestsTable } from './requests-table';

function BalanceCards({ mine }: { mine: TEmployeeLeave }) {
  if (mine.balances.length === 0)
    return (
      <Alert severity="info">No leave type applies to you yet. Ask HR to set up your leave types.</Alert>
    );
  return (
    <Box
      component="ul"
      aria-label="My leave balances"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
      }}
    >
      {mine.balances.map((b) => (
        <Card component="li" key={b.leaveTypeId} variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent>
            <Typography variant="subtitle2" component="p" color="text.secondary">
              {b.leaveTypeName}
              {b.paid ? '' : ' (unpaid)'}
            </Typography>
            <Typography variant="h5" component="p">
              {dayCount(b.available)} available
            </Typography>
            <Typography variant="body2" color={b.pending > 0 ? 'warning.main' : 'text.secondary'}>
              {dayCount(b.pending)} pending
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dayCount(b.accrued)} accrued, {dayCount(b.taken)} taken
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** My balances (pending apart), the request dialog and my requests with cancel. */
export function MyLeave({ mine }: { mine: TEmployeeLeave }) {
  const [requesting, setRequesting] = useState(false);
  const [cancelling, setCancelling] = useState<TLeaveRequest | null>(null);
  if (mine.employeeId === null)
    return (
      <Alert severity="info">
        Your user is not linked to an employee record, so you have no leave of your own.
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          My balances
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={mine.balances.length === 0}
          onClick={() => setRequesting(true)}
        >
          Request leave
        </Button>
      </Box>
      <BalanceCards mine={mine} />
      <Typography variant="h6" component="h2">
        My requests
      </Typography>
      <RequestsTable
        scope="mine"
        label="My leave requests"
        columns={['type', 'dates', 'days', 'status', 'decision', 'createdAt']}
        emptyText="You have not requested leave yet"
        actions={(row) =>
          row.canCancel ? (
            <Button
              size="small"
              onClick={() => setCancelling(row)}
              aria-label={`Cancel leave of ${row.startDate}`}
            >
              Cancel
            </Button>
          ) : null
        }
      />
      {requesting && <RequestLeaveDialog mine={mine} onClose={() => setRequesting(false)} />}
      {cancelling && <CancelLeaveDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </Box>
  );
}
