// Uploaded files: store the bytes under a generated key, keep what and whose they are in
// uploaded_file, and hand them back only to those who may see them (docs/decisions.md, "Files").
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_MESSAGES,
  hasAuthority,
  isApplicantOnly,
  SERVER_MESSAGES,
  type TFilePurpose,
  type TTokenPayload,
  type TUploadedFile,
} from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { AppError } from '../../lib/app-error.js';
import { newStorageKey, type Storage } from '../../plugins/storage.js';
import { sanitizeFileName } from './file-name.js';
import { sniffFileType } from './file-types.js';

export interface FileServiceDeps {
  db: Database;
  storage: Storage;
  clock?: () => Date;
}

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent; sanitised before it is kept. */
  givenName: string | undefined;
  purpose: TFilePurpose;
}

export interface Download {
  stream: Readable;
  mimeType: string;
  size: number;
  originalName: string;
}

/** Not 403: whoever may not see a file must not learn that it exists. */
const notFound = () => new AppError(404, SERVER_MESSAGES.notFound, 'NOT_FOUND');

/** The caller's user id (the token's sub). */
function userIdOf(user: TTokenPayload): number | null {
  const id = Number(user.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function createFileService({ db, storage, clock = () => new Date() }: FileServiceDeps) {
  const prisma = db.prisma;

  /** Who may see a file beside its uploader: see docs/decisions.md. */
  async function maySee(fileId: number, uploadedById: number | null, user: TTokenPayload) {
    const userId = userIdOf(user);
    if (userId !== null && uploadedById === userId) return true;
    const links = await prisma.uploadedFile.findUnique({
      where: { id: fileId },
      select: {
        resumes: { select: { applicant: { select: { userId: true } } } },
        offerCompliance: {
          select: {
            offerLetter: { select: { application: { select: { applicant: { select: { userId: true } } } } } },
          },
        },
        contractCompliance: {
          select: {
            contractLetter: {
              select: { application: { select: { applicant: { select: { userId: true } } } } },
            },
          },
        },
        packDocuments: { select: { id: true }, take: 1 },
      },
    });
    if (!links) return false;
    // The company's onboarding pack holds no personal data and every new hire must read it.
    if (links.packDocuments.length > 0) return true;
    const applicantUserIds = [
      ...links.resumes.map((resume) => resume.applicant.userId),
      ...links.offerCompliance.map((row) => row.offerLetter.application.applicant.userId),
      ...links.contractCompliance.map((row) => row.contractLetter.application.applicant.userId),
    ];
    if (applicantUserIds.length === 0) return false;
    if (isApplicantOnly(user.roles)) return userId !== null && applicantUserIds.includes(userId);
    return hasAuthority(user.authorities, 'CANDIDATE_ACCESS');
  }

  return {
    async upload(upload: Upload, user: TTokenPayload): Promise<TUploadedFile> {
      const mimeType = sniffFileType(upload.bytes);
      if (!mimeType) throw new AppError(415, FILE_MESSAGES.unsupportedType, 'UNSUPPORTED_FILE_TYPE');
      const originalName = sanitizeFileName(upload.givenName);
      const storageKey = newStorageKey(clock());
      await storage.put(storageKey, upload.bytes, { contentType: mimeType });
      const userId = userIdOf(user);
      try {
        return await prisma.$transaction(async (tx) => {
          const file = await tx.uploadedFile.create({
            data: {
              originalName,
              storageKey,
              mimeType,
              size: upload.bytes.length,
              sha256: createHash('sha256').update(upload.bytes).digest('hex'),
              purpose: upload.purpose,
              uploadedById: userId,
            },
            select: { id: true, originalName: true },
          });
          // Who and when; never the name or the contents.
          await tx.auditEvent.create({
            data: {
              userId,
              entity: 'UploadedFile',
              entityId: String(file.id),
              action: 'UPLOAD',
              details: { purpose: upload.purpose, mimeType, size: upload.bytes.length },
            },
          });
          return file;
        });
      } catch (error) {
        // No row, no bytes: don't leave an orphan in the storage.
        await storage.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    async download(id: number, user: TTokenPayload): Promise<Download> {
      const file = await prisma.uploadedFile.findUnique({
        where: { id },
        select: {
          id: true,
          storageKey: true,
          mimeType: true,
          size: true,
          originalName: true,
          uploadedById: true,
        },
      });
      if (!file || !(await maySee(file.id, file.uploadedById, user))) throw notFound();
      const stream = await storage.get(file.storageKey);
      await prisma.auditEvent.create({
        data: {
          userId: userIdOf(user),
          entity: 'UploadedFile',
          entityId: String(file.id),
          action: 'DOWNLOAD',
        },
      });
      return { stream, mimeType: file.mimeType, size: file.size, originalName: file.originalName };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
