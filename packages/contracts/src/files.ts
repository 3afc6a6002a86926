import { z } from 'zod';

/** File paths, relative to the main API base: one upload for every feature, one download. */
export const FILE_PATHS = {
  upload: '/file/upload',
  /** What an upload may be (size, types): read by the browser before it sends a file. */
  limits: '/file/limits',
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
  /** A file of zero bytes, whatever its name says it is. */
  empty: 'The file is empty.',
} as const;

/** Megabytes as the size message words them (the limit is configured in whole megabytes). */
export const megabytesOf = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * GET /file/limits: the server's own upload limit (UPLOAD_MAX_MB, a setting, so the browser cannot
 * know it from the contracts) and the extensions of the accepted types. Every upload, file or
 * spreadsheet import, is bounded by `maxBytes`; a resume also by RESUME_MAX_BYTES.
 */
export const ZUploadLimits = z.object({
  maxBytes: z.number().int().positive(),
  acceptedExtensions: z.array(z.string()),
});
export type TUploadLimits = z.infer<typeof ZUploadLimits>;

/** The limits answer for a configured byte limit. */
export const uploadLimits = (maxBytes: number): TUploadLimits => ({
  maxBytes,
  acceptedExtensions: Object.values(ACCEPTED_FILE_TYPES).flat(),
});

/** The file's extension in lower case, with its dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * Why the server would refuse this file, said the way the server says it, or null: checked in the
 * browser before sending so a too-large or wrong file is refused at once (the server still checks
 * the bytes). `maxBytes` may be lower than the server's (a resume); `typeMessage` is the refusal of a
 * narrower `extensions` list (a spreadsheet import).
 */
export function uploadProblem(
  file: { name: string; size: number },
  /** `extensions` null: the call takes any type (it reads the bytes itself). */
  limits: { maxBytes: number; extensions: readonly string[] | null; typeMessage?: string },
): string | null {
  if (file.size > limits.maxBytes) return FILE_MESSAGES.tooLarge(megabytesOf(limits.maxBytes));
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (limits.extensions && !limits.extensions.includes(extensionOf(file.name)))
    return limits.typeMessage ?? FILE_MESSAGES.unsupportedType;
  return null;
}
