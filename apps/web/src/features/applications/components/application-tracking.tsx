import { DEFAULT_PAGE_SIZE } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { ApplicationList } from './application-list';

/**
 * /appsch and /hr-modules, one screen (spec section 2): every application, or on /hr-modules the
 * selected ones (shortlisted and later, not rejected, withdrawn or declined).
 */
export function ApplicationTracking({ selected }: { selected: boolean }) {
  const { hasAuthority } = useAuth();
  const navigate = useNavigate();
  // Reading the selected list needs CANDIDATE_ACCESS; /appsch's route already needs SHORTLISTING.
  const canRead = selected ? hasAuthority('CANDIDATE_ACCESS') : hasAuthority('SHORTLISTING');
  return (
    <Box>
      <PageTitle>{selected ? 'HR module' : 'Applicant Tracking'}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {selected
          ? 'The applications selected for hiring: shortlisted and later, and not rejected, withdrawn or declined.'
          : 'Every application across requisitions, with its scores, letters and next step.'}{' '}
        Filter one column at a time; check rows to change their status together.
      </Typography>
      {canRead ? (
        <ApplicationList
          scope={selected ? 'selected' : 'all'}
          label="Applications"
          pageSize={DEFAULT_PAGE_SIZE}
          urlFilter
          {...(hasAuthority('ONBOARDING') ? { onOpen: (row) => navigate(`/appfrm/${row.id}`) } : {})}
        />
      ) : (
        <Alert severity="info">You do not have access to applications.</Alert>
      )}
    </Box>
  );
}
