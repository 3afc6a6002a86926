// /appfrm/{id}: the application record, its tabs starting on app-dtl (spec section 2); and
// /appfrm/new?jobPositionId={id}: a new application to that requisition. The same record, read only
// but for reviews, interviews and status moves and without letters, compliance, employee creation
// and erasure, is the officer's screening view at /appsch/{id} (application-screening.tsx).
import {
  applicationRecordRoute,
  isApplicationLocked,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  screeningRecordRoute,
  type TApplicationRecord,
  type TUploadedFile,
  ZApplicantContactUpdate,
  ZApplicationCreate,
  ZApplicationUpdate,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { FileUploadField } from '../../../shared/ui/file-upload-field';
import { Form, FormDialog, TextInputField, useZodForm } from '../../../shared/ui/form';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { CreateEmployeeButton } from '../../employees';
import { LettersPanel } from '../../letters';
import { ApplicantDangerZone, ApplicantDataActions } from '../../privacy';
import { ChangeStatusDialog } from '../components/change-status-dialog';
import { PhoneWarning, usePhoneCheck } from '../components/phone-warning';
import { ApplicationStatusChip } from '../components/status-chip';
import { recordKeys, useApplicationRecord, useCreateApplication, useRecordMutations } from '../record/api';
import { ApplicantFields, applicantValues } from '../record/applicant-fields';
import { ComplianceTab } from '../record/compliance-tab';
import { HistoryTab } from '../record/history-tab';
import { InterviewsTab } from '../record/interviews-tab';
import { ResumeTab } from '../record/resume-tab';
import { ReviewsTab } from '../record/reviews-tab';

/** onboarding: `/appfrm/{id}` (ONBOARDING); screening: the officer's `/appsch/{id}` (SHORTLISTING). */
export type RecordMode = 'onboarding' | 'screening';

const TABS = [
  { value: 'app-dtl', label: 'Details' },
  { value: 'app-res', label: 'Resume' },
  { value: 'app-rev', label: 'Reviews and scores' },
  { value: 'app-cmp', label: 'Compliance', onboardingOnly: true },
  { value: 'app-int', label: 'Interviews' },
  { value: 'app-let', label: 'Letters', onboardingOnly: true },
  { value: 'app-his', label: 'History' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const tabsOf = (mode: RecordMode) =>
  TABS.filter((t) => mode === 'onboarding' || !('onboardingOnly' in t && t.onboardingOnly));
const isTab = (mode: RecordMode, value: string | null): value is TabValue =>
  tabsOf(mode).some((t) => t.value === value);
const routeOf = (mode: RecordMode) => (mode === 'onboarding' ? applicationRecordRoute : screeningRecordRoute);

/** A resume is a PDF or .docx within its own limit (the create refuses others after the upload). */
const RESUME_UPLOAD = {
  maxBytes: RESUME_MAX_BYTES,
  extensions: RESUME_EXTENSIONS,
  typeMessage: RESUME_MESSAGES.unsupportedType,
};

function NewApplication({ jobPositionId }: { jobPositionId: number }) {
  const navigate = useNavigate();
  const create = useCreateApplication();
  const [resume, setResume] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZApplicationCreate, {
    defaultValues: { jobPositionId, applicant: applicantValues() },
  });
  const phoneCheck = usePhoneCheck();
  const [email, mobile, phone] = form.watch(['applicant.email', 'applicant.mobile', 'applicant.phone']);
  return (
    <Box>
      <PageTitle>New application</PageTitle>
      <Typography sx={{ mb: 2 }}>To requisition #{jobPositionId}</Typography>
      <Paper sx={{ p: 2 }}>
        <Form
          form={form}
          aria-label="New application"
          hidden={['jobPositionId']}
          onSubmit={async (body) => {
            const decision = await phoneCheck.decide(body.applicant);
            if (decision.kind === 'ask') return;
            // The same person is the same email: the server files the application under that record.
            const applicant =
              decision.kind === 'use' ? { ...body.applicant, email: decision.match.email } : body.applicant;
            const saved = await create.mutateAsync({
              ...body,
              applicant,
              ...(resume ? { resumeId: resume.id } : {}),
            });
            void navigate(applicationRecordRoute(saved.applicationId));
          }}
        >
          <Stack spacing={2}>
            <ApplicantFields />
            <FileUploadField
              label="Resume (PDF or Word .docx)"
              value={resume}
              onChange={setResume}
              purpose="RESUME"
              narrowing={RESUME_UPLOAD}
              inputTestId="new-resume-input"
              onUploadingChange={setUploading}
            />
            <PhoneWarning
              matches={phoneCheck.matchesFor({ email, mobile, phone })}
              onChoose={phoneCheck.choose}
            />
            <div>
              {/* Not while the resume uploads: the application would be made without it. */}
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || uploading}>
                Add application
              </Button>
            </div>
          </Stack>
        </Form>
      </Paper>
    </Box>
  );
}

/**
 * The name and phones after the details locked (an interview exists, the status moved on): how to
 * reach someone changes nothing that was assessed. Not the email, the applicant's identity.
 */
function EditContactDialog({ record, onClose }: { record: TApplicationRecord; onClose: () => void }) {
  const { updateContact } = useRecordMutations(record.id, record.jobPositionId);
  const a = record.applicant;
  const form = useZodForm(ZApplicantContactUpdate, {
    defaultValues: {
      title: a.title ?? '',
      firstName: a.firstName,
      middleName: a.middleName ?? '',
      surName: a.surName,
      mobile: a.mobile ?? '',
      phone: a.phone ?? '',
    },
  });
  return (
    <FormDialog
      form={form}
      title="Edit contact details"
      aria-label="Edit contact details"
      onClose={onClose}
      onSubmit={(body) => updateContact.mutateAsync(body)}
    >
      <Typography variant="body2">
        The email ({a.email}) identifies the applicant and stays as it is. The change is recorded in the
        history.
      </Typography>
      <TextInputField name="title" label="Title" />
      <TextInputField name="firstName" label="First name" required autoFocus />
      <TextInputField name="middleName" label="Middle name" />
      <TextInputField name="surName" label="Surname" required />
      <TextInputField name="mobile" label="Mobile" />
      <TextInputField name="phone" label="Phone" />
    </FormDialog>
  );
}

function DetailsTab({ record, mode }: { record: TApplicationRecord; mode: RecordMode }) {
  const [editingContact, setEditingContact] = useState(false);
  const { update } = useRecordMutations(record.id, record.jobPositionId);
  const readOnly = mode === 'screening';
  const locked = readOnly || isApplicationLocked(record.lock);
  const form = useZodForm(ZApplicationUpdate, { values: { applicant: applicantValues(record.applicant) } });
  // The dialog sits beside the details form, not in it: a submit bubbles up the React tree.
  return (
    <>
      {editingContact && <EditContactDialog record={record} onClose={() => setEditingContact(false)} />}
      <Form form={form} aria-label="Applicant details" onSubmit={(body) => update.mutateAsync(body)}>
        <Stack spacing={2}>
          {readOnly && (
            <Alert severity="info">
              Read only: the applicant's details, letters and compliance are kept on Applicant Onboarding.
            </Alert>
          )}
          {!readOnly && locked && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => setEditingContact(true)}>
                  Edit contact details
                </Button>
              }
            >
              The details are locked:{' '}
              {record.lock.interviewExists ? 'an interview exists' : 'the application has left New'}. The name
              and phone numbers can still be corrected.
            </Alert>
          )}
          <ApplicantFields disabled={locked} />
          {!locked && (
            <div>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                Save details
              </Button>
            </div>
          )}
          <Typography variant="h6" component="h2">
            Other applications of this applicant
          </Typography>
          {record.otherApplications.length === 0 ? (
            <Typography>None.</Typography>
          ) : (
            <Stack component="ul" sx={{ m: 0 }}>
              {record.otherApplications.map((o) => (
                <li key={o.id}>
                  <Link component={RouterLink} to={routeOf(mode)(o.id)}>
                    #{o.id} {o.positionTitle}
                  </Link>{' '}
                  (requisition #{o.requisitionId}) <ApplicationStatusChip status={o.status} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Form>
    </>
  );
}

export function ApplicationRecord({ id, mode }: { id: number; mode: RecordMode }) {
  const record = useApplicationRecord(id);
  const client = useQueryClient();
  const { hasAuthority } = useAuth();
  // `?tab=` opens a tab directly (the application list's letter actions open app-let).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<TabValue>(isTab(mode, asked) ? asked : 'app-dtl');
  const [moving, setMoving] = useState(false);
  if (record.isPending) return <PageLoading />;
  if (record.isError) return <Alert severity="error">The application could not be loaded.</Alert>;
  const r = record.data;
  const name = [r.applicant.title, r.applicant.firstName, r.applicant.middleName, r.applicant.surName]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <PageTitle>{name}</PageTitle>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography>
          Application #{r.id} to {r.positionTitle} (requisition #{r.requisitionId})
        </Typography>
        <Box data-testid="record-status">
          <ApplicationStatusChip status={r.status} />
        </Box>
        <Typography data-testid="header-scores">
          Profile score {r.profileScore ?? '—'} · Review score {r.reviewScore ?? '—'}
        </Typography>
        {r.allowedStatuses.length > 0 && (
          <Button size="small" variant="outlined" onClick={() => setMoving(true)}>
            Change status
          </Button>
        )}
        {mode === 'onboarding' ? (
          <>
            <ApplicantDataActions applicant={{ id: r.applicant.id, name, email: r.applicant.email }} />
            <CreateEmployeeButton applicationId={r.id} applicantId={r.applicant.id} status={r.status} />
          </>
        ) : (
          hasAuthority('ONBOARDING') && (
            <Link component={RouterLink} to={applicationRecordRoute(r.id)}>
              Open in Applicant Onboarding
            </Link>
          )
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setTab(value)}
        variant="scrollable"
        aria-label="Application record"
      >
        {tabsOf(mode).map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`tab-${t.value}`}
            aria-controls={`panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Paper sx={{ p: 2, mt: 1 }} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'app-dtl' && <DetailsTab record={r} mode={mode} />}
        {tab === 'app-res' && <ResumeTab record={r} readOnly={mode === 'screening'} />}
        {tab === 'app-rev' && <ReviewsTab record={r} />}
        {mode === 'onboarding' && tab === 'app-cmp' && <ComplianceTab record={r} />}
        {tab === 'app-int' && <InterviewsTab record={r} />}
        {mode === 'onboarding' && tab === 'app-let' && (
          <LettersPanel applicationId={r.id} openInterviews={() => setTab('app-int')} />
        )}
        {tab === 'app-his' && <HistoryTab record={r} />}
      </Paper>
      {mode === 'onboarding' && (
        <ApplicantDangerZone applicant={{ id: r.applicant.id, name, email: r.applicant.email }} />
      )}
      {moving && (
        <ChangeStatusDialog
          targets={[{ id: r.id, status: r.status, name }]}
          onClose={() => {
            setMoving(false);
            void client.invalidateQueries({ queryKey: recordKeys.record(r.id) });
          }}
        />
      )}
    </Box>
  );
}

export default function ApplicationRecordPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id === 'new') {
    const jobPositionId = Number(params.get('jobPositionId'));
    if (!Number.isInteger(jobPositionId) || jobPositionId < 1) {
      return (
        <Alert severity="error">Open a new application from a requisition on Applicant Onboarding.</Alert>
      );
    }
    return <NewApplication jobPositionId={jobPositionId} />;
  }
  const applicationId = Number(id);
  if (!Number.isInteger(applicationId) || applicationId < 1) {
    return <Alert severity="error">There is no application {id}.</Alert>;
  }
  return <ApplicationRecord key={applicationId} id={applicationId} mode="onboarding" />;
}
