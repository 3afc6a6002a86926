/** Base paths of the three targets, and every call's path, shared by web and api. */
export const API_BASES = {
  main: '/api/v1',
  hr: '/api/hr/v1',
  login: '/auth/userLogin',
} as const;

/** Paths relative to the main API base. */
export const MAIN_PATHS = {
  requisitions: '/requisitions',
  requisitionsCriteria: '/requisitions/criteria',
  expiredJobPositions: '/job_position/expired',
  deleteJobPosition: (jobId: number | string) => `/job_position/delete/${jobId}`,
} as const;
