// The organisation's settings (org_setting rows): its time zone; and its logo (org_logo, a link to
// its uploaded file), shown in the careers site's header. Every change is audited.
import {
  CAREERS_SITE,
  LOGO_MAX_BYTES,
  type LOGO_TYPES,
  ORGANISATION_MESSAGES,
  type TOrgSettings,
  type TOrgSettingsView,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { AppError } from '../../lib/app-error.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { createFileService, sniffFileType } from '../files/index.js';

const M = ORGANISATION_MESSAGES;

/** A logo's type by its first bytes: PNG, JPEG or WebP (RIFF....WEBP); anything else (SVG) is null. */
export function logoType(bytes: Buffer): keyof typeof LOGO_TYPES | null {
  const sniffed = sniffFileType(bytes);
  if (sniffed === 'image/png' || sniffed === 'image/jpeg') return sniffed;
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export function createOrganisationService(deps: ServiceDeps) {
  const { db, clock, storage } = deps;
  const { prisma } = db;
  const files = createFileService(deps);

  const logoUrl = (fileId: number) => `${CAREERS_SITE.logo}?v=${fileId}`;

  async function settings(): Promise<TOrgSettingsView> {
    const [timeZone, logo] = await Promise.all([
      orgTimeZone(prisma),
      prisma.orgLogo.findUnique({ where: { id: 1 }, select: { fileId: true } }),
    ]);
    return { timeZone, logoUrl: logo ? logoUrl(logo.fileId) : null };
  }

  const auditLogo = (
    tx: Parameters<typeof audit>[0],
    userId: number,
    action: 'UPDATE' | 'DELETE',
    details: Record<string, number | null>,
  ) => audit(tx, { userId, entity: 'OrgSetting', id: 'logo', action, fields: ['logo'], details });

  return {
    settings,

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
      return { message: M.saved, data: await settings() };
    },

    /** A new logo (its type and size by its bytes); the one it replaces goes, row and bytes. */
    async setLogo(upload: { bytes: Buffer; givenName: string }, userId: number) {
      if (upload.bytes.length > LOGO_MAX_BYTES)
        throw new AppError('FILE_TOO_LARGE', M.logoSize, { file: M.logoSize });
      const mimeType = logoType(upload.bytes);
      if (!mimeType) throw new AppError('UNSUPPORTED_FILE_TYPE', M.logoType, { file: M.logoType });
      const file = await files.upload({ ...upload, purpose: 'LOGO', mimeType }, userId);
      let previous: number | null = null;
      try {
        previous = await prisma.$transaction(async (tx) => {
          const before = await tx.orgLogo.findUnique({ where: { id: 1 }, select: { fileId: true } });
          await tx.orgLogo.upsert({
            where: { id: 1 },
            create: { id: 1, fileId: file.id },
            update: { fileId: file.id, updatedAt: clock() },
          });
          await auditLogo(tx, userId, 'UPDATE', { fileId: file.id, previousFileId: before?.fileId ?? null });
          return before?.fileId ?? null;
        });
      } catch (error) {
        await files.discard(file.id);
        throw error;
      }
      if (previous !== null) await files.discard(previous);
      return { message: M.logoSaved, data: await settings() };
    },

    async removeLogo(userId: number) {
      const removed = await prisma.$transaction(async (tx) => {
        const before = await tx.orgLogo.findUnique({ where: { id: 1 }, select: { fileId: true } });
        if (!before) return null;
        await tx.orgLogo.delete({ where: { id: 1 } });
        await auditLogo(tx, userId, 'DELETE', { fileId: before.fileId });
        return before.fileId;
      });
      if (removed !== null) await files.discard(removed);
      return { message: M.logoRemoved, data: await settings() };
    },

    /** The logo for the public site (its bytes opened when wanted), or null when there is none. */
    async logo() {
      const row = await prisma.orgLogo.findUnique({
        where: { id: 1 },
        select: { file: { select: { id: true, storageKey: true, mimeType: true, size: true } } },
      });
      if (!row) return null;
      const { storageKey, ...file } = row.file;
      return { ...file, open: () => storage.get(storageKey) };
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
