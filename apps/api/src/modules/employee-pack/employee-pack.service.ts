// The Employee Pack: documents every new hire receives, with the departments and position types
// they apply to. A replaced file stays as a version; a deleted document only stops being active,
// so a contract sent while it was in the pack still lists it (docs/decisions.md, "Employee Pack").
import {
  MESSAGES,
  PACK_MESSAGES,
  SERVER_MESSAGES,
  type TListQuery,
  type TPackDocument,
  type TPackDocumentList,
  ZPackDocumentChange,
  ZPackDocumentFields,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ListDefinition, likePattern, pageByKeys, runList } from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { createFileService } from '../files/index.js';

export interface PackFile {
  bytes: Buffer;
  givenName: string;
}

const FILE_SELECT = { select: { id: true, originalName: true, mimeType: true, size: true } } as const;
const userName = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : null;

const DOCUMENT_INCLUDE = {
  file: FILE_SELECT,
  updatedBy: { select: { firstName: true, lastName: true } },
  departments: { select: { department: { select: { id: true, name: true } } } },
  positionTypes: { select: { positionType: { select: { id: true, name: true } } } },
  versions: {
    orderBy: { version: 'desc' },
    select: {
      version: true,
      replacedAt: true,
      file: FILE_SELECT,
      replacedBy: { select: { firstName: true, lastName: true } },
    },
  },
} satisfies Prisma.EmployeePackDocumentInclude;

type DocumentRow = Prisma.EmployeePackDocumentGetPayload<{ include: typeof DOCUMENT_INCLUDE }>;

