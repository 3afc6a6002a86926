// The Employee Pack (spec sections 2 "/employeePack" and 7 "Employee pack"): the documents every new
// hire receives, each applying to some departments and/or position types (none: everyone).
import { z } from 'zod';
import { ZId } from './ids.js';
import { listQuerySchema, pageAnswer } from './paging.js';

/** Paths relative to the main API base (`/api/v1`). */
export const EMPLOYEE_PACK_PATHS = {
  list: '/employee-onboarding',
  create: '/employee-onboarding',
  document: (documentId: number | string) => `/employee-onboarding/${documentId}`,
} as const;

/** The multipart fields of the upload and the replace (besides `file`). */
export const PACK_FIELDS = ['name', 'description', 'mandatory', 'departmentIds', 'positionTypeIds'] as const;

/** A multipart text field's "true"/"false" (a checkbox), or a JSON boolean. */
const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** Ids from repeated fields or one comma-separated field ("" is none). */
const formIds = z.preprocess((value) => {
  if (value === undefined || value === null) return value;
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [item],
  );
}, z.array(ZId).max(200));

/** What the upload's fields hold: the form checks the same schema. */
export const ZPackDocumentFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value || null),
  mandatory: formBoolean.default(false),
  departmentIds: formIds.default([]),
  positionTypeIds: formIds.default([]),
});
export type TPackDocumentFields = z.input<typeof ZPackDocumentFields>;

/** The replace call: every field optional (a field not sent is kept), the file optional too. */
export const ZPackDocumentChange = z.object({
  name: ZPackDocumentFields.shape.name.optional(),
  description: ZPackDocumentFields.shape.description.optional(),
  mandatory: formBoolean.optional(),
  departmentIds: formIds.optional(),
  positionTypeIds: formIds.optional(),
});

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZPackFile = z.object({
  id: z.number().int(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

export const ZPackDocumentVersion = z.object({
  version: z.number().int(),
  file: ZPackFile,
  replacedAt: z.string(),
  replacedBy: z.string().nullable(),
});

export const ZPackDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Must be returned signed. */
  mandatory: z.boolean(),
  /** Empty departments and position types: the document is for everyone. */
  departments: z.array(ZNamed),
  positionTypes: z.array(ZNamed),
  file: ZPackFile,
  version: z.number().int(),
  /** Earlier files, newest first. */
  versions: z.array(ZPackDocumentVersion),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TPackDocument = z.infer<typeof ZPackDocument>;

/** `GET` the pack: a page of its documents, by name unless sorted otherwise; `search` finds names. */
export const PACK_SORT_COLUMNS = ['name', 'mandatory', 'updated'] as const;
export const ZPackDocumentQuery = listQuerySchema({
  sortColumns: PACK_SORT_COLUMNS,
  defaultSort: 'name',
  defaultDirection: 'asc',
});
export const ZPackDocumentList = pageAnswer(ZPackDocument);
export type TPackDocumentList = z.infer<typeof ZPackDocumentList>;

/** The upload's and the replace's answer: the spec's toast and the document. */
export const ZPackDocumentAnswer = z.object({ message: z.string(), data: ZPackDocument });
export type TPackDocumentAnswer = z.infer<typeof ZPackDocumentAnswer>;

export const PACK_MESSAGES = {
  duplicateName: (name: string) => `An employee pack document named "${name}" already exists.`,
  unknownDepartment: 'A chosen department does not exist.',
  unknownPositionType: 'A chosen position type does not exist.',
} as const;

/** Who a document is for, in words: "Everyone", or the departments and position types. */
export function packAudience(document: Pick<TPackDocument, 'departments' | 'positionTypes'>): string {
  const names = [...document.departments, ...document.positionTypes].map((item) => item.name);
  return names.length === 0 ? 'Everyone' : names.join(', ');
}

/** A file chosen in the browser (a Blob with a name). */
const ZChosenFile = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  message: 'Choose a file to upload',
});

/** The upload dialog's inputs: the upload's fields and the chosen file. */
export const ZPackUploadForm = z.object({ ...ZPackDocumentFields.shape, file: ZChosenFile });
export type TPackUploadForm = z.input<typeof ZPackUploadForm>;

/** The rename/replace dialog's inputs: the same fields, and a new file when replacing. */
export const ZPackChangeForm = z.object({ ...ZPackDocumentFields.shape, file: ZChosenFile.nullable() });
export type TPackChangeForm = z.input<typeof ZPackChangeForm>;
