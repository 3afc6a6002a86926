// The organisation's settings (org_setting rows): its time zone. Saving is audited.
import { ORGANISATION_MESSAGES, type TOrgSettings } from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export function createOrganisationService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  const { prisma } = db;
  return {
    async settings(): Promise<TOrgSettings> {
      return { timeZone: await orgTimeZone(prisma) };
    },

    async save(input: TOrgSettings, userId: number) {
      const { timeZone } = input;
      await prisma.$transaction([
        prisma.orgSetting.upsert({
          where: { key: 'timeZone' },
          create: { key: 'timeZone', value: timeZone },
          update: { value: timeZone, updatedAt: clock() },
        }),
        audit(prisma, {
          userId,
          entity: 'OrgSetting',
          id: 'timeZone',
          action: 'UPDATE',
          fields: ['timeZone'],
          details: { timeZone },
        }),
      ]);
      return { message: ORGANISATION_MESSAGES.saved, data: { timeZone } };
    },
  };
}
