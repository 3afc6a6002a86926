import { exportPath } from './paging.js';
import { REF_SAVE_KINDS, REF_TOP_LEVEL_KINDS, type TRefKind } from './reference-data.js';

/** Paths relative to the main API base. */
export const MAIN_PATHS = {
  requisitions: '/requisitions',
  requisitionsCriteria: '/requisitions/criteria',
  requisitionsExport: exportPath('/requisitions/criteria'),
  expiredJobPositions: '/job_position/expired',
  deleteJobPosition: (jobId: number | string) => `/job_position/delete/${jobId}`,
  emailTemplate: '/email-template',
  outbox: '/outbox',
  outboxCriteria: '/outbox/criteria',
  outboxExport: exportPath('/outbox/criteria'),
  outboxEmail: (id: number | string) => `/outbox/${id}`,
  /** The captured email with its live links (audited). */
  outboxRevealLinks: (id: number | string) => `/outbox/${id}/reveal-links`,
  /** Whether emails really go out (a mail server is set) or are captured in the Outbox. */
  outboxDelivery: '/outbox/delivery',
  users: '/users',
  usersCriteria: '/users/criteria',
  inviteUser: '/users/invite',
  userAccess: (id: number | string) => `/users/${id}/access`,
  disableUser: (id: number | string) => `/users/${id}/disable`,
  enableUser: (id: number | string) => `/users/${id}/enable`,
  resendInvitation: (id: number | string) => `/users/${id}/resend-invitation`,
} as const;

/**
 * Reference data paths, relative to the main API base (spec section 7 "Reference data"): `/ref/{kind}`
 * except lifecycle, computer skill, language and regulatory at `/{kind}`. Role responsibilities are
 * listed and created under their designation; cities are listed by country or all together.
 */
const refBase = (kind: TRefKind) =>
  (REF_TOP_LEVEL_KINDS as readonly TRefKind[]).includes(kind) ? `/${kind}` : `/ref/${kind}`;

export const REF_PATHS = {
  list: (kind: TRefKind) => refBase(kind),
  all: (kind: TRefKind) => `${refBase(kind)}/all`,
  create: (kind: TRefKind) =>
    (REF_SAVE_KINDS as readonly TRefKind[]).includes(kind) ? `${refBase(kind)}/save` : refBase(kind),
  update: (kind: TRefKind, id: number | string) => `${refBase(kind)}/${id}`,
  remove: (kind: TRefKind, id: number | string) => `${refBase(kind)}/delete/${id}`,
  upload: (kind: TRefKind) => `${refBase(kind)}/create-new/excel`,
  template: (kind: TRefKind) => `${refBase(kind)}/excel-template`,
  citiesOfCountry: (countryId: number | string) => `/ref/cities/${countryId}`,
  roleResponsibilities: (designationId: number | string) => `/ref/job_role_res/${designationId}`,
} as const;
