// An interview step's decision is an event of the pipeline: a pass brings an application before
// INTERVIEW into INTERVIEW, a fail rejects one not yet offered. Later statuses stay.
import type { ApplicationStatus } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { applyPipelineEvent } from './application-status.service.js';

/** Applies a step's decision to the application (its row locked here); answers its new status. */
export async function passInterviewStep(
  tx: Prisma.TransactionClient,
  applicationId: number,
  meetsRequirement: boolean,
  userId: number | null,
  note: string | undefined,
): Promise<ApplicationStatus> {
  const event = meetsRequirement ? 'INTERVIEW_PASSED' : 'INTERVIEW_FAILED';
  return (await applyPipelineEvent(tx, applicationId, event, userId, note)).status;
}
