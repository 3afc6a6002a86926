import {
  AWAITING_APPROVAL_MESSAGE,
  isAwaitingApproval,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TJobPosition,
} from '@hr/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canAccess, RECRUITING } from '../../../shared/auth/access';
import { useAuth } from '../../../shared/auth/auth-context';
import { CandidatesPanel } from '../../applications';
import { ApprovalsPanel } from '../../approvals';
import { CareersPublishing } from '../../careers';
import { InterviewsPanel } from '../../interviews';
import { SelectionProcessPanel } from '../../selection-process';
import { StatusActions } from '../components/status-actions';
import { useRequisitionCheck } from './api';
import { FinancialStep, LocationStep } from './location-financial';
import { PositionStep } from './position-step';
import { ReadOnlyContext } from './read-only';
import { RegulatoryStep } from './regulatory-step';
import { TABLE_STEPS, type TableStep, TableStepPanel } from './spec-steps';
import { AuditLogPanel, ProgressPanel, SummaryEditor } from './summary-panel';
import {
  AFTER_CREATE_QUERY,
  DETAIL_TABS,
  type DetailTab,
  PRIMARY_TABS,
  PROCESS_TABS,
  readTabs,
  type TabParam,
  WORK_TABS,
  withTab,
} from './tabs';

interface Props {
  /** null on /jobreq/new. */
  position: TJobPosition | null;
  locked: boolean;
}

const isTableStep = (step: DetailTab): step is TableStep => step in TABLE_STEPS;

/** A tab's label, with the check mark of a saved step. */
function savedLabel(label: string, saved: boolean) {
  return saved ? (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      <CheckCircleIcon fontSize="small" color="success" aria-label="saved" />
    </Stack>
  ) : (
    label
  );
}

