import { PageTitle } from '../../../shared/ui/page-title';

/** /reqsch and /selreq (filled in by a later issue). */
export default function RecruitmentTrackingPage() {
  return <PageTitle>Recruitment Tracking</PageTitle>;
}
