// Hiring: the employee of a signed contract, prefilled from the applicant, the requisition and the
// contract; the application moves to Hired, the requisition on towards Candidate accepted, and the
// person's account becomes an Employee's.
import { EMPLOYEE_MESSAGES, EMPLOYEE_SECTIONS } from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { applyPipelineEvent } from '../applications/index.js';
import { moveRequisitionStatus } from '../requisition-core/index.js';
import { makeEmployee } from '../users/index.js';
import type { EmployeesDeps, Tx } from './employee-record.js';

/** The requisition statuses a hire walks through, in order, up to Candidate accepted. */
const HIRE_PATH = ['RVA', 'IN', 'RCK', 'CCK', 'CA'] as const;

/** Walks the requisition on towards Candidate accepted as far as the status table allows. */
async function advanceRequisition(tx: Tx, positionId: number, actorId: number) {
  const rows = await tx.$queryRaw<
    { status: string }[]
  >`SELECT status FROM job_position WHERE id = ${positionId}`;
  const from = HIRE_PATH.indexOf(rows[0]?.status as (typeof HIRE_PATH)[number]);
  if (from < 0) return;
  for (const to of HIRE_PATH.slice(from + 1)) {
    await moveRequisitionStatus(tx, { userId: actorId }, positionId, to);
  }
}

/**
 * Creates the employee of a signed contract: prefilled from the applicant, the requisition (where
 * they work, the hiring manager) and the contract (start date). Answers the new id.
 */
export async function createFromContract(
  tx: Tx,
  sessions: EmployeesDeps['sessions'],
  contractId: number,
  actorId: number,
): Promise<{ id: number; userId: number | null }> {
  // Two "Create employee" clicks at once: the second waits here, then finds the first's employee.
  await tx.$queryRaw`SELECT id FROM contract_letter WHERE id = ${contractId} FOR UPDATE`;
  const contract = await tx.contractLetter.findUnique({
    where: { id: contractId },
    select: {
      status: true,
      startDate: true,
      employee: { select: { id: true } },
      application: {
        select: {
          id: true,
          jobPositionId: true,
          applicant: true,
          jobPosition: {
            select: {
              departmentId: true,
              positionTypeId: true,
              industryId: true,
              disciplineId: true,
              hiringManagerId: true,
            },
          },
        },
      },
    },
  });
  if (!contract) throw notFound('Contract letter', contractId);
  if (contract.status !== 'SIGNED')
    throw new AppError('CONTRACT_NOT_SIGNED', EMPLOYEE_MESSAGES.contractNotSigned);
  if (contract.employee) throw new AppError('EMPLOYEE_EXISTS', EMPLOYEE_MESSAGES.employeeExists);
  const { applicant, jobPosition } = contract.application;
  if (applicant.userId !== null) {
    const linked = await tx.employee.findUnique({
      where: { userId: applicant.userId },
      select: { id: true },
    });
    if (linked) throw new AppError('EMPLOYEE_EXISTS', EMPLOYEE_MESSAGES.personIsEmployee);
  }
  const employee = await tx.employee.create({
    data: {
      applicationId: contract.application.id,
      contractLetterId: contractId,
      userId: applicant.userId,
      departmentId: jobPosition.departmentId,
      positionTypeId: jobPosition.positionTypeId,
      industryId: jobPosition.industryId,
      disciplineId: jobPosition.disciplineId,
      managerId: jobPosition.hiringManagerId,
      employmentStartDate: contract.startDate,
      status: 'ONBOARDING',
    },
    select: { id: true },
  });
  await tx.$executeRaw`UPDATE employee SET employee_code = 'EMP-' || lpad(id::text, 6, '0') WHERE id = ${employee.id}`;
  // Prefilled personal details: only the applicant's values the record's rules accept.
  const prefill: Record<string, unknown> = {
    title: applicant.title,
    firstName: applicant.firstName,
    middleName: applicant.middleName,
    lastName: applicant.surName,
    personalEmail: applicant.email,
    personalPhone: applicant.mobile ?? applicant.phone,
  };
  const shape = EMPLOYEE_SECTIONS.personalDetails.shape;
  const accepted = Object.fromEntries(
    Object.entries(prefill).filter(
      ([key, value]) => value != null && shape[key as keyof typeof shape].safeParse(value).success,
    ),
  );
  await tx.employeePersonalDetails.create({
    data: {
      employeeId: employee.id,
      firstName: applicant.firstName,
      lastName: applicant.surName,
      ...accepted,
      differentAddress: false,
    },
  });
  await tx.employeeStatusHistory.create({
    data: {
      employeeId: employee.id,
      fromStatus: null,
      toStatus: 'ONBOARDING',
      effectiveDate: contract.startDate,
      reason: 'Employee record created from the signed contract',
      userId: actorId,
    },
  });
  // Hired is reached only here: refused (and the employee not made) unless the application is Contracted.
  await applyPipelineEvent(
    tx,
    contract.application.id,
    'EMPLOYEE_CREATED',
    actorId,
    'Employee record created',
  );
  await advanceRequisition(tx, contract.application.jobPositionId, actorId);
  const roleChanged =
    applicant.userId !== null ? await makeEmployee(tx, sessions, applicant.userId, actorId) : false;
  return { id: employee.id, userId: roleChanged ? applicant.userId : null };
}