function toDocument(row: DocumentRow): TPackDocument {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mandatory: row.mandatory,
    departments: row.departments.map((item) => item.department).sort((a, b) => a.name.localeCompare(b.name)),
    positionTypes: row.positionTypes
      .map((item) => item.positionType)
      .sort((a, b) => a.name.localeCompare(b.name)),
    file: row.file,
    version: row.version,
    versions: row.versions.map((version) => ({
      version: version.version,
      file: version.file,
      replacedAt: version.replacedAt.toISOString(),
      replacedBy: userName(version.replacedBy),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: userName(row.updatedBy),
  };
}

/** A 400 naming each field the schema refuses (multipart bodies are checked here, not by Fastify). */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const named: Record<string, string> = {};
  for (const issue of parsed.error.issues) named[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw new AppError(
    'VALIDATION_FAILED',
    `${SERVER_MESSAGES.invalidInput} Check: ${Object.keys(named).join(', ')}.`,
    named,
  );
}

/**
 * The pack documents for a new hire of this application (its requisition's department and position
 * type): a document applies when each of its lists is empty or names the hire's value. With `sentAt`
 * (a sent contract), the documents that were in the pack then, deleted ones included.
 */
export async function packDocumentsForApplication(
  prisma: PrismaClient,
  applicationId: number,
  sentAt: Date | null = null,
) {
  const application = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { jobPosition: { select: { departmentId: true, positionTypeId: true } } },
  });
  if (!application) return [];
  const { departmentId, positionTypeId } = application.jobPosition;
  const inPack: Prisma.EmployeePackDocumentWhereInput = sentAt
    ? { createdAt: { lte: sentAt }, OR: [{ active: true }, { deletedAt: { gt: sentAt } }] }
    : { active: true };
  return prisma.employeePackDocument.findMany({
    where: {
      AND: [
        inPack,
        {
          OR: [
            { departments: { none: {} } },
            ...(departmentId ? [{ departments: { some: { departmentId } } }] : []),
          ],
        },
        {
          OR: [
            { positionTypes: { none: {} } },
            ...(positionTypeId ? [{ positionTypes: { some: { positionTypeId } } }] : []),
          ],
        },
      ],
    },
    select: { id: true, name: true, fileId: true, mandatory: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** The pack's documents (the deleted ones are only kept): found by name, the rows loaded by key. */
const PACK_LIST: ListDefinition = {
  from: 'employee_pack_document d',
  select: { id: 'd.id' },
  sortable: { name: 'd.name', mandatory: 'd.mandatory', updated: 'd.updated_at' },
  search: (term, param) => `d.name ILIKE ${param(likePattern(term))}`,
  where: 'd.active',
  tieBreaker: 'd.id',
};

export function createEmployeePackService(
  deps: Pick<ServiceDeps, 'db' | 'lists' | 'storage' | 'clock' | 'uploadQuota'>,
) {
  const { prisma } = deps.db;
  const files = createFileService(deps);

  async function load(id: number): Promise<TPackDocument> {
    const row = await prisma.employeePackDocument.findFirst({
      where: { id, active: true },
      include: DOCUMENT_INCLUDE,
    });
    if (!row) throw notFound('Employee pack document', id);
    return toDocument(row);
  }

  async function checkReferences(departmentIds?: number[], positionTypeIds?: number[]) {
    if (departmentIds?.length) {
      const found = await prisma.department.count({ where: { id: { in: departmentIds } } });
      if (found !== new Set(departmentIds).size)
        throw new AppError('INVALID_REFERENCE', PACK_MESSAGES.unknownDepartment, {
          departmentIds: PACK_MESSAGES.unknownDepartment,
        });
    }
    if (positionTypeIds?.length) {
      const found = await prisma.positionType.count({ where: { id: { in: positionTypeIds } } });
      if (found !== new Set(positionTypeIds).size)
        throw new AppError('INVALID_REFERENCE', PACK_MESSAGES.unknownPositionType, {
          positionTypeIds: PACK_MESSAGES.unknownPositionType,
        });
    }
  }

  async function checkName(name: string, exceptId?: number) {
    const clash = await prisma.employeePackDocument.findFirst({
      where: {
        active: true,
        name: { equals: name, mode: 'insensitive' },
        ...(exceptId ? { NOT: { id: exceptId } } : {}),
      },
      select: { id: true },
    });
    if (clash)
      throw new AppError('DUPLICATE', PACK_MESSAGES.duplicateName(name), {
        name: PACK_MESSAGES.duplicateName(name),
      });
  }

  const departmentLinks = (ids: number[]) => [...new Set(ids)].map((departmentId) => ({ departmentId }));
  const positionTypeLinks = (ids: number[]) =>
    [...new Set(ids)].map((positionTypeId) => ({ positionTypeId }));

  return {
    async list(query: TListQuery): Promise<TPackDocumentList> {
      const page = await runList<{ id: number }>(deps.lists, PACK_LIST, query);
      return pageByKeys(
        page,
        (ids) =>
          prisma.employeePackDocument.findMany({ where: { id: { in: ids } }, include: DOCUMENT_INCLUDE }),
        toDocument,
      );
    },

    async create(rawFields: Record<string, unknown>, file: PackFile | undefined, userId: number) {
      const fields = parseFields(ZPackDocumentFields, rawFields);
      if (!file) throw new AppError('NO_FILE', MESSAGES.failedToUpload, { file: MESSAGES.failedToUpload });
      await checkReferences(fields.departmentIds, fields.positionTypeIds);
      await checkName(fields.name);
      const uploaded = await files.upload({ ...file, purpose: 'EMPLOYEE_PACK' }, userId);
      const id = await prisma.$transaction(async (tx) => {
        const created = await tx.employeePackDocument.create({
          data: {
            name: fields.name,
            description: fields.description,
            mandatory: fields.mandatory,
            fileId: uploaded.id,
            updatedById: userId,
            departments: { create: departmentLinks(fields.departmentIds) },
            positionTypes: { create: positionTypeLinks(fields.positionTypeIds) },
          },
          select: { id: true },
        });
        await audit(tx, {
          userId,
          entity: 'EmployeePackDocument',
          id: created.id,
          action: 'CREATE',
          fields: ['name', 'description', 'mandatory', 'departmentIds', 'positionTypeIds', 'file'],
        });
        return created.id;
      });
      return { message: MESSAGES.successfullyUploaded, data: await load(id) };
    },

    async update(id: number, rawFields: Record<string, unknown>, file: PackFile | undefined, userId: number) {
      const before = await load(id);
      const change = parseFields(ZPackDocumentChange, rawFields);
      await checkReferences(change.departmentIds, change.positionTypeIds);
      if (change.name !== undefined) await checkName(change.name, id);
      const uploaded = file && (await files.upload({ ...file, purpose: 'EMPLOYEE_PACK' }, userId));
      const changed = Object.keys(change).filter((key) => change[key as keyof typeof change] !== undefined);
      await prisma.$transaction(async (tx) => {
        if (uploaded) {
          await tx.employeePackVersion.create({
            data: { documentId: id, version: before.version, fileId: before.file.id, replacedById: userId },
          });
        }
        await tx.employeePackDocument.update({
          where: { id },
          data: {
            ...(change.name !== undefined ? { name: change.name } : {}),
            ...(change.description !== undefined ? { description: change.description } : {}),
            ...(change.mandatory !== undefined ? { mandatory: change.mandatory } : {}),
            ...(uploaded ? { fileId: uploaded.id, version: before.version + 1 } : {}),
            updatedById: userId,
            ...(change.departmentIds
              ? { departments: { deleteMany: {}, create: departmentLinks(change.departmentIds) } }
              : {}),
            ...(change.positionTypeIds
              ? { positionTypes: { deleteMany: {}, create: positionTypeLinks(change.positionTypeIds) } }
              : {}),
          },
        });
        await audit(tx, {
          userId,
          entity: 'EmployeePackDocument',
          id,
          action: uploaded ? 'REPLACE' : 'UPDATE',
          fields: uploaded ? [...changed, 'file'] : changed,
          ...(uploaded ? { details: { fromVersion: before.version, fileId: uploaded.id } } : {}),
        });
      });
      const message = uploaded ? MESSAGES.successfullyReplaced : MESSAGES.successfullyUpdated;
      return { message, data: await load(id) };
    },

    async remove(id: number, userId: number) {
      await load(id);
      await prisma.$transaction([
        prisma.employeePackDocument.update({
          where: { id },
          data: { active: false, deletedAt: deps.clock(), updatedById: userId },
        }),
        audit(prisma, { userId, entity: 'EmployeePackDocument', id, action: 'DELETE' }),
      ]);
      return { message: MESSAGES.deleted };
    },
  };
}
