import { PageTitle } from '../../../shared/ui/page-title';

/** /reqsum (filled in by a later issue). */
export default function LearningPage() {
  return <PageTitle>Learning Management</PageTitle>;
}
