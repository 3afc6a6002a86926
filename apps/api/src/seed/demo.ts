// Demo data for `npm start` on the embedded database (DEMO_DATA): every kind of reference data, the
// demo accounts and a few more staff, about 30 requisitions in every status (exactly three of them
// open past their end date, for the bell), about 200 applicants and applications along the whole
// pipeline with their history, interviews, letters, and two employees whose sensitive fields are
// encrypted. Each part lives next to its module (`modules/*/*.seed.ts`, sharing the data and kit of
// `db/seed`); this file, beside app.ts because it composes modules as the app does, runs them in
// order in one transaction, only into a database without users. Deterministic: the parts share
// one seeded generator, so their order is part of the data.

import type { PrismaClient } from '../db/prisma.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { createSeedKit, startOfDay } from '../db/seed/seed-kit.js';
import { createFieldCipher } from '../lib/crypto.js';
import { hashPassword } from '../lib/password.js';
import { seedApplications } from '../modules/applications/index.js';
import { seedApprovals, seedApprovers } from '../modules/approvals/index.js';
import { seedDemoUsers } from '../modules/auth/index.js';
import { seedCareers } from '../modules/careers/index.js';
import { seedEmployees } from '../modules/employees/index.js';
import { seedInterviews } from '../modules/interviews/index.js';
import { seedLearning } from '../modules/learning/index.js';
import { seedLeave } from '../modules/leave/index.js';
import { seedLetters } from '../modules/letters/index.js';
import { seedReferenceData } from '../modules/reference-data/index.js';
import { seedRequisitionAudit, seedRequisitions } from '../modules/requisitions/index.js';
import { seedSelectionProcess } from '../modules/selection-process/index.js';

export { createRandom } from '../db/seed/seed-kit.js';

export interface SeedDemoOptions {
  /** Key of the encrypted employee fields (the server's ENCRYPTION_KEY or its generated key). */
  encryptionKey: Buffer;
  /** "Today" of the data; dates are placed around it. Defaults to now. */
  today?: Date;
}

/** Seeds only into a database without users; answers whether it did. */
export async function seedDemoData(prisma: PrismaClient, options: SeedDemoOptions): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  const cipher = createFieldCipher(options.encryptionKey);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return prisma.$transaction(
    async (tx) => {
      // Two servers starting on one empty database: the second waits here, then finds the users.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242, 1)`;
      if ((await tx.user.count()) > 0) return false;
      const kit = createSeedKit(tx, cipher, passwordHash, startOfDay(options.today ?? new Date()));
      const reference = await seedReferenceData(kit);
      const users = await seedDemoUsers(kit);
      const approvers = await seedApprovers({ ...kit, ...users });
      const requisitions = await seedRequisitions({ ...kit, ...reference, ...users });
      const selection = await seedSelectionProcess({ ...kit, ...users, ...requisitions });
      await seedApprovals({ ...kit, ...users, ...approvers, ...requisitions });
      await seedRequisitionAudit({ ...kit, ...users, ...requisitions });
      await seedCareers(kit);
      const applications = await seedApplications({ ...kit, ...reference, ...users, ...requisitions });
      await seedInterviews({ ...kit, ...users, ...selection, ...applications });
      const letters = await seedLetters({ ...kit, ...users, ...applications });
      await seedEmployees({ ...kit, ...reference, ...users, ...applications, ...letters });
      await seedLeave({ ...kit, ...users });
      await seedLearning({ ...kit, ...users });
      return true;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
