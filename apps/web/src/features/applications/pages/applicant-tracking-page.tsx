import { ApplicationTracking } from '../components/application-tracking';

/** /appsch: the application list (SHORTLISTING). */
export default function ApplicantTrackingPage() {
  return <ApplicationTracking selected={false} />;
}
