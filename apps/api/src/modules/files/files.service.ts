// Uploaded files: store the bytes under a generated key, keep what and whose they are in
// uploaded_file, and hand them back only to those who may see them (docs/decisions.md, "Files").
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_MESSAGES,
  hasAuthority,
  isApplicantOnly,
  type TFilePurpose,
  type TUploadedFile,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { newStorageKey } from '../../plugins/storage.js';
import { sanitizeFileName } from './file-name.js';
import { sniffFileType } from './file-types.js';

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent; sanitised before it is kept. */
  givenName: string | undefined;
  purpose: TFilePurpose | 'LOGO';
  /** The type the caller read from the bytes, for a type only it accepts (the logo's WebP). */
  mimeType?: string;
}

export interface Download {
  stream: Readable;
  mimeType: string;
  size: number;
  originalName: string;
}

/** Who asks for a file: the signed-in user's id, roles and authorities (from the token). */
export interface FileReader {
  id: number;
  roles: string;
  authorities: readonly string[];
}

type Sql = Pick<Prisma.TransactionClient, '$queryRaw'>;

const DAY_MS = 24 * 3600_000;
const MB = 1024 * 1024;
/** Two requests of one user count their quota one after the other (transaction-scoped lock). */
const QUOTA_LOCK = 0x75706c64; // 'upld'

