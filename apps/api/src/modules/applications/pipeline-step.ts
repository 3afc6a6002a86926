// An interview step's decision moves the application along the pipeline, through the one
// transition table (every hop writes its history row): a pass brings an application before
// INTERVIEW into INTERVIEW (by way of SHORTLISTED), a fail rejects it. Later statuses stay.
import type { ApplicationStatus } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { moveApplications } from './application-status.service.js';

const TO_INTERVIEW: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  NEW: ['SHORTLISTED', 'INTERVIEW'],
  SCREENING: ['SHORTLISTED', 'INTERVIEW'],
  SHORTLISTED: ['INTERVIEW'],
};

/** Applies a step's decision to the (row-locked by the caller or here) application; answers its new status. */
export async function passInterviewStep(
  tx: Prisma.TransactionClient,
  applicationId: number,
  meetsRequirement: boolean,
  userId: number | null,
  note: string | undefined,
): Promise<ApplicationStatus> {
  const row = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { status: true },
  });
  let status = row.status as ApplicationStatus;
  const hops: ApplicationStatus[] = meetsRequirement ? (TO_INTERVIEW[status] ?? []) : ['REJECTED'];
  for (const to of hops) {
    const result = await moveApplications(tx, [applicationId], to, userId, note);
    if (result.moved.length === 0) break;
    status = to;
  }
  return status;
}
