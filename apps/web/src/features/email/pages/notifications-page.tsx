import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { canAccess, RECRUITMENT_MANAGER } from '../../../shared/auth/access';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { useEmailTemplates } from '../api';
import { TemplateEditor } from '../components/template-editor';

function lastUpdated(updatedAt: string | null): string {
  if (!updatedAt) return 'Default wording';
  return `Last updated ${new Date(updatedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })}`;
}

/**
 * /notifications: the email template of every send; recruiters read them (the route's rule,
 * ROUTE_ACCESS.notifications, is the templates' server guard), Recruitment Managers edit them.
 */
export default function NotificationsPage() {
  const { viewer } = useAuth();
  const canEdit = canAccess(viewer, RECRUITMENT_MANAGER);
  const query = useEmailTemplates();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const templates = query.data ?? [];
  const selected = templates.find((template) => template.key === selectedKey);

  return (
    <Box>
      <PageTitle>Notifications</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The emails the system sends. Choose one to {canEdit ? 'change' : 'read'} its subject and text; merge
        fields such as {'{{applicantName}}'} are filled in when the email is sent.
      </Typography>

      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading email templates" />
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, 'The email templates could not be loaded.')}
        </Alert>
      ) : templates.length === 0 ? (
        <Alert severity="info">There are no email templates yet.</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined">
            <List aria-label="Email templates" disablePadding>
              {templates.map((template) => (
                // Each choice in its own li: a list holds only li (axe's `list` rule).
                <ListItem key={template.key} disablePadding divider>
                  <ListItemButton
                    selected={template.key === selectedKey}
                    onClick={() => setSelectedKey(template.key)}
                  >
                    <ListItemText
                      primary={template.name}
                      secondary={
                        <>
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {template.description}
                          </Typography>
                          <Typography component="span" variant="caption" color="text.secondary">
                            {lastUpdated(template.updatedAt)}
                          </Typography>
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          {selected ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TemplateEditor key={selected.key} template={selected} canEdit={canEdit} />
            </Paper>
          ) : (
            <Paper
              variant="outlined"
              sx={{ p: 6, textAlign: 'center', color: 'text.secondary', borderStyle: 'dashed' }}
            >
              Choose a template on the left to see its wording.
            </Paper>
          )}
        </Box>
      )}
    </Box>
  );
}
