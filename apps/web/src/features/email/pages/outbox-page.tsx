import { DEFAULT_PAGE_SIZE, OUTBOX_MESSAGES, type TOutboxListRow } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { exportOutbox, useOutbox, useOutboxDelivery } from '../api';
import { EmailDialog } from '../components/email-dialog';
import { EmailStatusChip } from '../components/email-status-chip';
import { formatDateTime, templateName } from '../format';

const DEFAULT_SORT = { columnId: 'createdAt', direction: 'desc' } as const;

const COLUMNS: DataTableColumn<TOutboxListRow>[] = [
  { id: 'toAddress', label: 'To', cell: (row) => row.toAddress },
  { id: 'subject', label: 'Subject', cell: (row) => row.subject, wrap: true },
  { id: 'template', label: 'Template', cell: (row) => templateName(row.templateKey) },
  { id: 'status', label: 'Status', cell: (row) => <EmailStatusChip status={row.status} /> },
  { id: 'createdAt', label: 'Created', cell: (row) => formatDateTime(row.createdAt) },
];

/** /outbox: every email the system recorded (captured, sent or failed), newest first. */
export default function OutboxPage() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  const query = useOutbox(state);
  const delivery = useOutboxDelivery();
  const [shown, setShown] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });

  return (
    <Box>
      <PageTitle>Outbox</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Every email the system has sent or, without a mail server configured, captured here instead. Open one
        to read it. Emails sent through the mail server keep their one-time links masked for good.
      </Typography>
      {delivery.data?.captured && (
        <Alert severity="warning" sx={{ mb: 3, maxWidth: 760 }} data-testid="outbox-captured">
          {OUTBOX_MESSAGES.capturedLinksLive}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox
          label="Search recipient or subject"
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'outbox')}
        label="Emails"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        onExport={() => exportOutbox(state)}
        onRowClick={(row) => setShown({ id: row.id, open: true })}
        loadingText="Loading emails…"
        emptyText={state.search ? 'No emails match the search' : 'No emails yet'}
      />
      <EmailDialog
        id={shown.id}
        open={shown.open}
        onClose={() => setShown((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
