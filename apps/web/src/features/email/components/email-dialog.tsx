import { MASKED_LINK_TOKEN, splitLinks, type TOutboxEmail } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useOutboxEmail, useRevealLinks } from '../api';
import { formatDateTime, templateName } from '../format';
import { EmailStatusChip } from './email-status-chip';

interface Props {
  /** The email to show; kept while the dialog closes so its content does not flash. */
  id: number | null;
  open: boolean;
  onClose: () => void;
}

/** The email text with its links as real anchors (an approver follows them from here); a masked link stays text. */
function EmailBody({ text }: { text: string }) {
  return (
    <Typography
      component="div"
      variant="body2"
      data-testid="email-body"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' && !part.text.includes(MASKED_LINK_TOKEN) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Link key={index} href={part.text}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

function Details({ email: shown }: { email: TOutboxEmail }) {
  // A captured email's links are masked until revealed (the server audits each reveal).
  const reveal = useRevealLinks();
  const [revealed, setRevealed] = useState<TOutboxEmail | null>(null);
  const email = revealed?.id === shown.id ? revealed : shown;
  const rows: [string, ReactNode][] = [
    ['To', email.toAddress],
    ['Template', templateName(email.templateKey)],
    ['Status', <EmailStatusChip key="status" status={email.status} />],
    ['Created', formatDateTime(email.createdAt)],
  ];
  if (email.sentAt) rows.push(['Sent', formatDateTime(email.sentAt)]);
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {email.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {email.error}
        </Alert>
      )}
      <Alert
        severity={email.status === 'CAPTURED' ? 'warning' : 'info'}
        sx={{ mt: 2 }}
        action={
          email.linksMasked ? (
            <Button
              color="inherit"
              size="small"
              disabled={reveal.isPending}
              onClick={() => reveal.mutate(email.id, { onSuccess: setRevealed })}
            >
              Reveal link
            </Button>
          ) : undefined
        }
      >
        {email.status !== 'CAPTURED'
          ? `Sent through the mail server: one-time links are masked in this copy (${MASKED_LINK_TOKEN}).`
          : email.linksMasked
            ? `Captured, not sent: its links are live, so they are masked (${MASKED_LINK_TOKEN}). Revealing them is recorded in the audit log; whoever opens one acts as the recipient.`
            : 'Captured, not sent: its links are live, and anyone who opens them acts as the recipient.'}
      </Alert>
      {reveal.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(reveal.error, 'The links could not be revealed.')}
        </Alert>
      )}
      <Divider sx={{ my: 2 }} />
      <EmailBody text={email.textBody} />
      {email.attachments.length > 0 && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h3">
            Attachments
          </Typography>
          {email.attachments.map((file) => (
            <Box key={file.filename} sx={{ mt: 1 }}>
              <Link
                href={`data:${file.contentType.split(';')[0]};charset=utf-8,${encodeURIComponent(file.content)}`}
                download={file.filename}
              >
                {file.filename}
              </Link>
              <Typography
                component="pre"
                variant="caption"
                aria-label={`Content of ${file.filename}`}
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  bgcolor: 'action.hover',
                  p: 1,
                  mt: 0.5,
                }}
              >
                {file.content}
              </Typography>
            </Box>
          ))}
        </>
      )}
    </>
  );
}

export function EmailDialog({ id, open, onClose }: Props) {
  const query = useOutboxEmail(id);
  return (
    <Dialog
      open={open && id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="email-dialog-title"
    >
      <DialogTitle id="email-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {query.data?.subject ?? 'Email'}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the email" />
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
            {errorMessage(query.error, 'The email could not be loaded.')}
          </Alert>
        ) : (
          <Details email={query.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
