import {
  DEFAULT_PAGE_SIZE,
  MESSAGES,
  ROLE_NAMES,
  type TUserListRow,
  USER_STATE_LABELS,
  USER_STATES,
  type UserState,
} from '@hr/contracts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { type UserAction, useUserAction, useUsers } from '../api';
import { AccessDialog } from '../components/access-dialog';
import { AUTHORITY_LABELS } from '../components/access-fields';
import { InviteDialog } from '../components/invite-dialog';

const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;
const STATE_COLORS: Record<UserState, 'default' | 'success' | 'warning'> = {
  INVITED: 'warning',
  ACTIVE: 'success',
  DISABLED: 'default',
};

const COLUMNS: DataTableColumn<TUserListRow>[] = [
  { id: 'lastName', label: 'Name', cell: (row) => `${row.firstName} ${row.lastName}`, sortable: true },
  { id: 'email', label: 'Email', cell: (row) => row.email, sortable: true },
  {
    id: 'role',
    label: 'Roles',
    cell: (row) => row.roles.split(',').join(', '),
    filter: { type: 'select', options: ROLE_NAMES.map((role) => ({ value: role, label: role })) },
  },
  {
    id: 'authorities',
    label: 'Authorities',
    cell: (row) => row.authorities.map((code) => AUTHORITY_LABELS[code] ?? code).join(', ') || '—',
    wrap: true,
  },
  {
    id: 'state',
    label: 'State',
    cell: (row) => <Chip size="small" label={USER_STATE_LABELS[row.state]} color={STATE_COLORS[row.state]} />,
    sortable: true,
    filter: {
      type: 'select',
      options: USER_STATES.map((state) => ({ value: state, label: USER_STATE_LABELS[state] })),
    },
  },
  { id: 'lastSignInAt', label: 'Last sign-in', cell: (row) => formatDate(row.lastSignInAt), sortable: true },
];

const ACTION_DONE: Record<UserAction, string> = {
  disable: 'User disabled',
  enable: 'User enabled',
  resend: 'Invitation sent',
};

/** Settings > Users: invite, change roles and authorities, disable and re-enable, resend invitations. */
export default function UsersPage() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const query = useUsers(list.state);
  const action = useUserAction();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TUserListRow | null>(null);

  const run = (row: TUserListRow, name: UserAction) =>
    action.mutate(
      { id: row.id, action: name },
      {
        onSuccess: () => toast.success(ACTION_DONE[name]),
        // The server's reason (the last administrator, nothing to resend) says more than 'Failed'.
        onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
      },
    );

  return (
    <Box>
      <PageTitle>Users</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Who can sign in and what they may do. A change of roles or authorities, a disablement or a new
        password signs the user out at once.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search name or email" value={list.searchInput} onChange={list.setSearchInput} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'users')}
        label="Users"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        busy={action.isPending}
        loadingText="Loading users…"
        emptyText={list.state.search || list.state.filter ? 'No users match' : 'No users yet'}
        actions={(row) => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit access of ${row.email}`}>
              Access
            </Button>
            {row.state === 'INVITED' && (
              <Button
                size="small"
                onClick={() => run(row, 'resend')}
                aria-label={`Resend invitation to ${row.email}`}
              >
                Resend
              </Button>
            )}
            {row.state === 'DISABLED' ? (
              <Button size="small" onClick={() => run(row, 'enable')} aria-label={`Enable ${row.email}`}>
                Enable
              </Button>
            ) : (
              <Button
                size="small"
                color="error"
                onClick={() => run(row, 'disable')}
                aria-label={`Disable ${row.email}`}
              >
                Disable
              </Button>
            )}
          </Box>
        )}
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && <AccessDialog user={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
