import { ApplicationTracking } from '../components/application-tracking';

/** /hr-modules: the applicant tracking screen over the selected applications. */
export default function HrModulePage() {
  return <ApplicationTracking selected />;
}
