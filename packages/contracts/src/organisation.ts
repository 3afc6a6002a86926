// The organisation's settings shown on the Settings screen (Reference Data): its IANA time zone, the
// zone of its "today" everywhere (contracts `days.ts`). Every signed-in person reads it (the web
// defaults dates to the organisation's today and shows times in its zone); JOB_POSTING changes it.
import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MESSAGE } from './days.js';

/** Paths relative to the main API base (`/api/v1`). */
export const ORGANISATION_PATHS = { settings: '/organisation/settings' } as const;

export const ZOrgSettings = z.object({
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .min(1, TIME_ZONE_MESSAGE)
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE),
});
export type TOrgSettings = z.infer<typeof ZOrgSettings>;
export const ZOrgSettingsAnswer = z.object({ message: z.string(), data: ZOrgSettings });

export const ORGANISATION_MESSAGES = { saved: 'Successfully saved!' } as const;
