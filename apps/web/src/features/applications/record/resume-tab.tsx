// The resume: upload or replace it, read its report (met / missing rows) and fill the profile. Read
// only (the officer's screening view): download it and read its report.
import {
  PROFILE_FILL_LABELS,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  SCORE_CRITERION_LABELS,
  type TApplicationRecord,
  type TCreateProfileResult,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useUploadFile } from '../../../shared/api/upload-file';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { downloadResume, isUnreadableRefusal, useRecordMutations, useResumeReport } from './api';

/** A resume is a PDF or .docx within its own limit (update-resume refuses others after the upload). */
const RESUME_UPLOAD = {
  purpose: 'RESUME',
  maxBytes: RESUME_MAX_BYTES,
  extensions: RESUME_EXTENSIONS,
  typeMessage: RESUME_MESSAGES.unsupportedType,
} as const;

export function ResumeTab({ record, readOnly = false }: { record: TApplicationRecord; readOnly?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useUploadFile(RESUME_UPLOAD);
  const { replaceResume, createProfile } = useRecordMutations(record.id, record.jobPositionId);
  const report = useResumeReport(record.id, record.resume !== null);
  const [profile, setProfile] = useState<TCreateProfileResult | null>(null);
  // An unreadable file the server would not put over the readable resume without a yes.
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file);
    if (!uploaded) return;
    await replaceResume.mutateAsync({ fileId: uploaded.id }).catch((error: unknown) => {
      if (isUnreadableRefusal(error)) setAsking({ id: uploaded.id, name: uploaded.originalName });
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>{record.resume ? `Resume: ${record.resume.originalName}` : 'No resume yet.'}</Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={RESUME_ACCEPT}
          data-testid="resume-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
        {record.resume && (
          <Button
            onClick={() => {
              if (record.resume) void downloadResume(record.resume);
            }}
          >
            Download
          </Button>
        )}
        {!readOnly && (
          <Button
            variant="outlined"
            disabled={state.status === 'uploading' || replaceResume.isPending}
            onClick={() => input.current?.click()}
          >
            {record.resume ? 'Replace resume' : 'Upload resume'}
          </Button>
        )}
        {state.status === 'uploading' && <CircularProgress size={20} aria-label="Uploading" />}
      </Stack>
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {record.resume && !record.resume.readable && (
        <Alert severity="warning" data-testid="resume-unreadable">
          {RESUME_MESSAGES.unreadable}
        </Alert>
      )}
      {record.resume && (
        <>
          <Typography variant="h6" component="h2">
            Resume report
          </Typography>
          {report.isPending && <CircularProgress aria-label="Loading the report" />}
          {report.isError && <Alert severity="error">The resume report could not be loaded.</Alert>}
          {report.data && (
            <>
              <Typography>
                {report.data.met} met, {report.data.missing} missing ({report.data.wordCount} words read)
              </Typography>
              <Typography data-testid="resume-years">
                Years of experience the resume shows:{' '}
                {report.data.yearsOfExperience ?? 'none found (no dated work history or stated years)'}
              </Typography>
              <Table size="small" aria-label="Resume report">
                <TableHead>
                  <TableRow>
                    <TableCell>Requirement</TableCell>
                    <TableCell>Kind</TableCell>
                    <TableCell>Weight</TableCell>
                    <TableCell>Mandatory</TableCell>
                    <TableCell>In the resume</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>The requisition has no requirement rows.</TableCell>
                    </TableRow>
                  )}
                  {report.data.items.map((item) => (
                    <TableRow key={`${item.criterion}-${item.referenceId}`}>
                      <TableCell>{item.name}</TableCell>
                      <TableCell>{SCORE_CRITERION_LABELS[item.criterion]}</TableCell>
                      <TableCell>{item.weight}</TableCell>
                      <TableCell>{item.mandatory ? 'Yes' : 'No'}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={item.met ? 'success' : 'default'}
                          label={item.met ? 'Met' : 'Missing'}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="body2">
                Languages named: {report.data.languages.map((l) => l.name).join(', ') || 'none'}. Computer
                skills named: {report.data.computerSkills.map((c) => c.name).join(', ') || 'none'}.
              </Typography>
              {!readOnly && (
                <div>
                  <Button
                    variant="contained"
                    disabled={
                      createProfile.isPending ||
                      record.lock.interviewExists ||
                      !record.lock.statusIsNewApplication
                    }
                    onClick={() => createProfile.mutate(undefined, { onSuccess: setProfile })}
                  >
                    Create profile from resume
                  </Button>
                </div>
              )}
            </>
          )}
          {profile && (
            <Alert severity="info" onClose={() => setProfile(null)} data-testid="profile-added">
              Added to the profile (check them on the Details tab):{' '}
              {[
                ...profile.added.qualifications,
                ...profile.added.skills,
                ...profile.added.languages,
                ...profile.added.computerSkills,
              ]
                .map((i) => i.name)
                .join(', ') || 'nothing new'}
              .{' '}
              {profile.filled.length > 0 &&
                `Filled from the resume: ${profile.filled.map((f) => PROFILE_FILL_LABELS[f]).join(', ')}. `}
              {Object.entries(profile.links).some(([, url]) => url) && (
                <>
                  Links in the resume (the record has no field for them):{' '}
                  {Object.values(profile.links)
                    .filter((url): url is string => url !== null)
                    .map((url) => (
                      <Link key={url} href={url} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>
                        {url}
                      </Link>
                    ))}
                </>
              )}
            </Alert>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Replace the resume with ${asking?.name}?`}
        confirmLabel="Replace"
        cancelLabel="Keep the current resume"
        color="warning"
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          replaceResume.mutate({ fileId: asking.id, confirm: true });
        }}
        onClose={() => setAsking(null)}
      >
        {RESUME_MESSAGES.unreadable} {RESUME_MESSAGES.confirmReplace}
      </ConfirmDialog>
    </Stack>
  );
}
