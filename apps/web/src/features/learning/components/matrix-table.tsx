// The compliance matrix's grid: employees down, mandatory courses across, a status chip (words and
// icon as well as colour) in each cell. Header row and name column stay in view while it scrolls.
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MatrixColumn {
  id: number;
  title: string;
}

export interface MatrixRow {
  key: number;
  name: ReactNode;
  detail?: ReactNode;
  /** The cell of each column id; a course not required of this employee has none. */
  cells: ReadonlyMap<number, ReactNode>;
}

const FIRST_COLUMN_WIDTH = 220;
// Sticky cells need their own background, or the scrolled cells show through.
const STICKY_FIRST: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  minWidth: FIRST_COLUMN_WIDTH,
  boxShadow: 'inset -1px 0 0 rgba(0, 0, 0, 0.12)',
};

export function MatrixTable({
  label,
  columns,
  rows,
  state,
}: {
  label: string;
  columns: readonly MatrixColumn[];
  rows: readonly MatrixRow[];
  /** What to show instead of rows (loading, empty, error); null shows the rows. */
  state: ReactNode;
}) {
  return (
    // It scrolls both ways: keyboard users reach it (tab stop) and hear what it is.
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: '65vh' }}
      tabIndex={0}
      role="region"
      aria-label="Compliance matrix, scrollable"
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...STICKY_FIRST, zIndex: 3, fontWeight: 600 }}>Employee</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, minWidth: 150 }}>
                {column.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state !== null ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {state}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.key} hover data-list-row>
                <TableCell component="th" scope="row" sx={{ ...STICKY_FIRST, zIndex: 1 }}>
                  <Typography variant="body2">{row.name}</Typography>
                  {row.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {row.detail}
                    </Typography>
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    {row.cells.get(column.id) ?? (
                      <Typography variant="body2" color="text.secondary">
                        Not required
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
