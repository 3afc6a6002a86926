// Saving the employee record: creating it from a signed contract, or updating the sections sent;
// the create, the sections, the moves, the account's new role and the audit row are one transaction.
import { EMPLOYEE_MESSAGES, type TEmployeeSaveAnswer, type TEmployeeSaveParsed } from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { notFound } from '../../lib/app-error.js';
import { orgToday } from '../../lib/org-settings.js';
import { applyLearningRules } from '../learning/index.js';
import { createFromContract } from './employee-hire.js';
import { type EmployeesDeps, invalid } from './employee-record.js';
import { createSectionWriter } from './employee-sections.js';

export function createEmployeeSaveService(deps: EmployeesDeps) {
  const { db, clock, sessions } = deps;
  const { prisma } = db;
  const writeSections = createSectionWriter(deps);

  return {
    /**
     * `save/{contractId}`: creates (no employeeId) or updates (employeeId of this contract's employee).
     * The create, the sections, the application's and requisition's moves, the account's new role and
     * the audit row are one transaction.
     */
    async save(contractId: number, body: TEmployeeSaveParsed, actorId: number): Promise<TEmployeeSaveAnswer> {
      let userToForget: number | null = null;
      const result = await prisma.$transaction(async (tx) => {
        let employeeId: number;
        const creating = body.employeeId === undefined;
        if (creating) {
          const made = await createFromContract(tx, sessions, contractId, actorId);
          employeeId = made.id;
          // The mandatory courses of the new hire's department and position type (idempotent).
          await applyLearningRules(tx, await orgToday(tx, clock()), { employeeId });
          userToForget = made.userId;
        } else {
          employeeId = body.employeeId!;
          const found = await tx.employee.findUnique({
            where: { id: employeeId },
            select: { contractLetterId: true },
          });
          if (!found) throw notFound('Employee', employeeId);
          if (found.contractLetterId !== contractId) {
            throw invalid({ employeeId: EMPLOYEE_MESSAGES.notThisContract });
          }
          // One save at a time per employee: the merge reads what the previous one wrote.
          await tx.$queryRaw`SELECT id FROM employee WHERE id = ${employeeId} FOR UPDATE`;
        }
        const changed = await writeSections(tx, employeeId, body);
        await audit(tx, {
          userId: actorId,
          entity: 'Employee',
          id: employeeId,
          action: creating ? 'CREATE' : 'UPDATE',
          fields: changed,
        });
        return {
          employeeId,
          message: creating ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated,
        };
      });
      if (userToForget !== null) sessions.forget(userToForget);
      return result;
    },
  };
}
