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
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { newStorageKey } from '../../plugins/storage.js';
import { sanitizeFileName } from './file-name.js';
import { sniffFileType } from './file-types.js';

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

/** Who asks for a file: the signed-in user's id, roles and authorities (from the token). */
export interface FileReader {
  id: number;
  roles: string;
  authorities: readonly string[];
}

export function createFileService({ db, storage, clock }: Pick<ServiceDeps, 'db' | 'storage' | 'clock'>) {
  const prisma = db.prisma;

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
    async upload(upload: Upload, userId: number): Promise<TUploadedFile> {
      const mimeType = sniffFileType(upload.bytes);
      if (!mimeType) throw new AppError('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.unsupportedType);
      const originalName = sanitizeFileName(upload.givenName);
      const storageKey = newStorageKey(clock());
      await storage.put(storageKey, upload.bytes, { contentType: mimeType });
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
      await prisma.auditEvent.create({
        data: {
          userId: reader.id,
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
