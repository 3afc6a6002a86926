// A hired applicant who opens one of their old letter links (/offer-letter, /contract-letter/{id}) is an
// Employee now: their letters and documents are on their own employee record, so they go there.
// Anyone else the letter pages are not for sees the denied page.
import { Navigate } from 'react-router-dom';
import DeniedPage from '../../../shared/ui/denied-page';
import { PageLoading } from '../../../shared/ui/page-frame';
import { useMyEmployee } from '../api';
import { employeeRoute } from '../routes';

export default function MyPapersPage() {
  const mine = useMyEmployee();
  if (mine.isPending) return <PageLoading />;
  const id = mine.data?.employeeId;
  if (id) return <Navigate to={`${employeeRoute(id)}#papers`} replace />;
  return <DeniedPage />;
}
