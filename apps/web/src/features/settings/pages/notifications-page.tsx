import { PageTitle } from '../../../shared/ui/page-title';

/** /notifications, holding the email templates (filled in by a later issue). */
export default function NotificationsPage() {
  return <PageTitle>Notifications</PageTitle>;
}
