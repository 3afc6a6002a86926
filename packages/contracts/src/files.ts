import { z } from 'zod';

/** File paths, relative to the main API base: one upload for every feature, one download. */
export const FILE_PATHS = {
  upload: '/file/upload',
  download: (id: number | string) => `/file/${id}`,
} as const;

/** The multipart field the upload reads. */
export const UPLOAD_FIELD = 'file';

/** What an upload is for: a label kept with the file (who may read it follows from its links). */
export const FILE_PURPOSES = ['RESUME', 'COMPLIANCE', 'EMPLOYEE_PACK'] as const;
export type TFilePurpose = (typeof FILE_PURPOSES)[number];

export const ZUploadQuery = z.object({ purpose: z.enum(FILE_PURPOSES).default('COMPLIANCE') });
export type TUploadQuery = z.input<typeof ZUploadQuery>;

/** Spec section 3 "Uploaded file response". */
export const ZUploadedFile = z.object({ id: z.number().int().positive(), originalName: z.string() });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZUploadAnswer = z.object({ data: ZUploadedFile });
export type TUploadAnswer = z.infer<typeof ZUploadAnswer>;

/**
 * The types the product accepts, recognised by their bytes (never by name or declared type), with
 * the extensions a file chooser offers.
 */
export const ACCEPTED_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/msword': ['.doc'],
} as const;
export type TAcceptedFileType = keyof typeof ACCEPTED_FILE_TYPES;

/** The `accept` attribute of a file input for the accepted types. */
export const ACCEPTED_FILE_EXTENSIONS = Object.values(ACCEPTED_FILE_TYPES).flat().join(',');

export const FILE_MESSAGES = {
  noFile: `Choose a file to upload (form field "${UPLOAD_FIELD}").`,
  unsupportedType:
    'This file type is not accepted. Upload a PDF, PNG, JPEG, Word (.doc, .docx) or Excel (.xlsx) file.',
  tooLarge: (maxMegabytes: number) => `The file is too large. The limit is ${maxMegabytes} MB.`,
  malformed: 'The upload could not be read. Choose the file again and retry.',
  quotaFiles: (files: number) =>
    `You have uploaded ${files} files in the last 24 hours, the most allowed. Try again later.`,
  quotaBytes: (maxMegabytes: number) =>
    `Your uploads of the last 24 hours have reached ${maxMegabytes} MB, the most allowed. Try again later.`,
  quotaBytesLeft: (leftMegabytes: string, maxMegabytes: number) =>
    `This file would take your uploads of the last 24 hours past ${maxMegabytes} MB: ${leftMegabytes} MB are left today.`,
} as const;
