// Demo users: the four demo accounts (a contract: see the README) and a few more staff, with their roles and grants.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { ROLES, type RoleName } from '@hr/contracts';
import { DEMO_ACCOUNTS, demoGrants } from '../../db/seed/demo-accounts.js';
import { byId, type SeedKit } from '../../db/seed/seed-kit.js';

const EXTRA_STAFF: { email: string; firstName: string; lastName: string; roles: RoleName[] }[] = [
  {
    email: 'priya.sharma@demo.local',
    firstName: 'Priya',
    lastName: 'Sharma',
    roles: [ROLES.RECRUITMENT_OFFICER],
  },
  { email: 'daniel.nguyen@demo.local', firstName: 'Daniel', lastName: 'Nguyen', roles: [ROLES.EMPLOYEE] },
  { email: 'grace.lee@demo.local', firstName: 'Grace', lastName: 'Lee', roles: [ROLES.EMPLOYEE] },
  { email: 'tom.walker@demo.local', firstName: 'Tom', lastName: 'Walker', roles: [ROLES.EMPLOYEE] },
];

// ---------------------------------------------------------------- helpers

export async function seedDemoUsers(seed: Pick<SeedKit, 'tx' | 'passwordHash'>) {
  const { tx, passwordHash } = seed;
  const roleIds = new Map((await tx.role.findMany()).map((role) => [role.name, role.id]));
  const accounts = [...DEMO_ACCOUNTS, ...EXTRA_STAFF];
  const users = byId(
    await tx.user.createManyAndReturn({
      data: accounts.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, passwordHash })),
      select: { id: true, email: true },
    }),
    accounts.length,
  );
  const userId = new Map(users.map((u) => [u.email, u.id]));
  await tx.userRole.createMany({
    data: accounts.flatMap((account) =>
      account.roles.map((name) => ({ userId: userId.get(account.email)!, roleId: roleIds.get(name)! })),
    ),
  });
  await tx.userAuthority.createMany({
    data: accounts.flatMap((account) =>
      demoGrants(account.roles).map((authorityCode) => ({
        userId: userId.get(account.email)!,
        authorityCode,
      })),
    ),
  });
  const managerId = userId.get('manager@demo.local')!;
  const officerId = userId.get('officer@demo.local')!;
  const applicantUserId = userId.get('applicant@demo.local')!;
  const priyaId = userId.get('priya.sharma@demo.local')!;
  const danielId = userId.get('daniel.nguyen@demo.local')!;
  const graceId = userId.get('grace.lee@demo.local')!;
  const tomId = userId.get('tom.walker@demo.local')!;
  const employeeUserId = userId.get('employee@demo.local')!;
  const recruiters = [managerId, officerId, priyaId];
  return {
    managerId,
    danielId,
    recruiters,
    officerId,
    priyaId,
    graceId,
    tomId,
    applicantUserId,
    employeeUserId,
  };
}

export type DemoUsersSeed = Awaited<ReturnType<typeof seedDemoUsers>>;
