import { DEFAULT_PAGE_SIZE, TO_REVIEW_VIEW } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../shared/ui/page-title';
import type { ApplicationScope } from '../api';
import { useRecordRoute } from '../record-route';
import { ApplicationList } from './application-list';

/**
 * /appsch and /hr-modules, one screen (spec section 2): every application, or on /hr-modules the
 * selected ones (shortlisted and later, not rejected, withdrawn or declined). `/appsch?view=to-review`
 * is the officer dashboard's "Applications to review". A row opens the application record the user
 * may use (`useRecordRoute`).
 */
export function ApplicationTracking({ selected }: { selected: boolean }) {
  const navigate = useNavigate();
  const recordRoute = useRecordRoute();
  const [params] = useSearchParams();
  const toReview = !selected && params.get('view') === TO_REVIEW_VIEW;
  const scope: ApplicationScope = selected ? 'selected' : toReview ? 'toReview' : 'all';
  return (
    <Box>
      <PageTitle>{selected ? 'HR module' : 'Applicant Tracking'}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {selected
          ? 'The applications selected for hiring: shortlisted and later, and not rejected, withdrawn or declined.'
          : 'Every application across requisitions, with its scores, letters and next step.'}{' '}
        Filter one column at a time; check rows to change their status together.
      </Typography>
      {toReview && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="to-review-view">
          Applications to review: New and Screening applications of the open requisitions you work on.{' '}
          <Link component={RouterLink} to="/appsch">
            Show every application
          </Link>
        </Alert>
      )}
      {/* The routes' rules (ROUTE_ACCESS.appsch, hrModules) are the lists' server guards. */}
      <ApplicationList
        key={scope}
        scope={scope}
        label="Applications"
        pageSize={DEFAULT_PAGE_SIZE}
        urlFilter
        onOpen={(row) => {
          const to = recordRoute(row.id);
          if (to) void navigate(to);
        }}
      />
    </Box>
  );
}
