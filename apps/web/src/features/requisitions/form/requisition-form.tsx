import {
  PROGRESS,
  type Progress,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TJobPosition,
} from '@hr/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CandidatesPanel } from '../../applications';
import { ApprovalsPanel } from '../../approvals';
import { InterviewsPanel } from '../../interviews';
import { SelectionProcessPanel } from '../../selection-process';
import { FinancialStep, LocationStep } from './location-financial';
import { PositionStep } from './position-step';
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

/** The requisition form: job details, requisition work and recruitment process tabs. */
export function RequisitionForm({ position, locked }: Props) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabs = readTabs(params);
  const changeDate = params.get('changeDate') === 'true';
  // Spec section 3: set by a successful location / financial save.
  const [locationSuccess, setLocationSuccess] = useState(false);
  const [financialSuccess, setFinancialSuccess] = useState(false);
  const creating = position === null;

  const select = (key: TabParam, value: string) => {
    setParams(withTab(params, key, value));
    // Spec section 2: switching these tab rows scrolls the page to the top.
    if (key !== 'tab') window.scrollTo({ top: 0 });
  };

  const stepTab = tabs.step;
  const stepLabel = (value: DetailTab, label: string) => {
    const done = (value === 'job-loc' && locationSuccess) || (value === 'job-fin' && financialSuccess);
    return done ? (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <span>{label}</span>
        <CheckCircleIcon fontSize="small" color="success" aria-label="saved" />
      </Stack>
    ) : (
      label
    );
  };

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {position ? `Job Requisition #${position.id}` : 'New Job Requisition'}
          </Typography>
          {position && (
            <>
              <Chip label={REQUISITION_STATUSES[position.status as RequisitionStatus] ?? position.status} />
              <Chip
                color={position.progress === 'COMPLETED' ? 'success' : 'default'}
                variant="outlined"
                label={PROGRESS[position.progress as Progress] ?? position.progress}
              />
            </>
          )}
        </Stack>
        {position && (
          <Typography color="text.secondary" data-testid="requisition-title">
            {position.positionTitle}
          </Typography>
        )}
      </Box>
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This requisition is locked: an interview exists or applications have moved past NEW, so it can no
          longer be edited.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tabs.tab}
          onChange={(_e, value: string) => select('tab', value)}
          aria-label="Requisition sections"
        >
          {PRIMARY_TABS.map((t) => (
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
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Job detail steps"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {DETAIL_TABS.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={stepLabel(t.value, t.label)}
                disabled={creating && t.value !== 'job-pos'}
              />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel" aria-label={DETAIL_TABS.find((t) => t.value === stepTab)?.label}>
            {stepTab === 'job-pos' && (
              <PositionStep
                key={position?.id ?? 'new'}
                position={position}
                locked={locked}
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
            {WORK_TABS.map((t) => (
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
            {tabs.work === 'audit-log' && <AuditLogPanel positionId={position.id} />}
          </Box>
        </Paper>
      )}

      {position && tabs.tab === 'rec-proc' && (
        <Paper variant="outlined">
          <Tabs
            value={tabs.proc}
            onChange={(_e, value: string) => select('proc', value)}
            aria-label="Recruitment process"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {PROCESS_TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel">
            {tabs.proc === 'job-post' && <SelectionProcessPanel positionId={position.id} locked={locked} />}
            {tabs.proc === 'job-appr' && <ApprovalsPanel positionId={position.id} locked={locked} />}
            {tabs.proc === 'job-cand' && <CandidatesPanel positionId={position.id} locked={locked} />}
            {tabs.proc === 'job-intv' && <InterviewsPanel positionId={position.id} locked={locked} />}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
