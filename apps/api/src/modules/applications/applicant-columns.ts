// The applicant object's own columns from its input (the id lists are link rows, written apart):
// shared by add-candidate and the application record.
import type { ZApplicantInput } from '@hr/contracts';
import type { z } from 'zod';

/** The columns of an applicant row, for a create or an update. */
export function applicantColumns(input: z.output<typeof ZApplicantInput>) {
  return {
    title: input.title ?? null,
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    surName: input.surName,
    email: input.email,
    mobile: input.mobile ?? null,
    phone: input.phone ?? null,
    totalExperience: input.totalExperience ?? null,
    currentSalary: input.currentSalary ?? null,
    expectedSalary: input.expectedSalary ?? null,
    minExperience: input.minExperience ?? null,
    maxExperience: input.maxExperience ?? null,
    currentSalOption: input.currentSalOption ?? null,
    expectedSalOption: input.expectedSalOption ?? null,
    industryId: input.industryId ?? null,
    disciplineId: input.disciplineId ?? null,
    dateReceived: input.dateReceived ? new Date(`${input.dateReceived}T00:00:00Z`) : null,
    cvReference: input.cvReference ?? null,
    cvNotes: input.cvNotes ?? null,
    reference: input.reference ?? null,
    source: input.source ?? null,
  };
}
