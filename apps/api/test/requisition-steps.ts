// The form steps that make a requisition COMPLETED, as API calls (path under /api/v1, body): one
// list for the API tests' factories and the end-to-end fixtures, so both complete it the same way.

/** The reference rows a complete requisition names. */
export interface StepReferences {
  qualification: number;
  certification: number;
  workAuth: number;
  city: number;
  country: number;
  industry: number;
  skill: number;
  designation: number;
  responsibilities: number[];
}

export function completeRequisitionSteps(jobPositionId: number, ref: StepReferences): [string, object][] {
  return [
    ['/job_qual_spec', { jobPositionId, jobQualityRefId: ref.qualification }],
    ['/job_certification_spec', { jobPositionId, jobCertRefId: ref.certification }],
    ['/work_auth', { jobPositionId, workAuthRefId: ref.workAuth }],
    ['/location', { jobPositionId, cityId: ref.city, countryId: ref.country }],
    ['/financial', { jobPositionId, compensationFrom: 90000, compensationTo: 120000 }],
    ['/job_experience', { jobPositionId, industryId: ref.industry, minYears: 2, maxYears: 5 }],
    ['/job_skill', { jobPositionId, skillTypeId: ref.skill, level: 'EXPERT' }],
    [
      '/job_role_res',
      { jobPositionId, designationTypeId: ref.designation, responsibilityIds: ref.responsibilities },
    ],
    ['/compliance', { jobPositionId, name: 'Police check' }],
  ];
}
