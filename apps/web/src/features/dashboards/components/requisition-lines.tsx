import type { TDashboardRequisition } from '@hr/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/ui/format';
import { Empty } from './dashboard-ui';

/** Requisition lines of a card: each opens its form; `actions` adds buttons at the end of a line. */
export function RequisitionLines({
  rows,
  count,
  empty,
  actions,
}: {
  rows: TDashboardRequisition[];
  count: number;
  empty: string;
  actions?: (row: TDashboardRequisition) => ReactNode;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/jobreq/${row.id}`}>
                #{row.id} {row.positionTitle}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {row.department ?? 'No department'} · ends {formatDate(row.endDate)}
              </Typography>
            </Box>
            {actions?.(row)}
          </Box>
        ))}
      </Box>
      {count > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the first {rows.length} of {count}.
        </Typography>
      )}
    </>
  );
}
