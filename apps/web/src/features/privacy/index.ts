// The public file of the privacy feature: the application record and the Settings screen mount these.
export { ApplicantDangerZone, ApplicantDataActions } from './components/applicant-data-actions';
export { RetentionSetting } from './components/retention-setting';
