// What both sides show of a letter: its status, the applicant's answer and the documents it asks for.
import type { TContractLetter, TLetterComplianceItem, TOfferLetter } from '@hr/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/ui/format';
import { downloadFile } from '../api';
import { salaryText } from '../letter-state';

type Letter = TOfferLetter | TContractLetter;

/**
 * A button that downloads a file the server makes on request (a letter's PDF takes seconds): it
 * shows progress, and takes no second click, until the file is saved or the failure is told.
 */
export function DownloadButton({
  download,
  children,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} loadingPosition="start" onClick={() => void run()}>
      {children}
    </Button>
  );
}

const STATUS: Record<Letter['status'], { label: string; color: ChipProps['color'] }> = {
  DRAFT: { label: 'Draft', color: 'default' },
  SENT: { label: 'Sent', color: 'info' },
  ACCEPTED: { label: 'Accepted', color: 'success' },
  SIGNED: { label: 'Signed', color: 'success' },
  DECLINED: { label: 'Declined', color: 'error' },
  WITHDRAWN: { label: 'Withdrawn', color: 'warning' },
};

/** The letter's state; a sent letter past its expiry date reads Expired. */
export function LetterStatusChip({ letter }: { letter: Letter }) {
  const { label, color } =
    letter.expired && letter.status === 'SENT'
      ? { label: 'Expired', color: 'warning' as const }
      : STATUS[letter.status];
  return <Chip size="small" variant="outlined" color={color} label={label} data-testid="letter-status" />;
}

/** The letter's terms as the applicant reads them. */
export function LetterTerms({ letter }: { letter: Letter }) {
  const rows: [string, string][] = [
    ['Position', letter.jobTitle],
    ...('contractType' in letter && letter.contractType
      ? [['Contract type', letter.contractType] as [string, string]]
      : []),
    ['Salary', salaryText(letter)],
    ['Start date', formatDate(letter.startDate)],
    ['Answer by', formatDate(letter.expiryDate)],
    ['Version', String(letter.version)],
  ];
  return (
    <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/** The applicant's answer: who signed, when, and their comment. */
export function LetterAnswer({ letter }: { letter: Letter }) {
  if (!letter.respondedAt) return null;
  const verb = letter.status === 'DECLINED' ? 'Declined' : 'Accepted';
  return (
    <Typography data-testid="letter-answer">
      {verb} by <strong>{letter.signatureName}</strong> on {formatDateTime(letter.respondedAt)}
      {letter.responseComment ? ` — “${letter.responseComment}”` : ''}
    </Typography>
  );
}

/**
 * The signature certificate of a signed letter, as its PDF ends with it: who signed, when (in the
 * organisation's zone), from where, and what (the version and its content's SHA-256).
 */
export function SignatureCertificate({ letter }: { letter: Letter }) {
  const certificate = letter.certificate;
  if (!certificate) return null;
  const rows: [string, string][] = [
    ['Signed by', certificate.signerName],
    ['Email', certificate.signerEmail],
    ['Signed at', certificate.signedAtText],
    ['IP address', certificate.ip],
    ['User agent', certificate.userAgent ?? '—'],
    ['Version', String(certificate.version)],
    ['Content SHA-256', certificate.contentSha256],
    ...(certificate.pdfSha256 ? [['Signed PDF SHA-256', certificate.pdfSha256] as [string, string]] : []),
  ];
  return (
    <Paper variant="outlined" component="section" aria-label="Signature certificate" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Signature certificate
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([term, value]) => (
          <Stack key={term} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** A stored file as a button that downloads it (with the token) under its original name. */
export function FileLink({ id, name, label }: { id: number; name: string; label?: string }) {
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void downloadFile(id, name)}
      aria-label={label ?? `Download ${name}`}
      sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
    >
      {name}
    </Button>
  );
}

/** The documents a letter asks for, each with its uploaded file to download (HR's review). */
export function DocumentList({
  items,
  title,
  level = 'h3',
}: {
  items: TLetterComplianceItem[];
  title: string;
  /** The heading's level where it sits (a tab with no heading of its own takes h2). */
  level?: 'h2' | 'h3';
}) {
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">This letter asks for no documents.</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, pl: 2 }} spacing={0.5}>
          {items.map((item) => (
            <li key={item.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>
                  {item.name}
                  {item.mandatory ? ' (required)' : ' (optional)'}:
                </Typography>
                {item.applicantFile ? (
                  <FileLink
                    id={item.applicantFile.id}
                    name={item.applicantFile.originalName}
                    label={`Download ${item.name}: ${item.applicantFile.originalName}`}
                  />
                ) : (
                  <Typography color="text.secondary">not uploaded</Typography>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
