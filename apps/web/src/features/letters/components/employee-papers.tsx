// The employee record's "Letters and documents": what the new hire keeps from their application, the
// signed letters (each PDF as issued, and its signature certificate) and the documents they uploaded.
// Former applicants' letter links land here (`#papers`).
import type { TEmployeePapers } from '@hr/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { QueryError } from '../../../shared/ui/query-error';
import { downloadCertificatePdf, downloadLetterPdf, useEmployeePapers } from '../api';
import { DownloadButton, FileLink } from './letter-parts';

const TITLE = { offer: 'Offer letter', contract: 'Contract letter' } as const;
const STATE: Record<string, string> = {
  SENT: 'sent, not answered',
  ACCEPTED: 'accepted',
  SIGNED: 'signed',
  DECLINED: 'declined',
  WITHDRAWN: 'withdrawn',
};

function LetterLine({ letter }: { letter: TEmployeePapers['letters'][number] }) {
  const title = TITLE[letter.kind];
  return (
    <Stack spacing={0.5} component="li" sx={{ listStyle: 'none' }} aria-label={title}>
      <Typography sx={{ fontWeight: 600 }}>
        {title}: {letter.jobTitle} (version {letter.version})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {letter.signedAtText
          ? `Signed by ${letter.signerName} on ${letter.signedAtText}`
          : `This letter was ${STATE[letter.status] ?? letter.status.toLowerCase()}.`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <DownloadButton
          size="small"
          startIcon={<DownloadIcon />}
          download={() => downloadLetterPdf(letter.kind, letter.id)}
        >
          {letter.hasCertificate ? `Signed ${title.toLowerCase()} (PDF)` : `${title} (PDF)`}
        </DownloadButton>
        {letter.hasCertificate && (
          <DownloadButton
            size="small"
            startIcon={<DownloadIcon />}
            download={() => downloadCertificatePdf(letter.kind, letter.id)}
          >
            Signature certificate (PDF)
          </DownloadButton>
        )}
      </Stack>
    </Stack>
  );
}

export function EmployeePapers({ employeeId }: { employeeId: number }) {
  const papers = useEmployeePapers(employeeId);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // A former applicant's letter link opens the record at this section.
  useEffect(() => {
    if (hash === '#papers' && papers.isSuccess) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, papers.isSuccess]);
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" id="papers" ref={section} aria-labelledby="papers-title">
      <Typography variant="h6" component="h2" id="papers-title" sx={{ mb: 1 }}>
        Letters and documents
      </Typography>
      {papers.isPending ? (
        <CircularProgress size={24} aria-label="Loading the letters and documents" />
      ) : papers.isError ? (
        <QueryError query={papers} fallback="The letters and documents could not be loaded." />
      ) : papers.data.letters.length === 0 && papers.data.documents.length === 0 ? (
        <Typography color="text.secondary">
          No letters or documents: this record was not made from an application's signed contract.
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label="Letters">
            {papers.data.letters.map((letter) => (
              <LetterLine key={`${letter.kind}-${letter.id}`} letter={letter} />
            ))}
          </Stack>
          {papers.data.documents.length > 0 && (
            <Stack spacing={0.5} aria-label="Documents">
              <Typography sx={{ fontWeight: 600 }}>Documents uploaded with the letters</Typography>
              {papers.data.documents.map((doc) => (
                <FileLink
                  key={`${doc.letterKind}-${doc.fileId}`}
                  id={doc.fileId}
                  name={doc.originalName}
                  label={`Download ${doc.name}: ${doc.originalName}`}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
