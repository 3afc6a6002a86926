// The organisation's settings shown on the Settings screen (Reference Data): its IANA time zone, the
// zone of its "today" everywhere (contracts `days.ts`). Every signed-in person reads it (the web
// defaults dates to the organisation's today and shows times in its zone); JOB_POSTING changes it.
import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MESSAGE } from './days.js';

/** Paths relative to the main API base (`/api/v1`). */
export const ORGANISATION_PATHS = {
  settings: '/organisation/settings',
  /** PUT (multipart, field `file`): the organisation's logo; DELETE removes it. */
  logo: '/organisation/logo',
} as const;

/** The logo: a picture by its bytes (no SVG: it can carry script), small enough for a page header. */
export const LOGO_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
} as const;
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_ACCEPT = Object.values(LOGO_TYPES).flat().join(',');

export const ZOrgSettings = z.object({
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .min(1, TIME_ZONE_MESSAGE)
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE),
});
export type TOrgSettings = z.infer<typeof ZOrgSettings>;
/** The settings as read: with the logo's public address (it changes with the logo), or null. */
export const ZOrgSettingsView = ZOrgSettings.extend({ logoUrl: z.string().nullable() });
export type TOrgSettingsView = z.infer<typeof ZOrgSettingsView>;
export const ZOrgSettingsAnswer = z.object({ message: z.string(), data: ZOrgSettingsView });

export const ORGANISATION_MESSAGES = {
  saved: 'Successfully saved!',
  logoSaved: 'The logo is saved.',
  logoRemoved: 'The logo is removed.',
  logoType: 'The logo must be a PNG, JPEG or WebP picture (SVG is not accepted).',
  logoSize: `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB.`,
  noLogo: 'Choose a picture for the logo.',
} as const;