/** The requisition form: job details, requisition work and recruitment process tabs. */
export function RequisitionForm({ position, locked: lockedByData }: Props) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { viewer, hasAuthority } = useAuth();
  // Without JOB_POSTING the form is read-only; financials, the audit log and the recruitment
  // process are for recruiters only (as the server guards them), so nothing here can answer 403.
  const readOnly = !hasAuthority('JOB_POSTING');
  const recruiter = canAccess(viewer, RECRUITING);
  const candidateAccess = hasAuthority('CANDIDATE_ACCESS');
  const locked = lockedByData || readOnly;
  const tabs = readTabs(params);
  const changeDate = params.get('changeDate') === 'true';
  // Spec section 3: set by a successful location / financial save.
  const [locationSuccess, setLocationSuccess] = useState(false);
  const [financialSuccess, setFinancialSuccess] = useState(false);
  const creating = position === null;
  const check = useRequisitionCheck(position?.id ?? 0, !creating);
  const missing = new Set<string>(check.data?.missing ?? []);
  const processSet = check.isSuccess && !check.data.missingToSubmit.includes('selectionProcess');

  const select = (key: TabParam, value: string) => {
    setParams(withTab(params, key, value));
    // Spec section 2: switching these tab rows scrolls the page to the top.
    if (key !== 'tab') window.scrollTo({ top: 0 });
  };

  const detailTabs = DETAIL_TABS.filter((t) => recruiter || t.value !== 'job-fin');
  const workTabs = WORK_TABS.filter((t) => recruiter || t.value !== 'audit-log');
  const processTabs = PROCESS_TABS.filter(
    (t) => candidateAccess || (t.value !== 'job-cand' && t.value !== 'job-intv'),
  );
  const primaryTabs = PRIMARY_TABS.filter((t) => recruiter || t.value !== 'rec-proc');
  const stepTab = detailTabs.some((t) => t.value === tabs.step) ? tabs.step : 'job-pos';
  const nextStep = detailTabs[detailTabs.findIndex((t) => t.value === stepTab) + 1];
  // A step is done once the server counts it saved (the requisition's completeness), on any visit.
  const stepLabel = (tab: (typeof DETAIL_TABS)[number]) => {
    const saved =
      (check.isSuccess && tab.step !== null && !missing.has(tab.step)) ||
      (tab.value === 'job-loc' && locationSuccess) ||
      (tab.value === 'job-fin' && financialSuccess);
    return savedLabel(tab.label, !creating && saved);
  };

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {position ? `Job Requisition #${position.id}` : 'New Job Requisition'}
          </Typography>
          {position && (
            <>
              <Chip
                label={`Status: ${REQUISITION_STATUSES[position.status as RequisitionStatus] ?? position.status}`}
              />
              <Chip
                color={position.progress === 'COMPLETED' ? 'success' : 'default'}
                variant="outlined"
                label={position.progress === 'COMPLETED' ? 'Form complete' : 'Form incomplete'}
              />
              <Box sx={{ flexGrow: 1 }} />
              {!readOnly && <CareersPublishing id={position.id} status={position.status} />}
              {!readOnly && <StatusActions id={position.id} status={position.status} />}
            </>
          )}
        </Stack>
        {position && (
          <Typography color="text.secondary" data-testid="requisition-title">
            {position.positionTitle}
          </Typography>
        )}
      </Box>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can read this requisition. Changing it needs the job posting authority.
        </Alert>
      ) : (
        lockedByData && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This requisition is locked: an interview exists or applications have moved past NEW, so its
            position data can no longer be edited. Its selection process stays open until an interview is held
            at one of its steps, and its approval round stays open.
            {changeDate ? ' Its dates can still be changed to extend it.' : ''}
          </Alert>
        )
      )}
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tabs.tab}
          onChange={(_e, value: string) => select('tab', value)}
          aria-label="Requisition sections"
        >
          {primaryTabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              disabled={creating && t.value !== 'job-dtl-sum'}
            />
          ))}
        </Tabs>
      </Paper>

      {tabs.tab === 'job-dtl-sum' && (
        <Paper variant="outlined" sx={{ p: 0 }}>
          <Tabs
            value={stepTab}
            onChange={(_e, value: string) => select('step', value)}
            aria-label="Job detail steps"
            // The eleven steps wrap onto a second row instead of scrolling out of sight; the chosen
            // one is underlined itself (the sliding indicator cannot follow a wrapped row).
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiTabs-flexContainer, & .MuiTabs-list': { flexWrap: 'wrap' },
              '& .MuiTabs-indicator': { display: 'none' },
              '& .MuiTab-root': { minWidth: 0, px: 1.5 },
              '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
            }}
          >
            {detailTabs.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={stepLabel(t)}
                disabled={creating && t.value !== 'job-pos'}
              />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel" aria-label={detailTabs.find((t) => t.value === stepTab)?.label}>
            {stepTab === 'job-pos' && (
              <PositionStep
                key={position?.id ?? 'new'}
                position={position}
                locked={locked}
                // Extending an expired requisition is not a position edit: its dates stay open under the lock.
                datesLocked={readOnly || (lockedByData && !changeDate)}
                changeDate={changeDate}
                onCreated={(id) => navigate(`/jobreq/${id}${AFTER_CREATE_QUERY}`)}
              />
            )}
            {position && isTableStep(stepTab) && (
              <TableStepPanel step={stepTab} positionId={position.id} locked={locked} />
            )}
            {position && stepTab === 'job-loc' && (
              <LocationStep
                positionId={position.id}
                locked={locked}
                onSaved={() => setLocationSuccess(true)}
              />
            )}
            {position && stepTab === 'job-fin' && (
              <FinancialStep
                positionId={position.id}
                locked={locked}
                onSaved={() => setFinancialSuccess(true)}
              />
            )}
            {position && stepTab === 'job-reg' && <RegulatoryStep positionId={position.id} locked={locked} />}
            {position && nextStep && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button endIcon={<ArrowForwardIcon />} onClick={() => select('step', nextStep.value)}>
                  Next: {nextStep.label}
                </Button>
              </Box>
            )}
          </Box>
        </Paper>
      )}

      {position && tabs.tab === 'req-work' && (
        <Paper variant="outlined">
          <Tabs
            value={tabs.work}
            onChange={(_e, value: string) => select('work', value)}
            aria-label="Requisition work"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {workTabs.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel">
            {tabs.work === 'pos-sum' && (
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <ProgressPanel positionId={position.id} />
                </Grid>
                <Grid size={{ xs: 12, md: 8 }}>
                  <SummaryEditor positionId={position.id} locked={locked} />
                </Grid>
              </Grid>
            )}
            {tabs.work === 'audit-log' && recruiter && <AuditLogPanel positionId={position.id} />}
          </Box>
        </Paper>
      )}

      {position && tabs.tab === 'rec-proc' && recruiter && (
        <Paper variant="outlined">
          <Tabs
            value={tabs.proc}
            onChange={(_e, value: string) => select('proc', value)}
            aria-label="Recruitment process"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {processTabs.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                // The selection process is marked like the form steps: sending for approval needs it.
                label={t.value === 'job-post' ? savedLabel(t.label, processSet) : t.label}
              />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel">
            {(tabs.proc === 'job-cand' || tabs.proc === 'job-intv') &&
              isAwaitingApproval(position.status) && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {AWAITING_APPROVAL_MESSAGE}
                </Alert>
              )}
            {tabs.proc === 'job-post' && <SelectionProcessPanel positionId={position.id} />}
            {/* The lock is about position data: the approval round stays open (a draft may be screened). */}
            {tabs.proc === 'job-appr' && <ApprovalsPanel positionId={position.id} locked={readOnly} />}
            {tabs.proc === 'job-cand' && candidateAccess && (
              <CandidatesPanel positionId={position.id} locked={locked} />
            )}
            {tabs.proc === 'job-intv' && candidateAccess && (
              <InterviewsPanel positionId={position.id} locked={locked} />
            )}
          </Box>
        </Paper>
      )}
    </ReadOnlyContext.Provider>
  );
}
