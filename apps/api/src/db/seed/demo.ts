// Demo data for `npm start` on the embedded database: the demo accounts, a little reference data
// and requisitions in every status (a few expired, so the bell has something to show).
import { REQUISITION_STATUS_CODES } from '@hr/contracts';
import { hashPassword } from '../../lib/password.js';
import type { PrismaClient } from '../prisma.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoGrants } from './demo-accounts.js';

const COUNTRIES = [
  { name: 'Australia', code: 'AU', cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'] },
  { name: 'New Zealand', code: 'NZ', cities: ['Auckland', 'Wellington'] },
];
const DEPARTMENTS = ['Engineering', 'Finance', 'Human Resources', 'Operations', 'Sales'];
const POSITION_TYPES = ['Full time', 'Part time', 'Contract', 'Casual'];
const TITLES = [
  'Senior Software Engineer',
  'Payroll Officer',
  'HR Business Partner',
  'Warehouse Supervisor',
  'Account Executive',
  'Data Analyst',
  'Site Reliability Engineer',
  'Accounts Payable Clerk',
  'Recruitment Coordinator',
  'Logistics Planner',
  'Customer Success Manager',
  'Frontend Developer',
  'Financial Controller',
  'Learning and Development Lead',
  'Field Sales Representative',
];

const dayOffset = (days: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

/** Seeds only into an empty database; answers whether it did. */
export async function seedDemoData(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roles = new Map((await prisma.role.findMany()).map((role) => [role.name, role.id]));

  await prisma.$transaction(async (tx) => {
    let managerId = 0;
    for (const account of DEMO_ACCOUNTS) {
      const user = await tx.user.create({
        data: {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash,
          roles: { create: account.roles.map((name) => ({ roleId: roles.get(name)! })) },
          authorities: { create: demoGrants(account.roles).map((authorityCode) => ({ authorityCode })) },
        },
      });
      if (account.email.startsWith('manager')) managerId = user.id;
    }

    const cities: { id: number; countryId: number }[] = [];
    for (const country of COUNTRIES) {
      const created = await tx.country.create({
        data: {
          name: country.name,
          code: country.code,
          cities: { create: country.cities.map((name) => ({ name })) },
        },
        include: { cities: true },
      });
      cities.push(...created.cities.map((city) => ({ id: city.id, countryId: city.countryId })));
    }
    await tx.department.createMany({ data: DEPARTMENTS.map((name) => ({ name })) });
    await tx.positionType.createMany({ data: POSITION_TYPES.map((name) => ({ name })) });
    const departmentIds = (await tx.department.findMany({ select: { id: true } })).map((d) => d.id);
    const typeIds = (await tx.positionType.findMany({ select: { id: true } })).map((t) => t.id);

    const priorities = ['L', 'N', 'H'];
    const positions = TITLES.map((positionTitle, i) => {
      // The first three are open but past their end date: expired.
      const expired = i < 3;
      const status = expired ? 'RVA' : REQUISITION_STATUS_CODES[i % REQUISITION_STATUS_CODES.length]!;
      return {
        positionTitle,
        requestDate: dayOffset(expired ? -90 - i : -20 - i),
        startDate: dayOffset(expired ? -60 - i : -5 - i),
        endDate: dayOffset(expired ? -3 - i : 30 + i * 3),
        positionTypeId: typeIds[i % typeIds.length]!,
        departmentId: departmentIds[i % departmentIds.length]!,
        priority: priorities[i % priorities.length]!,
        status,
        progress: i % 2 === 0 ? 'COMPLETED' : 'IN_PROGRESS',
        jobDescription: `${positionTitle}: join a friendly team.`,
        createdById: managerId,
      };
    });
    for (const [i, data] of positions.entries()) {
      const city = cities[i % cities.length]!;
      await tx.jobPosition.create({
        data: { ...data, location: { create: { cityId: city.id, countryId: city.countryId } } },
      });
    }
  });
  return true;
}