export function createFileService({
  db,
  storage,
  clock,
  uploadQuota: quota,
}: Pick<ServiceDeps, 'db' | 'storage' | 'clock' | 'uploadQuota'>) {
  const prisma = db.prisma;

  /** The user's uploads of the last 24 hours: how many, how many bytes, and the oldest. */
  async function usedToday(sql: Sql, userId: number) {
    const since = new Date(clock().getTime() - DAY_MS);
    const [row] = await sql.$queryRaw<{ files: number; bytes: bigint; oldest: Date | null }[]>`
      SELECT count(*)::int AS files, coalesce(sum(size), 0)::bigint AS bytes, min(created_at) AS oldest
        FROM uploaded_file WHERE uploaded_by_id = ${userId} AND created_at > ${since}`;
    return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
  }

  /**
   * Refuses an upload past the user's daily quota: 429 when the files or the bytes of the last 24
   * hours are used up (Retry-After: when the oldest of them leaves the 24 hours), 413 when this
   * file (`size`) would take the bytes past it. Without `size`, only whether anything is left.
   */
  async function assertQuota(sql: Sql, userId: number, size = 0) {
    const used = await usedToday(sql, userId);
    const retryAfterSeconds = String(
      Math.max(
        1,
        Math.ceil(((used.oldest?.getTime() ?? clock().getTime()) + DAY_MS - clock().getTime()) / 1000),
      ),
    );
    if (used.files >= quota.files)
      throw new AppError('UPLOAD_QUOTA_REACHED', FILE_MESSAGES.quotaFiles(quota.files), {
        retryAfterSeconds,
      });
    if (used.bytes >= quota.bytes)
      throw new AppError('UPLOAD_QUOTA_REACHED', FILE_MESSAGES.quotaBytes(quota.bytes / MB), {
        retryAfterSeconds,
      });
    if (used.bytes + size > quota.bytes)
      throw new AppError(
        'UPLOAD_QUOTA_BYTES',
        FILE_MESSAGES.quotaBytesLeft(((quota.bytes - used.bytes) / MB).toFixed(1), quota.bytes / MB),
      );
  }

  /** Who may see a file beside its uploader: see docs/decisions.md. */
  async function maySee(fileId: number, uploadedById: number | null, reader: FileReader) {
    if (uploadedById === reader.id) return true;
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
        packVersions: { select: { id: true }, take: 1 },
        leaveRequests: { select: { employee: { select: { managerId: true } } } },
        learningMaterials: { select: { id: true }, take: 1 },
        learningCertificates: {
          select: { assignment: { select: { employee: { select: { userId: true, managerId: true } } } } },
        },
      },
    });
    if (!links) return false;
    // The company's onboarding pack holds no personal data and every new hire must read it.
    if (links.packDocuments.length > 0 || links.packVersions.length > 0) return true;
    // A leave request's supporting document (a medical certificate): HR and the employee's manager.
    if (links.leaveRequests.length > 0) {
      return (
        hasAuthority(reader.authorities, 'ONBOARDING') ||
        links.leaveRequests.some((request) => request.employee.managerId === reader.id)
      );
    }
    // A course's material is for every member of staff; a certificate for its employee, their
    // manager and HR.
    if (links.learningMaterials.length > 0 && !isApplicantOnly(reader.roles)) return true;
    if (
      links.learningCertificates.some(
        ({ assignment: { employee } }) => employee.userId === reader.id || employee.managerId === reader.id,
      ) ||
      (links.learningCertificates.length > 0 && hasAuthority(reader.authorities, 'ONBOARDING'))
    )
      return true;
    const applicantUserIds = [
      ...links.resumes.map((resume) => resume.applicant.userId),
      ...links.offerCompliance.map((row) => row.offerLetter.application.applicant.userId),
      ...links.contractCompliance.map((row) => row.contractLetter.application.applicant.userId),
    ];
    if (applicantUserIds.length === 0) return false;
    // The person's own documents stay theirs once hired (an Employee now, no longer an Applicant).
    if (applicantUserIds.includes(reader.id)) return true;
    if (isApplicantOnly(reader.roles)) return false;
    if (hasAuthority(reader.authorities, 'CANDIDATE_ACCESS')) return true;
    // The officer screening at /appsch/{id} reads the resume; the letters' documents stay with others.
    return links.resumes.length > 0 && hasAuthority(reader.authorities, 'SHORTLISTING');
  }

  return {
    /** Before reading an upload's body: 429 when the user has no upload left today. */
    async assertCanUpload(userId: number): Promise<void> {
      await assertQuota(prisma, userId);
    },

    /**
     * Stores an upload of a signed-in user (`userId`, within their daily quota) or of a visitor of the
     * careers site (null: no account, so no quota; the careers site's own limits hold those).
     */
    async upload(upload: Upload, userId: number | null): Promise<TUploadedFile> {
      const mimeType = upload.mimeType ?? sniffFileType(upload.bytes);
      if (!mimeType) throw new AppError('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.unsupportedType);
      const originalName = sanitizeFileName(upload.givenName);
      // Refused before the bytes are stored; counted again below, one request of the user at a time.
      if (userId !== null) await assertQuota(prisma, userId, upload.bytes.length);
      const storageKey = newStorageKey(clock());
      await storage.put(storageKey, upload.bytes, { contentType: mimeType });
      try {
        return await prisma.$transaction(async (tx) => {
          if (userId !== null) {
            await tx.$executeRaw`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${userId}::int)`;
            await assertQuota(tx, userId, upload.bytes.length);
          }
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
          await audit(tx, {
            userId,
            entity: 'UploadedFile',
            id: file.id,
            action: 'UPLOAD',
            details: { purpose: upload.purpose, mimeType, size: upload.bytes.length },
          });
          return file;
        });
      } catch (error) {
        // No row, no bytes: don't leave an orphan in the storage.
        await storage.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    /**
     * An upload its record never linked (the record's creation failed): its row and its bytes go.
     * A file something links after all stays (the foreign key refuses), for the clean-up job to judge.
     */
    async discard(id: number): Promise<void> {
      const file = await prisma.uploadedFile
        .delete({ where: { id }, select: { storageKey: true } })
        .catch(() => null);
      if (file) await storage.remove(file.storageKey).catch(() => {});
    },

    async download(id: number, reader: FileReader): Promise<Download> {
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
      // Not 403: whoever may not see a file must not learn that it exists.
      if (!file || !(await maySee(file.id, file.uploadedById, reader))) throw notFound();
      const stream = await storage.get(file.storageKey);
      await audit(prisma, { userId: reader.id, entity: 'UploadedFile', id: file.id, action: 'DOWNLOAD' });
      return { stream, mimeType: file.mimeType, size: file.size, originalName: file.originalName };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
