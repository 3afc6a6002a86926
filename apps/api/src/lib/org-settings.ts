// Organisation-wide settings (table org_setting). The time zone names the local time of interview
// invites and the organisation's "today" everywhere (contracts `days.ts`); the migration seeds
// Australia/Sydney.
import { DEFAULT_TIME_ZONE, isTimeZone, todayIn } from '@hr/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The organisation's IANA time zone (the default when unset or unknown). */
export async function orgTimeZone(prisma: Pick<PrismaClient, 'orgSetting'>): Promise<string> {
  const row = await prisma.orgSetting.findUnique({ where: { key: 'timeZone' }, select: { value: true } });
  return row && isTimeZone(row.value) ? row.value : DEFAULT_TIME_ZONE;
}

/** The organisation's today (YYYY-MM-DD in its zone) at `now` (a service's clock). */
export async function orgToday(prisma: Pick<PrismaClient, 'orgSetting'>, now: Date): Promise<string> {
  return todayIn(await orgTimeZone(prisma), now);
}

/**
 * The organisation's today in SQL, for statements that count by day without a round trip (the
 * database's `current_date` is its session zone's day, UTC's). PostgreSQL knows the IANA names.
 */
export const ORG_TODAY_SQL = `(now() AT TIME ZONE coalesce((SELECT value FROM org_setting WHERE key = 'timeZone'), '${DEFAULT_TIME_ZONE}'))::date`;

/** The organisation's name on letters (the migration seeds the product's name). */
export const DEFAULT_COMPANY_NAME = 'HireOnboard';

export async function orgCompanyName(prisma: Pick<PrismaClient, 'orgSetting'>): Promise<string> {
  const row = await prisma.orgSetting.findUnique({ where: { key: 'companyName' }, select: { value: true } });
  return row?.value.trim() || DEFAULT_COMPANY_NAME;
}

/** The currency amounts are in when nothing else says (the `currency` setting's fallback): letters
 * and imported requisitions default to the organisation's. */
export const DEFAULT_CURRENCY = 'AUD';

/** Whether the runtime knows this ISO 4217 code as a currency in use. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** The organisation's currency: its `currency` setting when that is a known code, else AUD. */
export async function orgCurrency(prisma: Pick<PrismaClient, 'orgSetting'>): Promise<string> {
  const row = await prisma.orgSetting.findUnique({ where: { key: 'currency' }, select: { value: true } });
  const code = row?.value.trim().toUpperCase() ?? '';
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}
