// /appfrm/{id}: the application record, its tabs starting on app-dtl (spec section 2); and
// /appfrm/new?jobPositionId={id}: a new application to that requisition.
import {
  applicationRecordRoute,
  isApplicationLocked,
  type TApplicationRecord,
  type TUploadedFile,
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
import { FileUploadField } from '../../../shared/ui/file-upload-field';
import { Form, useZodForm } from '../../../shared/ui/form';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { CreateEmployeeButton } from '../../employees';
import { LettersPanel } from '../../letters';
import { ApplicantDataActions } from '../../privacy';
import { ChangeStatusDialog } from '../components/change-status-dialog';
import { ApplicationStatusChip } from '../components/status-chip';
import { recordKeys, useApplicationRecord, useCreateApplication, useRecordMutations } from '../record/api';
import { ApplicantFields, applicantValues } from '../record/applicant-fields';
import { ComplianceTab } from '../record/compliance-tab';
import { HistoryTab } from '../record/history-tab';
import { InterviewsTab } from '../record/interviews-tab';
import { ResumeTab } from '../record/resume-tab';
import { ReviewsTab } from '../record/reviews-tab';

const TABS = [
  { value: 'app-dtl', label: 'Details' },
  { value: 'app-res', label: 'Resume' },
  { value: 'app-rev', label: 'Reviews and scores' },
  { value: 'app-cmp', label: 'Compliance' },
  { value: 'app-int', label: 'Interviews' },
  { value: 'app-let', label: 'Letters' },
  { value: 'app-his', label: 'History' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

function NewApplication({ jobPositionId }: { jobPositionId: number }) {
  const navigate = useNavigate();
  const create = useCreateApplication();
  const [resume, setResume] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZApplicationCreate, {
    defaultValues: { jobPositionId, applicant: applicantValues() },
  });
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
            const saved = await create.mutateAsync({ ...body, ...(resume ? { resumeId: resume.id } : {}) });
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
              inputTestId="new-resume-input"
              onUploadingChange={setUploading}
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

function DetailsTab({ record }: { record: TApplicationRecord }) {
  const { update } = useRecordMutations(record.id, record.jobPositionId);
  const locked = isApplicationLocked(record.lock);
  const form = useZodForm(ZApplicationUpdate, { values: { applicant: applicantValues(record.applicant) } });
  return (
    <Form form={form} aria-label="Applicant details" onSubmit={(body) => update.mutateAsync(body)}>
      <Stack spacing={2}>
        {locked && (
          <Alert severity="info">
            The details are locked:{' '}
            {record.lock.interviewExists ? 'an interview exists' : 'the application has left New'}.
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
                <Link component={RouterLink} to={applicationRecordRoute(o.id)}>
                  #{o.id} {o.positionTitle}
                </Link>{' '}
                (requisition #{o.requisitionId}) <ApplicationStatusChip status={o.status} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Form>
  );
}

function ApplicationRecord({ id }: { id: number }) {
  const record = useApplicationRecord(id);
  const client = useQueryClient();
  // `?tab=` opens a tab directly (the application list's letter actions open app-let).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<TabValue>(isTab(asked) ? asked : 'app-dtl');
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
        <ApplicantDataActions applicant={{ id: r.applicant.id, name, email: r.applicant.email }} />
        <CreateEmployeeButton applicationId={r.id} applicantId={r.applicant.id} status={r.status} />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setTab(value)}
        variant="scrollable"
        aria-label="Application record"
      >
        {TABS.map((t) => (
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
        {tab === 'app-dtl' && <DetailsTab record={r} />}
        {tab === 'app-res' && <ResumeTab record={r} />}
        {tab === 'app-rev' && <ReviewsTab record={r} />}
        {tab === 'app-cmp' && <ComplianceTab record={r} />}
        {tab === 'app-int' && <InterviewsTab record={r} />}
        {tab === 'app-let' && <LettersPanel applicationId={r.id} openInterviews={() => setTab('app-int')} />}
        {tab === 'app-his' && <HistoryTab record={r} />}
      </Paper>
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
  return <ApplicationRecord key={applicationId} id={applicationId} />;
}
